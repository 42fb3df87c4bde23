import { Readable } from 'node:stream';
import { orderReference } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';
import { placeOrder } from '../../../test/payments.ts';
import { proveAddress } from '../../../test/privacy.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';
import { readZip } from '../../../test/zip.ts';
import { createUserReads } from '../auth/index.ts';
import { createMailOutbox } from '../mail/index.ts';
import { createCustomerDataRepository } from './customer-data.repository.ts';
import { createDataExportService } from './data-export.service.ts';
import { createDataExportsRepository } from './data-exports.repository.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

/** The bytes of an order file as the file store keeps them, read a chunk at a time. */
function storedFile(fileId: string): Readable {
  let seq = 0;
  return new Readable({
    async read() {
      const [chunk] = await rows<{ data: Buffer }>(
        sql`select data from file_chunks where file_id = ${fileId} and seq = ${seq}`,
      );
      seq += 1;
      this.push(chunk ? Buffer.from(chunk.data) : null);
    },
  });
}

describe('a data export taken while an order document is replaced', () => {
  it('carries the document whole, never the replaced file empty or cut short', async () => {
    const user = await createUser(ctx.app);
    await proveAddress(ctx, user);
    const orderId = await placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
    const send = (marker: string) =>
      uploadFile(ctx.app, user, `/api/orders/${orderId}/documents`, 'office-proof', {
        name: `office-${marker}.pdf`,
        bytes: pdfWith(`office-${marker}`, 200 * 1024),
      });
    expect((await send('first')).statusCode).toBe(201);
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/data-export',
      headers: { cookie: user.cookie },
    });
    expect(requested.statusCode).toBe(202);

    // The builder has read the order when the customer sends the document again: the first file,
    // whose bytes the replacement deletes, is the one it is about to copy.
    let replaced = false;
    const exports = createDataExportService({
      db: ctx.database.db,
      exportsRepo: createDataExportsRepository(ctx.database.db),
      customerData: createCustomerDataRepository(ctx.database.db),
      usersRepo: createUserReads(ctx.database.db),
      mail: createMailOutbox({ adminNotifyEmail: undefined }),
      orderFile: (fileId) => {
        if (replaced) return storedFile(fileId);
        replaced = true;
        return Readable.from(
          (async function* () {
            const again = await send('second');
            expect(again.statusCode, again.body).toBe(201);
            yield* storedFile(fileId);
          })(),
        );
      },
      taxDocumentPdf: async () => ({ pdf: Buffer.from('%PDF-1.7\n') }),
      log: pino({ level: 'silent' }),
      storageBudgetBytes: 1024 * 1024 * 1024,
    });
    expect(await exports.buildPending()).toBe(1);
    expect(replaced).toBe(true);

    const [ready] = await rows<{ id: string; attempts: number }>(
      sql`select id, attempts from data_exports where user_id = ${user.user.id} and status = 'ready'`,
    );
    expect(ready?.attempts).toBe(2);
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/auth/me/data-export/${ready?.id}/file`,
      headers: { cookie: user.cookie },
    });
    const entries = await readZip(file.rawPayload);
    const manifest = JSON.parse((entries.get('manifest.json') as Buffer).toString('utf8'));
    const [order] = manifest.orders;
    expect(order.reference).toBe(orderReference(orderId));
    const documents = order.files.filter((f: { path: string }) => f.path.includes('/documents/'));
    expect(documents).toHaveLength(1);
    const bytes = entries.get(documents[0].path) as Buffer;
    expect(bytes.length).toBe(documents[0].size);
    expect(bytes.toString('latin1')).toContain('office-second');
  });
});
