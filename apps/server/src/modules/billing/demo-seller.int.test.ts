import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { paymentsDriver } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';

// A development shop without BUSINESS_ settings sells as a marked demo seller, so that the
// documents a customer gets can be seen; it issues bills of supply (no GSTIN).
let ctx: TestContext;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ NODE_ENV: 'development' }, { listen: true });
});
afterAll(async () => {
  await ctx?.close();
});

describe('a development shop with no seller configured', () => {
  it('names the demo seller on the site and issues its bill of supply, marked as not a real business', async () => {
    const config = (await ctx.app.inject({ method: 'GET', url: '/api/site-config' })).json().data;
    expect(config.seller).toMatchObject({ legalName: 'Demo seller — not a real business', gstin: null });

    const user = await createUser(ctx.app, { name: 'Ishaan Gupta' });
    const { orderId } = await drive.pay(user, 'starter');
    const order = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie: user.cookie } })
    ).json().data;
    expect(order.invoices).toEqual([expect.objectContaining({ title: 'Bill of Supply', tax: 0 })]);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoices/${order.invoices[0].id}/pdf`,
      headers: { cookie: user.cookie },
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Demo seller — not a real business');
    expect(text).toContain('Bill no.');
    expect(text).toContain('Ishaan Gupta');
  });
});
