import { randomUUID } from 'node:crypto';
import { orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildInstance, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { placeOrder, sellerWithoutGstin } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

// The real renderer, watched: how many times a document is rendered is the point here.
vi.mock('./invoice-pdf.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./invoice-pdf.ts')>();
  return { ...original, renderInvoicePdf: vi.fn(original.renderInvoicePdf) };
});
const renders = vi.mocked(renderInvoicePdf);

type App = TestContext['app'];
type User = Awaited<ReturnType<typeof createUser>>;

/** Buys a package through the sandbox as the buyer's browser does; the invoice's id. */
async function paidInvoice(app: App, user: User): Promise<string> {
  const orderId = await placeOrder(app, user, 'starter', { payWith: 'UPI_QR' });
  const order = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: user.cookie },
  });
  const invoiceId = successEnvelope(orderDetailSchema).parse(order.json()).data.invoices[0]?.id;
  if (!invoiceId) throw new Error('the paid order has no invoice');
  return invoiceId;
}

function download(app: App, user: User, invoiceId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/invoices/${invoiceId}/pdf`,
    headers: { cookie: user.cookie },
  });
}

describe('invoice PDFs, rendered once and stored', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp(sellerWithoutGstin, { listen: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });
  beforeEach(() => {
    renders.mockClear();
  });

  it('serves the same bytes on every download, rendering the document once', async () => {
    const user = await createUser(ctx.app);
    const invoiceId = await paidInvoice(ctx.app, user);
    const first = await download(ctx.app, user, invoiceId);
    const second = await download(ctx.app, user, invoiceId);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(pdfText(first.rawPayload)).toContain('BILL OF SUPPLY');
    expect(Buffer.compare(first.rawPayload, second.rawPayload)).toBe(0);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders a document asked for by ten requests at once a single time', async () => {
    const user = await createUser(ctx.app);
    const invoiceId = await paidInvoice(ctx.app, user);
    renders.mockClear();
    const answers = await Promise.all(Array.from({ length: 10 }, () => download(ctx.app, user, invoiceId)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('keeps one PDF when two instances render the same document at once', async () => {
    const user = await createUser(ctx.app);
    const invoiceId = await paidInvoice(ctx.app, user);
    const other = await buildInstance(ctx.database, ctx.config, {
      rateLimitPrefix: `launchpad-test:${randomUUID()}:`,
    });
    try {
      await other.ready();
      renders.mockClear();
      const [a, b] = await Promise.all([
        download(ctx.app, user, invoiceId),
        download(other, user, invoiceId),
      ]);
      const later = await download(other, user, invoiceId);
      expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
      expect(Buffer.compare(a.rawPayload, later.rawPayload)).toBe(0);
      expect(renders.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      await other.close();
    }
  });

  it('answers 429 with the wait after 30 downloads in 10 minutes, for that user only', async () => {
    const user = await createUser(ctx.app);
    const invoiceId = await paidInvoice(ctx.app, user);
    for (let i = 0; i < 30; i++) expect((await download(ctx.app, user, invoiceId)).statusCode).toBe(200);
    const refused = await download(ctx.app, user, invoiceId);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many document downloads\. Please try again in \d+ minutes?\.$/),
    });
    const other = await createUser(ctx.app);
    expect((await download(ctx.app, other, await paidInvoice(ctx.app, other))).statusCode).toBe(200);
  });
});
