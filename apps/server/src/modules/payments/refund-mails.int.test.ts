import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createBuyer, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices } from '../../../test/mail-notices.ts';
import { gstSeller, paymentsDriver, refundCompletedAtSandbox, type User } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp(
    // Refunds settle only when a test says so.
    { ...gstSeller, SANDBOX_REFUND_DELAY_SECONDS: '3600' },
    { listen: true },
  ));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});

afterAll(async () => {
  await ctx?.close();
});

const { deliverAll } = mailNotices(() => ctx);

/** An admin refunds part of the order; the provider completes it and the reconciler hears of it. */
async function refundAndComplete(orderId: string, amount: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { cookie: admin.cookie },
    payload: { amount, reason: 'Trademark filing dropped' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { merchantRefundId } = res.json().data as { merchantRefundId: string };
  await refundCompletedAtSandbox(ctx.database, merchantRefundId);
  await ctx.app.refunds.reconcileDue();
  return merchantRefundId;
}

describe('the refund completed mail', () => {
  it('names the credit note of the refund and attaches its PDF, the stored one', async () => {
    const user = await createBuyer(ctx.app);
    const { orderId } = await drive.pay(user, 'growth');
    const merchantRefundId = await refundAndComplete(orderId, 10_000);

    const [note] = await drive.rows<{ id: string; number: string }>(
      sql`select id, number from invoices where order_id = ${orderId} and kind = 'credit-note'`,
    );
    expect(note?.number).toMatch(/^LPC\//);
    const queued = await drive.rows<{ attachments: unknown }>(
      sql`select attachments from mail_outbox where idempotency_key like 'refund-completed:%' and recipient = ${user.email.toLowerCase()}`,
    );
    expect(queued).toEqual([{ attachments: [{ document: 'invoice', id: note?.id }] }]);

    await deliverAll();
    const mails = smtp.to(user.email.toLowerCase()).filter((mail) => mail.subject.startsWith('Refund of'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Refund of ₹10,000 for your Growth order']);
    const [mail] = mails;
    const text = mail?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(`Refund reference: ${merchantRefundId}`);
    expect(text).toContain(`Credit note: ${note?.number}`);
    expect(text).toContain(`Your credit note ${note?.number} is attached as a PDF`);

    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`${note?.number.replaceAll('/', '-')}.pdf`);
    expect(pdfText(attachment?.content as Buffer)).toContain(note?.number);
    // The mail carries the very PDF the order page serves (decision 023).
    const [stored] = await drive.rows<{ data: Buffer | Uint8Array }>(
      sql`select data from document_pdfs where invoice_id = ${note?.id}`,
    );
    expect(Buffer.from(stored?.data ?? []).equals(attachment?.content as Buffer)).toBe(true);
  });
});
