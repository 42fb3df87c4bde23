import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext, type TestUser } from './helpers.ts';
import { placeOrder } from './payments.ts';

// Input a client controls must never become a 500: each of these used to reach the database or a
// parser as an error.

let ctx: TestContext;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ctx = await createTestApp({}, { listen: true });
  admin = await createAdmin(ctx);
  customer = await createUser(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

const cursorOf = (values: unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
const someId = '7f3c1b0e-8a61-4c1f-9b1e-2f5d3c4b5a69';

function expectRefused(res: { statusCode: number; json: () => unknown; body: string }, context: string) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBe(400);
  const body = res.json() as { success: boolean; message: string; error: { code: string } };
  expect(body.success, context).toBe(false);
  expect(body.message.length, context).toBeGreaterThan(0);
  expect(body.error.code, context).toBe('validation_failed');
}

describe('impossible calendar dates', () => {
  it('refuses a cursor naming 2026-02-31 or 24:00 with 400 on every paged list', async () => {
    const impossible = [
      cursorOf(['2026-02-31T10:00:00.000000Z', someId]),
      cursorOf(['2026-11-30T24:00:00.000000Z', someId]),
      cursorOf(['2026-04-31T00:00:00.000000Z', someId]),
    ];
    const lists = [
      { url: '/api/payments', who: customer },
      { url: '/api/admin/orders', who: admin },
      { url: '/api/admin/invoices', who: admin },
      { url: '/api/admin/messages', who: admin },
    ];
    for (const { url, who } of lists) {
      for (const cursor of impossible) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: `${url}?cursor=${cursor}`,
          headers: { cookie: who.cookie },
        });
        expectRefused(res, url);
      }
    }
    const board = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/launches?cursor=${cursorOf([false, '2026-02-31', someId])}`,
      headers: { cookie: admin.cookie },
    });
    expectRefused(board, 'launch board');
  });

  it('refuses an impossible invoice-register date with 400, and its CSV export before any byte', async () => {
    for (const query of ['from=2026-13-45', 'to=2026-02-31', 'from=2026-02-29&to=2026-03-01']) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/invoices?${query}`,
        headers: { cookie: admin.cookie },
      });
      expectRefused(page, query);
      const csv = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/invoices/export.csv?${query}`,
        headers: { cookie: admin.cookie },
      });
      expectRefused(csv, `${query} (CSV)`);
      expect(csv.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('malformed multipart', () => {
  it('answers an upload body cut short or without its boundary with 400 and the envelope', async () => {
    const orderId = await placeOrder(ctx.app, customer, 'starter', { payWith: 'CARD' });
    const boundary = 'cutShortBoundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npan\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n${'x'.repeat(5000)}`;
    const bodies = [
      { contentType: `multipart/form-data; boundary=${boundary}`, body: part },
      { contentType: `multipart/form-data; boundary=${boundary}`, body: part.slice(0, 60) },
      { contentType: 'multipart/form-data', body: part },
      {
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: `--${boundary}\r\nbroken header\r\n\r\n`,
      },
    ];
    for (const [index, { contentType, body }] of bodies.entries()) {
      for (const [url, who] of [
        [`/api/orders/${orderId}/documents`, customer],
        [`/api/admin/orders/${orderId}/deliverables`, admin],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': contentType, cookie: who.cookie },
        });
        const context = `${url} body ${index} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, context).toBeLessThan(500);
        expect(res.json().success, context).toBe(false);
      }
    }
  });
});
