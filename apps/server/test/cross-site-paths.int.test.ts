import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext, type TestUser } from './helpers.ts';
import { placeOrder } from './payments.ts';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const evil = 'http://127.0.0.1:7777';

/** Spellings of an API path that the router decodes to it. */
const encoded = (path: string) => [
  `/%61pi${path.slice('/api'.length)}`,
  `/%61%70%69${path.slice('/api'.length)}`,
  `/api%2F${path.slice('/api/'.length)}`,
];

/** Absolute-form targets of an API path (`POST http://host/api/…`). */
const absolute = (path: string) => [`http://localhost${path}`, `http://evil.example${path}`];

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  json: () => { success: boolean; error: { code: string } };
}

/**
 * Sends a request over a real connection with the target exactly as given: `inject` turns an
 * absolute-form target into a path before the server sees it.
 */
function send(
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Answer> {
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: { ...headers, host: `127.0.0.1:${port}` } },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => {
          const text = Buffer.concat(parts).toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The rows of a statement (the driver's result types differ between PGlite and pg). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function orderStatus(orderId: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ status: string }>(sql`select status from orders where id = ${orderId}`);
  return row?.status;
}

async function deliverableForm() {
  const form = new FormData();
  form.append('kind', 'pan-tan');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), randomBytes(2048)]);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'pan.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

describe('the cross-site check decides on the routed path', () => {
  it("refuses a customer's order cancel sent from another origin, however the /api prefix is spelled", async () => {
    const customer = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, customer, 'starter');
    const path = `/api/orders/${orderId}/cancel`;
    for (const url of [path, ...encoded(path), ...absolute(path)]) {
      const res = await send('POST', url, { origin: evil, cookie: customer.cookie });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json().success, url).toBe(false);
      expect(['csrf_rejected', 'bad_request'], url).toContain(res.json().error.code);
      // Refused or not, the answer is an API answer and carries the API's headers.
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it("refuses an admin's deliverable upload sent from another origin through an encoded or absolute target", async () => {
    const customer = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, customer, 'starter', { payWith: 'CARD' });
    const path = `/api/admin/orders/${orderId}/deliverables`;
    for (const url of [...encoded(path), ...absolute(path)]) {
      const { payload, contentType } = await deliverableForm();
      const res = await send(
        'POST',
        url,
        { origin: evil, cookie: admin.cookie, 'content-type': contentType },
        payload,
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
    }
    const files = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from order_files where order_id = ${orderId}`,
    );
    expect(files[0]?.n).toBe(0);
  });

  it('accepts the deliverable upload from the site itself, spelled plainly', async () => {
    const customer = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, customer, 'starter', { payWith: 'CARD' });
    const { payload, contentType } = await deliverableForm();
    const { port } = ctx.app.server.address() as AddressInfo;
    const res = await send(
      'POST',
      `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
      { origin: `http://127.0.0.1:${port}`, cookie: admin.cookie, 'content-type': contentType },
      payload,
    );
    expect(res.statusCode).toBe(201);
  });

  it('still accepts the same writes from the site itself, spelled plainly', async () => {
    const customer = await createUser(ctx.app);
    const orderId = await placeOrder(ctx.app, customer, 'starter');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: { origin: 'http://localhost:80', host: 'localhost:80', cookie: customer.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderStatus(orderId)).toBe('cancelled');
  });

  it('refuses an encoded /api prefix and an absolute-form target for reads too, with the envelope', async () => {
    const customer = await createUser(ctx.app);
    for (const url of ['/%61pi/orders', 'http://localhost/api/orders', '/%61pi']) {
      const res = await send('GET', url, { cookie: customer.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});
