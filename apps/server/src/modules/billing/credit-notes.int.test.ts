import {
  adminSummarySchema,
  financialYear,
  formatAccountsDate,
  formatAccountsDateTime,
  formatDate,
  type InvoiceSummary,
  invoiceRegisterPageSchema,
  type Order,
  orderDetailSchema,
  orderListSchema,
  orderMoneyLabel,
  orderReference,
  successEnvelope,
} from '@launchpad/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createBuyer,
  createTestApp,
  createUser,
  karnatakaBuyer,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  gstSeller,
  paymentsDriver,
  phonePeWebhook,
  refundCompletedAtSandbox,
  sandboxWebhookAuthorization,
  type User,
} from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { orders, refunds } from '../../db/schema.ts';
import { createOrderFaces } from '../orders/index.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingService } from './billing.service.ts';

const SELLER_GSTIN = gstSeller.BUSINESS_GSTIN;
const BUYER_GSTIN = '27AAPFU0939F1ZV';

let ctx: TestContext;
let admin: User;
let webhookAuth: string;
const drive = paymentsDriver(() => ctx);
const fy = financialYear(new Date()).label;

beforeAll(async () => {
  ctx = await createTestApp(
    {
      ...gstSeller,
      INVOICE_PREFIX: 'LP',
      // Refunds settle only when a test says so.
      SANDBOX_REFUND_DELAY_SECONDS: '3600',
    },
    { listen: true },
  );
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
  webhookAuth = sandboxWebhookAuthorization(ctx.config);
});
afterAll(async () => {
  await ctx?.close();
});

function get(user: User, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

/** A buyer with billing details who has paid for a package (with GST). */
async function paidOrder(packageId: string, details: Record<string, unknown>) {
  const user = await createBuyer(ctx.app, details);
  const { orderId } = await drive.pay(user, packageId);
  return { user, orderId };
}

const maharashtraBusiness = {
  name: 'Verma Foods LLP',
  address: '4 Linking Road, Mumbai 400050',
  state: '27',
  gstin: BUYER_GSTIN,
};

async function refund(orderId: string, body: { amount?: number; reason: string }) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; merchantRefundId: string };
}

function refundWebhook(merchantRefundId: string) {
  return phonePeWebhook(ctx.app, webhookAuth, 'pg.refund.completed', {
    merchantRefundId,
    state: 'COMPLETED',
  });
}

/** The provider completes the refund, and the shop hears of it from a webhook and the reconciler at once. */
async function completeAtProvider(merchantRefundId: string, deliveries = 1) {
  await refundCompletedAtSandbox(ctx.database, merchantRefundId);
  const answers = await Promise.all([
    ...Array.from({ length: deliveries }, () => refundWebhook(merchantRefundId)),
    ctx.app.refunds.reconcileDue(),
  ]);
  const [state] = await drive.rows<{ state: string }>(
    sql`select state from refunds where merchant_refund_id = ${merchantRefundId}`,
  );
  expect(state?.state).toBe('COMPLETED');
  return answers;
}

async function documentsOf(user: User, orderId: string): Promise<InvoiceSummary[]> {
  const res = await get(user, `/api/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(orderDetailSchema).parse(res.json()).data.invoices;
}

interface DocumentRow {
  kind: string;
  number: string;
  serial: number;
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  refers_to: string | null;
  refund_id: string | null;
}

const documentRows = (orderId: string) =>
  drive.rows<DocumentRow>(sql`
    select kind, number, serial, taxable_value, cgst, sgst, igst, total, refers_to, refund_id
    from invoices where order_id = ${orderId} order by issued_at, serial`);

const amountsOf = (row: DocumentRow) => ({
  taxableValue: row.taxable_value,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

describe('credit notes', () => {
  it('documents a full refund by one credit note that reverses exactly the invoice', async () => {
    const { user, orderId } = await paidOrder('growth', karnatakaBuyer);
    const { merchantRefundId, id: refundId } = await refund(orderId, { reason: 'Changed plans' });
    await completeAtProvider(merchantRefundId);

    const [invoice, note, ...more] = await documentRows(orderId);
    expect(more).toEqual([]);
    expect(invoice?.kind).toBe('invoice');
    expect(note).toMatchObject({ kind: 'credit-note', refund_id: refundId });
    expect(note?.number).toMatch(new RegExp(`^LPC/${fy}/\\d{5}$`));
    expect(amountsOf(note as DocumentRow)).toEqual(amountsOf(invoice as DocumentRow));
    expect(amountsOf(note as DocumentRow)).toEqual({
      taxableValue: 49_999,
      cgst: 4500,
      sgst: 4500,
      igst: 0,
      total: 58_999,
    });

    const documents = await documentsOf(user, orderId);
    expect(documents.map((d) => [d.kind, d.title, d.total])).toEqual([
      ['invoice', 'Tax Invoice', 58_999],
      ['credit-note', 'Credit Note', 58_999],
    ]);
    expect(documents[1]).toMatchObject({ number: note?.number, taxableValue: 49_999, tax: 9000, refundId });
  });

  it('documents a partial refund and then the rest by two notes in one gapless series that add up to the invoice', async () => {
    const { user, orderId } = await paidOrder('scale', maharashtraBusiness);
    const first = await refund(orderId, { amount: 10_000, reason: 'Trademark filing dropped' });
    await completeAtProvider(first.merchantRefundId);
    const rest = await refund(orderId, { reason: 'Order cancelled' });
    await completeAtProvider(rest.merchantRefundId);

    const [invoice, ...notes] = await documentRows(orderId);
    expect(notes).toHaveLength(2);
    const [one, two] = notes as [DocumentRow, DocumentRow];
    // IGST across states: 18,000 × 10,000 / 1,17,999 = 1,525.44 → 1,525.
    expect(amountsOf(one)).toEqual({ taxableValue: 8475, cgst: 0, sgst: 0, igst: 1525, total: 10_000 });
    expect(amountsOf(two).total).toBe(107_999);
    const sum = (key: 'taxable_value' | 'cgst' | 'sgst' | 'igst' | 'total') => one[key] + two[key];
    expect({
      taxableValue: sum('taxable_value'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      total: sum('total'),
    }).toEqual(amountsOf(invoice as DocumentRow));
    expect(two.serial).toBe(one.serial + 1);
    for (const note of notes) expect(note.refers_to).not.toBeNull();

    // The whole credit-note series of the year has neither a gap nor a repeat.
    const serials = await drive.rows<{ serial: number }>(
      sql`select serial from invoices where kind = 'credit-note' and financial_year = ${fy} order by serial`,
    );
    expect(serials.map((r) => r.serial)).toEqual(serials.map((_, i) => i + 1));

    const documents = await documentsOf(user, orderId);
    expect(documents.filter((d) => d.kind === 'credit-note').map((d) => d.total)).toEqual([10_000, 107_999]);
  });

  it('issues one credit note however often the refund’s completion is delivered', async () => {
    const { orderId } = await paidOrder('starter', karnatakaBuyer);
    const { merchantRefundId, id: refundId } = await refund(orderId, { amount: 5000, reason: 'Goodwill' });
    const answers = await completeAtProvider(merchantRefundId, 5);
    expect(answers.slice(0, 5).map((a) => (a as { statusCode: number }).statusCode)).toEqual(
      Array(5).fill(200),
    );
    await refundWebhook(merchantRefundId);
    expect((await documentRows(orderId)).filter((d) => d.kind === 'credit-note')).toHaveLength(1);

    // Even the hook called again for the same refund in another transaction returns the same note.
    const billing = createBillingService({
      billingRepo: createBillingRepository(ctx.database.db),
      orderReads: createOrderFaces(ctx.database).reads,
      business: ctx.config.business,
      log: ctx.app.log,
    });
    const { db } = ctx.database;
    const [refundRow] = await db.select().from(refunds).where(eq(refunds.id, refundId));
    const [orderRow] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!refundRow || !orderRow) throw new Error('the refund or its order is missing');
    const again = await db.transaction((tx) => billing.issueCreditNoteForRefund(tx, refundRow, orderRow));
    const notes = (await documentRows(orderId)).filter((d) => d.kind === 'credit-note');
    expect(notes).toHaveLength(1);
    expect(again?.number).toBe(notes[0]?.number);
  });

  it('renders a credit note PDF that names the invoice it corrects and the amounts reversed', async () => {
    const { user, orderId } = await paidOrder('scale', maharashtraBusiness);
    const { merchantRefundId } = await refund(orderId, { amount: 10_000, reason: 'Scope reduced' });
    await completeAtProvider(merchantRefundId);
    const [invoice, note] = await documentsOf(user, orderId);
    const res = await get(user, `/api/invoices/${note?.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const field of [
      'CREDIT NOTE',
      'Launchpad Ventures Private Limited',
      `GSTIN: ${SELLER_GSTIN}`,
      `Credit note no. ${note?.number}`,
      'Date of issue',
      `Against invoice ${invoice?.number} of ${formatDate(invoice?.issuedAt ?? '')}`,
      `Order ${orderReference(orderId)}`,
      'Verma Foods LLP',
      `GSTIN: ${BUYER_GSTIN}`,
      'Place of supply Maharashtra (27)',
      'IGST 18%',
      '₹8,475',
      '₹1,525',
      'Total credited ₹10,000',
      'Rupees Ten Thousand only',
      'Authorised Signatory',
    ]) {
      expect(text, field).toContain(field);
    }
    // The payment it credits, by the reference the customer's receipt gave.
    const paid = (await ctx.database.db.execute(
      sql`select merchant_order_id as reference from payments where order_id = ${orderId} and state = 'COMPLETED'`,
    )) as unknown as { rows: { reference: string }[] };
    expect(text).toContain(`Payment reference ${paid.rows[0]?.reference}`);
    const stranger = await createUser(ctx.app);
    expect((await get(stranger, `/api/invoices/${note?.id}/pdf`)).statusCode).toBe(404);
  });

  it('lists credit notes in the register and its CSV as negative amounts, with their invoice', async () => {
    const { orderId } = await paidOrder('growth', maharashtraBusiness);
    const { merchantRefundId } = await refund(orderId, { amount: 11_800, reason: 'Partial refund' });
    await completeAtProvider(merchantRefundId);
    const [invoice, note] = await documentRows(orderId);
    const [issued] = await drive.rows<{ ms: number }>(
      sql`select (extract(epoch from issued_at) * 1000)::float8 as ms from invoices where number = ${invoice?.number ?? '?'}`,
    );

    const register = successEnvelope(invoiceRegisterPageSchema).parse(
      (await get(admin, '/api/admin/invoices?limit=100')).json(),
    ).data;
    expect(register.items.find((item) => item.number === note?.number)).toMatchObject({
      kind: 'credit-note',
      title: 'Credit Note',
      taxableValue: -(note?.taxable_value ?? 0),
      igst: -(note?.igst ?? 0),
      total: -11_800,
      recipientGstin: BUYER_GSTIN,
      orderReference: orderReference(orderId),
      originalInvoice: { number: invoice?.number, issuedAt: new Date(issued?.ms ?? 0).toISOString() },
      sac: '9983',
      ratePercent: 18,
    });
    expect(register.items.find((item) => item.number === invoice?.number)?.originalInvoice).toBeNull();
    const csv = await get(admin, '/api/admin/invoices/export.csv');
    const line = csv.body.split('\r\n').find((l) => l.includes(note?.number ?? '?'));
    const day = formatAccountsDate(issued?.ms ?? 0);
    expect(line).toMatch(
      new RegExp(
        `^Credit Note,LPC/${fy}/\\d{5},\\d{2}-\\d{2}-\\d{4},${invoice?.number},${day},${orderReference(orderId)},Verma Foods LLP,${BUYER_GSTIN},27-Maharashtra,9983,18,-\\d+,0,0,-\\d+,-11800,,,$`,
      ),
    );
  });
});

describe('figures', () => {
  const summary = async () =>
    successEnvelope(adminSummarySchema).parse((await get(admin, '/api/admin/summary')).json()).data;
  const ordersOf = async (user: User) =>
    successEnvelope(orderListSchema).parse((await get(user, '/api/orders')).json()).data;

  it('counts fees as revenue, GST apart, and nets refunds at their fee part', async () => {
    const before = await summary();
    const { user, orderId } = await paidOrder('growth', karnatakaBuyer);
    // The customer's list and order page carry the whole charge: the fee, its GST and that it was paid.
    const [charged] = (await ordersOf(user)).filter((o) => o.id === orderId);
    expect(charged).toMatchObject({ amount: 49_999, gst: 9000, paid: true, refundedFee: 0, refundedGst: 0 });
    expect(orderMoneyLabel(charged as Order)).toBe('Paid ₹58,999 (fee ₹49,999 + GST ₹9,000)');
    const paid = await summary();
    expect(paid.unpaidBookedRevenue).toBe(before.unpaidBookedRevenue);
    expect(paid.collectedRevenue - before.collectedRevenue).toBe(49_999);
    expect(paid.taxCollected - before.taxCollected).toBe(9000);

    const { merchantRefundId } = await refund(orderId, { amount: 10_000, reason: 'Discount' });
    await completeAtProvider(merchantRefundId);
    const after = await summary();
    // ₹10,000 went back: ₹8,474 of fee and ₹763 + ₹763 of GST, as its credit note says.
    expect(after.refundedRevenue - paid.refundedRevenue).toBe(8474);
    expect(after.collectedRevenue - paid.collectedRevenue).toBe(-8474);
    expect(after.taxCollected - paid.taxCollected).toBe(-1526);

    const [own] = (await ordersOf(user)).filter((o) => o.id === orderId);
    expect(own).toMatchObject({
      amount: 49_999,
      gst: 9000,
      refundedAmount: 10_000,
      refundedFee: 8474,
      refundedGst: 1526,
    });
    const detail = successEnvelope(orderDetailSchema).parse(
      (await get(user, `/api/orders/${orderId}`)).json(),
    );
    expect(detail.data).toMatchObject({ gst: 9000, paid: true, refundedFee: 8474, refundedGst: 1526 });
    expect(orderMoneyLabel(detail.data)).toBe(
      'Paid ₹48,999 (fee ₹41,525 + GST ₹7,474) after ₹10,000 refunded',
    );

    // The admin's orders CSV: IST times, and the charge, refund and net with fee and GST apart.
    const csv = await get(admin, `/api/admin/orders/export.csv?q=${orderReference(orderId)}`);
    const [header, line, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Order ID,Created (IST),Package,Status,Paid on (IST),Payment method,Fee (INR),GST (INR),Paid (INR),' +
        'Refunded fee (INR),Refunded GST (INR),Refunded (INR),Net fee (INR),Net GST (INR),Net (INR),' +
        'Customer name,Customer email,Customer phone,Notes',
    );
    expect(end).toBe('');
    const [times] = await drive.rows<{ created: number; paid: number }>(sql`
      select (extract(epoch from created_at) * 1000)::float8 as created,
             (extract(epoch from paid_at) * 1000)::float8 as paid
      from orders where id = ${orderId}`);
    expect(line?.split(',').slice(0, 15)).toEqual([
      orderReference(orderId),
      formatAccountsDateTime(times?.created ?? 0),
      'Growth Package',
      'In Progress',
      formatAccountsDateTime(times?.paid ?? 0),
      expect.any(String),
      '49999',
      '9000',
      '58999',
      '8474',
      '1526',
      '10000',
      '41525',
      '7474',
      '48999',
    ]);
  });

  it('agrees with a recount of the documents', async () => {
    const data = await summary();
    const [documents] = await drive.rows<{ invoiced: number; credited: number }>(sql`
      select coalesce(sum(cgst + sgst + igst) filter (where kind = 'invoice'), 0)::float8 as invoiced,
             coalesce(sum(cgst + sgst + igst) filter (where kind = 'credit-note'), 0)::float8 as credited
      from invoices`);
    expect(data.taxCollected).toBe((documents?.invoiced ?? 0) - (documents?.credited ?? 0));
    const [refunds] = await drive.rows<{ refunded: number }>(sql`
      select coalesce(sum(amount_paise) filter (where state = 'COMPLETED' and kind = 'admin'), 0)::float8 / 100 as refunded
      from refunds`);
    expect(data.refundedRevenue).toBe((refunds?.refunded ?? 0) - (documents?.credited ?? 0));
  });
});
