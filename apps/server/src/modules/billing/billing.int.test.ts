import {
  billingDetailsResponseSchema,
  financialYear,
  invoiceRegisterPageSchema,
  meResponseDataSchema,
  orderDetailSchema,
  orderReference,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, grantAdmin, type TestContext } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const seller = {
  BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
  BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  BUSINESS_STATE: '29',
  BUSINESS_CIN: 'U72900KA2020PTC123456',
  INVOICE_PREFIX: 'LP',
};
const SELLER_GSTIN = '29AAPFU0939F1ZR';
const BUYER_GSTIN = '27AAPFU0939F1ZV';

type User = Awaited<ReturnType<typeof createUser>>;

function helpers(ctx: () => TestContext) {
  return {
    async saveBilling(user: User, body: Record<string, unknown>) {
      return ctx().app.inject({
        method: 'PUT',
        url: '/api/auth/me/billing',
        headers: { cookie: user.cookie },
        payload: body,
      });
    },
    /** Starts a purchase, pays on the sandbox's page and checks the status, as the buyer's browser does. */
    async buyAndPay(user: User, packageId = 'growth', price = 49_999) {
      const started = await ctx().app.inject({
        method: 'POST',
        url: '/api/payments/initiate',
        headers: { cookie: user.cookie },
        payload: { packageId, amount: price },
      });
      expect(started.statusCode, started.body).toBe(200);
      const data = started.json().data as {
        checkoutUrl: string;
        merchantOrderId: string;
        orderId: string;
        amount: number;
      };
      const paid = await ctx().app.inject({
        method: 'POST',
        url: new URL(data.checkoutUrl).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ action: 'pay', mode: 'UPI_QR' }).toString(),
      });
      expect(paid.statusCode).toBeLessThan(400);
      return data;
    },
    async checkStatus(user: User, merchantOrderId: string) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/payments/status/${merchantOrderId}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().status as string;
    },
    async order(user: User, orderId: string) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return successEnvelope(orderDetailSchema).parse(res.json()).data;
    },
    async pdf(user: User, invoiceId: string) {
      return ctx().app.inject({
        method: 'GET',
        url: `/api/invoices/${invoiceId}/pdf`,
        headers: { cookie: user.cookie },
      });
    },
    async makeAdmin(user: User) {
      await grantAdmin(ctx().database, user.user.id);
    },
  };
}

describe('billing with a GST-registered seller', () => {
  let ctx: TestContext;
  const h = helpers(() => ctx);
  const fy = financialYear(new Date()).label;

  beforeAll(async () => {
    ctx = await createTestApp({ ...seller, BUSINESS_GSTIN: SELLER_GSTIN }, { listen: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a mistyped GSTIN and one of another state, and saves valid details', async () => {
    const user = await createUser(ctx.app);
    const base = { name: 'Verma Foods LLP', address: '4 Linking Road, Mumbai 400050', state: '27' };

    const mistyped = await h.saveBilling(user, { ...base, gstin: '27AAPFU0939F1ZW' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.json().error.details).toEqual([
      { path: 'gstin', message: expect.stringMatching(/check character/) },
    ]);
    const elsewhere = await h.saveBilling(user, { ...base, state: '29', gstin: BUYER_GSTIN });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.details[0].message).toMatch(/registered in Maharashtra/);
    const noState = await h.saveBilling(user, { ...base, state: '28' });
    expect(noState.statusCode).toBe(400);

    const saved = await h.saveBilling(user, { ...base, gstin: BUYER_GSTIN.toLowerCase() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(successEnvelope(billingDetailsResponseSchema).parse(saved.json()).data.billing).toEqual({
      ...base,
      stateName: 'Maharashtra',
      gstin: BUYER_GSTIN,
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(successEnvelope(meResponseDataSchema).parse(me.json()).data.billing?.gstin).toBe(BUYER_GSTIN);
  });

  it('asks for billing details before charging, then charges the fee with 18% GST', async () => {
    const user = await createUser(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/initiate',
      headers: { cookie: user.cookie },
      payload: { packageId: 'growth', amount: 49_999 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([{ path: 'billing', message: expect.any(String) }]);

    await h.saveBilling(user, {
      name: 'Asha Verma',
      address: '8 Residency Road, Bengaluru 560025',
      state: '29',
    });
    const quote = await ctx.app.inject({
      method: 'GET',
      url: '/api/billing/quote?packageId=growth',
      headers: { cookie: user.cookie },
    });
    expect(quote.json().data).toMatchObject({
      billingRequired: false,
      charge: { fee: 49_999, cgst: 4500, sgst: 4500, stateTaxName: 'SGST', igst: 0, total: 58_999 },
    });
    // The request still carries the list price; the answer's amount is what is charged.
    const { amount, merchantOrderId, orderId } = await h.buyAndPay(user);
    expect(amount).toBe(58_999);
    const [payment] = (
      (await ctx.database.db.execute(
        sql`select amount_paise from payments where merchant_order_id = ${merchantOrderId}`,
      )) as unknown as { rows: { amount_paise: number }[] }
    ).rows;
    expect(payment?.amount_paise).toBe(5_899_900);

    expect(await h.checkStatus(user, merchantOrderId)).toBe('COMPLETED');
    const order = await h.order(user, orderId);
    // The order's amount stays the fee: spending figures show fees, tax apart.
    expect(order.amount).toBe(49_999);
    expect(order.billing).toEqual({
      recipient: {
        name: 'Asha Verma',
        address: '8 Residency Road, Bengaluru 560025',
        state: '29',
        stateName: 'Karnataka',
        gstin: null,
      },
      placeOfSupply: '29',
      charge: { fee: 49_999, cgst: 4500, sgst: 4500, stateTaxName: 'SGST', igst: 0, total: 58_999 },
    });
    expect(order.invoices).toEqual([
      {
        id: expect.any(String),
        number: expect.stringMatching(new RegExp(`^LP/${fy}/\\d{5}$`)),
        kind: 'invoice',
        title: 'Tax Invoice',
        issuedAt: expect.any(String),
        taxableValue: 49_999,
        tax: 9000,
        total: 58_999,
        refundId: null,
        supersededBy: null,
        corrects: null,
        correctionReason: null,
        recipient: expect.objectContaining({ state: '29', gstin: null }),
      },
    ]);
  });

  it('issues an invoice PDF that carries every Rule 46 field, to its owner and admins only', async () => {
    const buyer = await createUser(ctx.app);
    await h.saveBilling(buyer, {
      name: 'Verma Foods LLP',
      address: '4 Linking Road, Mumbai 400050',
      state: '27',
      gstin: BUYER_GSTIN,
    });
    const { merchantOrderId, orderId, amount } = await h.buyAndPay(buyer, 'scale', 99_999);
    expect(amount).toBe(117_999);
    await h.checkStatus(buyer, merchantOrderId);
    const [invoice] = (await h.order(buyer, orderId)).invoices;
    expect(invoice).toMatchObject({ taxableValue: 99_999, tax: 18_000, total: 117_999 });

    const res = await h.pdf(buyer, invoice?.id ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${invoice?.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const field of [
      'TAX INVOICE',
      'Launchpad Ventures Private Limited',
      '12 MG Road, Bengaluru, Karnataka 560001',
      `GSTIN: ${SELLER_GSTIN}`,
      'CIN: U72900KA2020PTC123456',
      `Invoice no. ${invoice?.number}`,
      'Date of issue',
      'Verma Foods LLP',
      '4 Linking Road, Mumbai 400050',
      'State: Maharashtra (27)',
      `GSTIN: ${BUYER_GSTIN}`,
      'Place of supply Maharashtra (27)',
      'Reverse charge No',
      `Order ${orderReference(orderId)}`,
      `Payment reference ${merchantOrderId}`,
      'Scale launch package',
      '9983',
      'IGST 18%',
      '₹99,999',
      '₹18,000',
      '₹1,17,999',
      'Rupees One Lakh Seventeen Thousand Nine Hundred Ninety-Nine only',
      'For Launchpad Ventures Private Limited',
      'Authorised Signatory',
    ]) {
      expect(text, field).toContain(field);
    }
    expect(text).not.toContain('CGST');
    // A4: 595 × 842 points.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const stranger = await createUser(ctx.app);
    expect((await h.pdf(stranger, invoice?.id ?? '')).statusCode).toBe(404);
    expect((await h.pdf(stranger, 'not-an-id')).statusCode).toBe(404);
    const signedOut = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoice?.id}/pdf` });
    expect(signedOut.statusCode).toBe(401);
    const admin = await createUser(ctx.app);
    await h.makeAdmin(admin);
    expect((await h.pdf(admin, invoice?.id ?? '')).statusCode).toBe(200);
  });

  it('numbers 20 concurrent payments without a gap or a repeat', async () => {
    const before = (
      (await ctx.database.db.execute(sql`select count(*)::int as n from invoices`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx.app)));
    const started = [];
    for (const buyer of buyers) {
      await h.saveBilling(buyer, { name: buyer.name, address: '1 Park Street, Kolkata 700016', state: '19' });
      started.push({ buyer, ...(await h.buyAndPay(buyer, 'starter', 24_999)) });
    }
    // Every buyer's browser asks at once; the webhooks of the sandbox race them.
    const states = await Promise.all(
      started.map(({ buyer, merchantOrderId }) => h.checkStatus(buyer, merchantOrderId)),
    );
    expect(states).toEqual(Array(20).fill('COMPLETED'));

    const serials = (
      (await ctx.database.db.execute(
        sql`select serial, number from invoices where kind = 'invoice' and financial_year = ${fy} order by serial`,
      )) as unknown as { rows: { serial: number; number: string }[] }
    ).rows;
    expect(serials.length).toBe((before ?? 0) + 20);
    expect(serials.map((r) => r.serial)).toEqual(serials.map((_, i) => i + 1));
    expect(new Set(serials.map((r) => r.number)).size).toBe(serials.length);
    for (const { buyer, orderId } of started) {
      const order = await h.order(buyer, orderId);
      expect(order.invoices).toHaveLength(1);
      expect(order.invoices[0]).toMatchObject({ tax: 4500, total: 29_499 });
    }
  });

  it('lists the register by date, page by page, and exports it for GST returns', async () => {
    const admin = await createUser(ctx.app);
    await h.makeAdmin(admin);
    const page = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/admin/invoices${query}`,
        headers: { cookie: admin.cookie },
      });

    const all = successEnvelope(invoiceRegisterPageSchema).parse((await page('?limit=100')).json()).data;
    expect(all.items.length).toBeGreaterThanOrEqual(22);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=7${cursor ? `&cursor=${cursor}` : ''}`;
      const { data } = successEnvelope(invoiceRegisterPageSchema).parse((await page(query)).json());
      seen.push(...data.items.map((i) => i.number));
      cursor = data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.items.map((i) => i.number));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const todays = successEnvelope(invoiceRegisterPageSchema).parse(
      (await page(`?from=${today}&to=${today}&limit=100`)).json(),
    ).data;
    expect(todays.items).toHaveLength(all.items.length);
    const past = successEnvelope(invoiceRegisterPageSchema).parse((await page('?to=2020-01-01')).json()).data;
    expect(past.items).toEqual([]);
    expect((await page('?from=23-11-2026')).statusCode).toBe(400);
    expect((await page('?cursor=garbage')).statusCode).toBe(400);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/invoices/export.csv?from=${today}`,
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Document,Number,Date,Original invoice,Original invoice date,Order,Recipient,Recipient GSTIN,Place of supply,SAC,GST rate (%),Taxable value,CGST,SGST/UTGST,IGST,Total,Superseded by,Replaces,Correction reason',
    );
    expect(lines).toHaveLength(all.items.length + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Tax Invoice,LP/${fy}/\\d{5},${today.split('-').reverse().join('-')},,,LP-[0-9A-Z]{4}-[0-9A-Z]{4},Verma Foods LLP,${BUYER_GSTIN},27-Maharashtra,9983,18,99999,0,0,18000,117999,,,$`,
        ),
      ),
    );

    const customer = await createUser(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/invoices',
          headers: { cookie: customer.cookie },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('billing without a GSTIN', () => {
  let ctx: TestContext;
  const h = helpers(() => ctx);

  beforeAll(async () => {
    ctx = await createTestApp(seller, { listen: true });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('charges the list price without asking for details and issues a bill of supply', async () => {
    const user = await createUser(ctx.app, { name: 'Kavya Menon' });
    const { amount, merchantOrderId, orderId } = await h.buyAndPay(user, 'growth', 49_999);
    expect(amount).toBe(49_999);
    await h.checkStatus(user, merchantOrderId);
    const order = await h.order(user, orderId);
    expect(order.invoices).toEqual([
      expect.objectContaining({ kind: 'invoice', title: 'Bill of Supply', tax: 0, total: 49_999 }),
    ]);
    const text = pdfText((await h.pdf(user, order.invoices[0]?.id ?? '')).rawPayload);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain(`Bill no. ${order.invoices[0]?.number}`);
    expect(text).toMatch(/Value of supply ₹49,999/);
    // No billing details were given: the bill names the account holder.
    expect(text).toContain('Kavya Menon');
    expect(text).toContain(user.email);
    expect(text).toContain('Account holder (no billing details given)');
    expect(text).toContain(`Order ${orderReference(orderId)}`);
    expect(text).toContain(`Payment reference ${merchantOrderId}`);
    expect(text).toContain('not registered under GST');
    expect(text).toContain('Rupees Forty-Nine Thousand Nine Hundred Ninety-Nine only');
    expect(text).not.toMatch(/GSTIN: \d|Invoice no\.|Taxable value/);

    // The register names whom the bill names.
    const admin = await createUser(ctx.app);
    await h.makeAdmin(admin);
    const register = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?limit=100',
      headers: { cookie: admin.cookie },
    });
    const entries = successEnvelope(invoiceRegisterPageSchema).parse(register.json()).data.items;
    expect(entries.find((entry) => entry.orderId === orderId)?.recipientName).toBe('Kavya Menon');
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoices/export.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.body).toContain(`,${orderReference(orderId)},Kavya Menon,,`);
  });
});
