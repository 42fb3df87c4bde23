import { orderDetailSchema, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices } from '../../../test/mail-notices.ts';
import { gstSeller, paymentsDriver } from '../../../test/payments.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

const PUBLIC_URL = 'https://launchpad.example';
const SUPPORT_EMAIL = 'help@launchpad.example';

let smtp: TestSmtpServer;
let ctx: TestContext;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp(
    {
      MAIL_FROM: 'Launchpad <hello@launchpad.example>',
      PUBLIC_URL,
      SUPPORT_EMAIL,
      ...gstSeller,
      INVOICE_PREFIX: 'LP',
    },
    { listen: true },
  ));
});

afterAll(async () => {
  await ctx?.close();
});

/** The mails about payments sent to an address (registering sends its own). */
const paymentMails = (email: string) =>
  smtp.to(email.toLowerCase()).filter((mail) => /^(Payment received|Your payment)/.test(mail.subject));

const { deliverAll } = mailNotices(() => ctx);
const buyerWithDetails = () => createBuyer(ctx.app);

describe('the payment received mail', () => {
  it('arrives once, with the receipt’s facts and the invoice PDF attached', async () => {
    const user = await buyerWithDetails();
    const bought = await drive.buy(user, 'growth');
    await drive.pressOnCheckout(bought.checkoutUrl, 'pay');
    // The buyer's return, a second check and the reconciler all learn of the completion.
    await Promise.all([
      drive.status(user, bought.merchantOrderId),
      drive.status(user, bought.merchantOrderId),
      ctx.app.payments.reconcileDue(),
    ]);
    await drive.status(user, bought.merchantOrderId);

    // The outbox row names the invoice; the PDF is rendered when the mail leaves.
    const queued = await drive.rows<{ template: string; attachments: unknown }>(
      sql`select template, attachments from mail_outbox where recipient = ${user.email.toLowerCase()} and template like 'payment-%'`,
    );
    const order = successEnvelope(orderDetailSchema).parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/orders/${bought.orderId}`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).data;
    const [invoice] = order.invoices;
    expect(queued).toEqual([
      { template: 'payment-received', attachments: [{ document: 'invoice', id: invoice?.id }] },
    ]);

    await deliverAll();
    await deliverAll();
    const mails = paymentMails(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Payment received: ₹58,999 for your Growth package');
    const text = mail?.text.replace(/\s+/g, ' ') ?? '';
    for (const fact of [
      'Hello Asha Verma',
      'Package: Growth',
      'Amount paid: ₹58,999',
      'Of which: ₹49,999 fee + ₹9,000 GST',
      'Method: UPI',
      `Payment reference: ${bought.merchantOrderId}`,
      `Tax Invoice: ${invoice?.number}`,
      `${PUBLIC_URL}/dashboard/orders/${bought.orderId}`,
      SUPPORT_EMAIL,
    ]) {
      expect(text, fact).toContain(fact);
    }
    expect(text).toMatch(/Paid on: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST/);
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/dashboard/orders/${bought.orderId}"`);

    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.contentType).toBe('application/pdf');
    expect(attachment?.filename).toBe(`${invoice?.number.replaceAll('/', '-')}.pdf`);
    const pdf = pdfText(attachment?.content as Buffer);
    expect(pdf).toContain('TAX INVOICE');
    expect(pdf).toContain(`Invoice no. ${invoice?.number}`);
    expect(pdf).toContain('Asha Verma');
  });
});

describe('the first mails of a paid order', () => {
  it('sends the receipt before the documents the launch needs, on every payment', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await buyerWithDetails();
      await drive.pay(user, round === 1 ? 'starter' : 'growth');
      await deliverAll();
      const subjects = smtp
        .to(user.email.toLowerCase())
        .map((mail) => mail.subject)
        .filter((subject) => /^(Payment received|Documents we need)/.test(subject));
      expect(subjects, `round ${round}`).toEqual([
        expect.stringMatching(/^Payment received: /),
        expect.stringMatching(/^Documents we need for your (Starter|Growth) launch$/),
      ]);
    }
  });
});

describe('the payment failed mail', () => {
  it('tells the buyer once that the payment did not go through, with the way back to the package', async () => {
    const user = await buyerWithDetails();
    const bought = await drive.buy(user, 'starter');
    await drive.pressOnCheckout(bought.checkoutUrl, 'fail');
    await Promise.all([
      drive.status(user, bought.merchantOrderId),
      drive.status(user, bought.merchantOrderId),
    ]);
    expect((await drive.paymentState(bought.merchantOrderId))?.state).toBe('FAILED');

    await deliverAll();
    const mails = paymentMails(user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your payment for the Starter package did not go through']);
    const text = mails[0]?.text.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Amount: ₹29,499');
    expect(text).toContain(`Payment reference: ${bought.merchantOrderId}`);
    expect(text).toMatch(/Attempted on: .+ IST/);
    expect(mails[0]?.html).toContain(`href="${PUBLIC_URL}/?package=starter"`);
    expect(mails[0]?.attachments).toEqual([]);

    // Paying on a second attempt sends the receipt, and no second failure notice.
    await drive.ageCheckouts(bought.orderId);
    await drive.pay(user, 'starter');
    await deliverAll();
    expect(paymentMails(user.email).map((m) => m.subject)).toEqual([
      'Your payment for the Starter package did not go through',
      'Payment received: ₹29,499 for your Starter package',
    ]);
  });
});
