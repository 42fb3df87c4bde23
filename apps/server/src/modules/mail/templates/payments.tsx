import { orderReference, pages } from '@launchpad/shared';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { orderPageUrl } from './links.ts';

export interface PaymentReceivedData {
  name: string;
  packageName: string;
  /** The whole amount paid, e.g. "₹58,999". */
  amount: string;
  /** How the amount splits when GST was charged, e.g. "₹49,999 fee + ₹9,000 GST"; null without tax. */
  breakdown: string | null;
  /** "UPI", "Card" …; null when the provider did not say. */
  method: string | null;
  paymentReference: string;
  /** In IST, e.g. "23 Nov 2026, 10:51 am IST". */
  paidAt: string;
  orderId: string;
  /** The invoice or bill of supply attached to the mail; null when none was issued. */
  document: { title: string; number: string } | null;
  /**
   * Money received outside the provider, as the bank shows it: "Received by NEFT on 5 Dec 2026,
   * reference HDFCN26340123456" (`receiptWords`), its day and the bank's reference. `paidAt` is
   * then when it was recorded, and `paymentReference` the product's own id, shown second.
   */
  offline?: { received: string; receivedOn: string; bankReference: string } | null;
}

/** The receipt: sent once per payment that paid an order, with its invoice attached. */
export const paymentReceived = {
  subject: (data: PaymentReceivedData) =>
    `Payment received: ${data.amount} for your ${data.packageName} package`,
  render: (data: PaymentReceivedData, context: MailContext) => {
    const rows: [string, string][] = [
      ['Order ID', orderReference(data.orderId)],
      ['Package', data.packageName],
      ['Amount paid', data.amount],
    ];
    if (data.breakdown) rows.push(['Of which', data.breakdown]);
    if (data.offline) {
      rows.push(
        ['Method', data.method ?? 'Offline payment'],
        ['Received on', data.offline.receivedOn],
        ['Bank reference', data.offline.bankReference],
        ['Our reference', data.paymentReference],
      );
    } else {
      rows.push(
        ['Method', data.method ?? 'Online payment'],
        ['Payment reference', data.paymentReference],
        ['Paid on', data.paidAt],
      );
    }
    if (data.document) rows.push([data.document.title, data.document.number]);
    return (
      <Layout
        preview={`${data.amount} received for your ${data.packageName} package`}
        heading="Thank you: we have received your payment"
        context={context}
      >
        <Paragraph>Hello {data.name},</Paragraph>
        <Paragraph>
          We have received your payment for the {data.packageName} launch package, and our team has started on
          your order. This mail is your receipt.
        </Paragraph>
        {data.offline ? <Paragraph>{data.offline.received}.</Paragraph> : null}
        <Facts rows={rows} />
        {data.document ? (
          <Paragraph>
            Your {data.document.title.toLowerCase()} {data.document.number} is attached as a PDF. You can
            download it again from your order page at any time.
          </Paragraph>
        ) : null}
        <Action href={orderPageUrl(context, data.orderId)} label="Track your order" />
        <Note>Keep the payment reference: it helps us find this payment quickly if you write to us.</Note>
      </Layout>
    );
  },
};

export interface PaymentFailedData {
  name: string;
  packageName: string;
  packageId: string;
  orderId: string;
  /** The amount of the attempt, e.g. "₹58,999". */
  amount: string;
  paymentReference: string;
  /** In IST. */
  failedAt: string;
}

/** A payment attempt that failed or was cancelled, with the way back to the package. */
export const paymentFailed = {
  subject: (data: PaymentFailedData) => `Your payment for the ${data.packageName} package did not go through`,
  render: (data: PaymentFailedData, context: MailContext) => {
    const retry = `${context.publicUrl}${pages.home.path}?package=${encodeURIComponent(data.packageId)}`;
    return (
      <Layout
        preview="Your order is saved: you can pay again whenever you are ready."
        heading="Your payment did not go through"
        context={context}
      >
        <Paragraph>Hello {data.name},</Paragraph>
        <Paragraph>
          Your payment of {data.amount} for the {data.packageName} launch package failed or was cancelled at
          the payment page. Your order is saved, so you can try again with the same or another payment method.
        </Paragraph>
        <Facts
          rows={[
            ['Order ID', orderReference(data.orderId)],
            ['Package', data.packageName],
            ['Amount', data.amount],
            ['Payment reference', data.paymentReference],
            ['Attempted on', data.failedAt],
          ]}
        />
        <Action href={retry} label="Try the payment again" />
        <Note>
          If your bank shows a debit for this attempt, write to us with the payment reference and we will look
          into it.
        </Note>
      </Layout>
    );
  },
};
