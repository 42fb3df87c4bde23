import {
  adminOrderDetailSchema,
  adminSummarySchema,
  financialYear,
  type InvoiceSummary,
  invoiceCorrectionSchema,
  invoiceRegisterPageSchema,
  orderDetailSchema,
  paymentHistoryPageSchema,
  successEnvelope,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createBuyer,
  createTestApp,
  karnatakaBuyer,
  type TestContext,
} from '../../../test/helpers.ts';
import { gstSeller, paymentsDriver, refundCompletedAtSandbox, type User } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';

const BUYER_GSTIN = '27AAPFU0939F1ZV';

let ctx: TestContext;
let admin: User;
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
});
afterAll(async () => {
  await ctx?.close();
});

const get = (user: User, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

const maharashtraBusiness = {
  name: 'Verma Foods LLP',
  address: '4 Linking Road, Mumbai 400050',
  state: '27',
  gstin: BUYER_GSTIN,
  reason: 'The customer bills the Mumbai branch',
};

function correct(orderId: string, invoiceId: string, body: Record<string, unknown>, user = admin) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/invoices/${invoiceId}/correction`,
    headers: { cookie: user.cookie },
    payload: body,
  });
}

/** A Karnataka buyer's paid Growth order: ₹49,999 + CGST ₹4,500 + SGST ₹4,500, and its invoice. */
async function invoicedOrder() {
  const user = await createBuyer(ctx.app, karnatakaBuyer);
  const { orderId } = await drive.pay(user, 'growth');
  const [invoice] = await documentsOf(user, orderId);
  if (!invoice) throw new Error('the paid order has no invoice');
  return { user, orderId, invoice };
}

async function documentsOf(user: User, orderId: string): Promise<InvoiceSummary[]> {
  const res = await get(user, `/api/orders/${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(orderDetailSchema).parse(res.json()).data.invoices;
}

const amountsOf = (orderId: string) =>
  drive.rows<{
    kind: string;
    number: string;
    taxable_value: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }>(
    sql`select kind, number, taxable_value, cgst, sgst, igst, total from invoices
        where order_id = ${orderId} order by issued_at, kind desc, serial`,
  );

const serialOf = (number: string) => Number(number.split('/').at(-1));

describe('correcting the billing details of an issued invoice', () => {
  it('cancels the invoice with a full credit note and re-issues it, taxed for the new state', async () => {
    const summaryBefore = successEnvelope(adminSummarySchema).parse(
      (await get(admin, '/api/admin/summary')).json(),
    ).data;
    const { user, orderId, invoice } = await invoicedOrder();
    const res = await correct(orderId, invoice.id, maharashtraBusiness);
    expect(res.statusCode, res.body).toBe(201);
    const { creditNote, invoice: reissued } = successEnvelope(invoiceCorrectionSchema).parse(res.json()).data;
    expect(creditNote.number).toMatch(new RegExp(`^LPC/${fy}/\\d{5}$`));
    // The next invoice number: nothing was issued between the two in this test file.
    expect(serialOf(reissued.number)).toBe(serialOf(invoice.number) + 1);
    expect(creditNote).toMatchObject({ corrects: invoice.number, total: 58_999, tax: 9000, refundId: null });
    expect(reissued).toMatchObject({ corrects: invoice.number, total: 58_999, tax: 9000 });

    // CGST and SGST within Karnataka become IGST for Maharashtra; the totals stay what was paid.
    expect(await amountsOf(orderId)).toEqual([
      {
        kind: 'invoice',
        number: invoice.number,
        taxable_value: 49_999,
        cgst: 4500,
        sgst: 4500,
        igst: 0,
        total: 58_999,
      },
      {
        kind: 'invoice',
        number: reissued.number,
        taxable_value: 49_999,
        cgst: 0,
        sgst: 0,
        igst: 9000,
        total: 58_999,
      },
      {
        kind: 'credit-note',
        number: creditNote.number,
        taxable_value: 49_999,
        cgst: 4500,
        sgst: 4500,
        igst: 0,
        total: 58_999,
      },
    ]);

    // The customer's order page marks the old invoice superseded; payments point at the new one.
    const documents = await documentsOf(user, orderId);
    expect(documents.find((d) => d.id === invoice.id)?.supersededBy).toEqual({
      creditNote: creditNote.number,
      invoice: reissued.number,
    });
    const history = successEnvelope(paymentHistoryPageSchema).parse(
      (await get(user, '/api/payments')).json(),
    );
    expect(history.data.payments.map((p) => p.invoiceId)).toEqual([reissued.id]);
    const order = successEnvelope(orderDetailSchema).parse(
      (await get(user, `/api/orders/${orderId}`)).json(),
    ).data;
    expect(order.billing?.recipient).toMatchObject({ name: 'Verma Foods LLP', gstin: BUYER_GSTIN });
    expect(order.billing?.charge).toMatchObject({ cgst: 0, sgst: 0, igst: 9000, total: 58_999 });

    // The admin's workspace lists the same, and the summary's tax and refunds do not move.
    const detail = successEnvelope(adminOrderDetailSchema).parse(
      (await get(admin, `/api/admin/orders/${orderId}`)).json(),
    );
    expect(detail.data.invoices.map((d) => d.number)).toEqual([
      invoice.number,
      creditNote.number,
      reissued.number,
    ]);
    const summaryAfter = successEnvelope(adminSummarySchema).parse(
      (await get(admin, '/api/admin/summary')).json(),
    ).data;
    expect(summaryAfter.taxCollected - summaryBefore.taxCollected).toBe(9000);
    expect(summaryAfter.refundedRevenue).toBe(summaryBefore.refundedRevenue);

    // One mail, with both documents attached.
    const mails = await drive.rows<{ attachments: { id: string }[] }>(
      sql`select attachments from mail_outbox where idempotency_key = ${`invoice-corrected:${invoice.id}`}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.attachments.map((a) => a.id)).toEqual([creditNote.id, reissued.id]);

    // The PDFs say what they are, stored once like every tax document.
    const pdf = async (id: string) => pdfText((await get(user, `/api/invoices/${id}/pdf`)).rawPayload);
    const notePdf = await pdf(creditNote.id);
    expect(notePdf).toContain(`Against invoice ${invoice.number}`);
    expect(notePdf).toContain('Billing details corrected: The customer bills the Mumbai branch');
    expect(notePdf).toContain('Asha Verma');
    expect(notePdf).toContain('Issued to cancel the invoice above in full');
    const invoicePdf = await pdf(reissued.id);
    expect(invoicePdf).toContain(`Replaces invoice ${invoice.number}`);
    expect(invoicePdf).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(invoicePdf).toContain('Place of supply Maharashtra (27)');
    expect(invoicePdf).toMatch(/IGST.*₹9,000/);
    const [stored] = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from document_pdfs where invoice_id in (${creditNote.id}, ${reissued.id})`,
    );
    expect(stored?.n).toBe(2);
  });

  it('shows the correction in the register and its CSV', async () => {
    const { orderId, invoice } = await invoicedOrder();
    const { data } = successEnvelope(invoiceCorrectionSchema).parse(
      (await correct(orderId, invoice.id, maharashtraBusiness)).json(),
    );
    const page = successEnvelope(invoiceRegisterPageSchema).parse(
      (await get(admin, '/api/admin/invoices')).json(),
    );
    const original = page.data.items.find((entry) => entry.id === invoice.id);
    expect(original?.supersededBy).toEqual({
      creditNote: data.creditNote.number,
      invoice: data.invoice.number,
    });
    const note = page.data.items.find((entry) => entry.id === data.creditNote.id);
    expect(note).toMatchObject({ total: -58_999, originalInvoice: { number: invoice.number } });
    const csv = (await get(admin, '/api/admin/invoices/export.csv')).body.split('\r\n');
    expect(csv.find((line) => line.startsWith(`Tax Invoice,${invoice.number},`))).toMatch(
      new RegExp(`,${data.invoice.number} \\(cancelled by ${data.creditNote.number}\\),,$`),
    );
    expect(csv.find((line) => line.startsWith(`Tax Invoice,${data.invoice.number},`))).toMatch(
      new RegExp(
        `27-Maharashtra,9983,18,49999,0,0,9000,58999,,${invoice.number},The customer bills the Mumbai branch$`,
      ),
    );
    expect(csv.find((line) => line.startsWith(`Credit Note,${data.creditNote.number},`))).toMatch(
      /,-49999,-4500,-4500,0,-58999,,,The customer bills the Mumbai branch$/,
    );
  });

  it('corrects an invoice once, however many requests race', async () => {
    const { user, orderId, invoice } = await invoicedOrder();
    const answers = await Promise.all([1, 2, 3].map(() => correct(orderId, invoice.id, maharashtraBusiness)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toMatch(new RegExp(`^Invoice ${invoice.number} was already corrected`));
    expect(await documentsOf(user, orderId)).toHaveLength(3);
    const [mails] = await drive.rows<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where idempotency_key like ${`invoice-corrected:${invoice.id}`}`,
    );
    expect(mails?.n).toBe(1);
  });

  it('refuses unknown documents, credit notes, bad GSTINs and customers with the right status', async () => {
    const { user, orderId, invoice } = await invoicedOrder();
    const other = await invoicedOrder();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await correct(missing, invoice.id, maharashtraBusiness)).statusCode).toBe(404);
    expect((await correct(orderId, missing, maharashtraBusiness)).statusCode).toBe(404);
    expect((await correct(orderId, other.invoice.id, maharashtraBusiness)).statusCode).toBe(404);
    expect((await correct('not-an-id', invoice.id, maharashtraBusiness)).statusCode).toBe(404);
    const badCheck = await correct(orderId, invoice.id, { ...maharashtraBusiness, gstin: '27AAPFU0939F1ZW' });
    expect(badCheck.statusCode).toBe(400);
    expect(badCheck.json().error.details).toEqual([expect.objectContaining({ path: 'gstin' })]);
    const otherState = await correct(orderId, invoice.id, { ...maharashtraBusiness, state: '29' });
    expect(otherState.statusCode).toBe(400);
    expect((await correct(orderId, invoice.id, maharashtraBusiness, user)).statusCode).toBe(403);
    expect(await documentsOf(user, orderId)).toHaveLength(1);

    const { data } = successEnvelope(invoiceCorrectionSchema).parse(
      (await correct(orderId, invoice.id, maharashtraBusiness)).json(),
    );
    const ofNote = await correct(orderId, data.creditNote.id, maharashtraBusiness);
    expect(ofNote.statusCode).toBe(409);
    expect(ofNote.json().message).toContain('is a credit note');
    // The re-issued invoice can itself be corrected, back within the state.
    const again = await correct(orderId, data.invoice.id, {
      ...karnatakaBuyer,
      gstin: '',
      reason: 'Billed by mistake',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await amountsOf(orderId)).toContainEqual(
      expect.objectContaining({ kind: 'invoice', cgst: 4500, sgst: 4500, igst: 0, total: 58_999 }),
    );
  });

  it('refuses an invoice that refunds have credited, and credits refunds against the re-issued one', async () => {
    const refunded = await invoicedOrder();
    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.orderId}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { amount: 5900, reason: 'Trademark class dropped' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { merchantRefundId } = refund.json().data as { merchantRefundId: string };
    await refundCompletedAtSandbox(ctx.database, merchantRefundId);
    await ctx.app.refunds.reconcileDue();
    const refused = await correct(refunded.orderId, refunded.invoice.id, maharashtraBusiness);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /has credit notes for refunds \(LPC\/.+\), so it cannot be cancelled/,
    );

    const { user, orderId, invoice } = await invoicedOrder();
    const { data } = successEnvelope(invoiceCorrectionSchema).parse(
      (await correct(orderId, invoice.id, maharashtraBusiness)).json(),
    );
    const later = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { amount: 11_800, reason: 'Domain already owned' },
    });
    expect(later.statusCode, later.body).toBe(201);
    await refundCompletedAtSandbox(
      ctx.database,
      (later.json().data as { merchantRefundId: string }).merchantRefundId,
    );
    await ctx.app.refunds.reconcileDue();
    const [note] = await drive.rows<{ refers_to: string; igst: number }>(
      sql`select refers_to, igst from invoices where order_id = ${orderId} and refund_id is not null`,
    );
    expect(note).toEqual({ refers_to: data.invoice.id, igst: 1800 });
    // The order's refunded GST counts the refund's note, not the correction's.
    const order = (await get(user, `/api/orders`)).json().data as { id: string; refundedGst: number }[];
    expect(order.find((o) => o.id === orderId)?.refundedGst).toBe(1800);
  });
});
