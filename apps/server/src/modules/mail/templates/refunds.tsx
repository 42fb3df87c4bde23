import { orderReference } from '@launchpad/shared';
import { Link } from '@react-email/link';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { orderPageUrl } from './links.ts';

export interface RefundInitiatedData {
  name: string;
  packageName: string;
  amount: string;
  reason: string;
  refundReference: string;
  orderId: string;
  startedAt: string;
}

export const refundInitiated = {
  subject: (data: RefundInitiatedData) =>
    `We have started a refund of ${data.amount} for your ${data.packageName} order`,
  render: (data: RefundInitiatedData, context: MailContext) => (
    <Layout
      preview="It reaches the payment method you paid with in 5–7 working days."
      heading="Your refund has started"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        We have started a refund of {data.amount} to the payment method you paid with. Banks and card networks
        usually take 5–7 working days to show it; we will write again when it has reached you.
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Amount', data.amount],
          ['Reason', data.reason],
          ['Refund reference', data.refundReference],
          ['Started', data.startedAt],
        ]}
      />
      <Action href={orderPageUrl(context, data.orderId)} label="See your order" />
      <Note>Quote the refund reference if you ask your bank or us about it.</Note>
    </Layout>
  ),
};

export interface RefundCompletedData {
  name: string;
  /** In words, e.g. "₹49,999 refunded: duplicate payment". */
  summary: string;
  packageName: string;
  amount: string;
  reason: string;
  refundReference: string;
  orderId: string;
  /** The credit note that documents the refund, attached as a PDF; null when none was issued. */
  creditNote?: { number: string } | null;
  /** Money the team returned outside the provider: how, its reference and the day it was sent. */
  offline?: { method: string; reference: string; sentOn: string } | null;
}

export const refundCompleted = {
  subject: (data: RefundCompletedData) => `Refund of ${data.amount} for your ${data.packageName} order`,
  render: (data: RefundCompletedData, context: MailContext) => (
    <Layout
      preview={data.summary}
      heading={data.offline ? 'Your refund has been sent' : 'Your refund is on its way to you'}
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      {data.offline ? (
        <Paragraph>
          We sent {data.amount} back to you by {data.offline.method} on {data.offline.sentOn}, reference{' '}
          {data.offline.reference}. Quote that reference to your bank if it has not reached your account.
        </Paragraph>
      ) : (
        <Paragraph>
          We have refunded {data.amount} to the payment method you paid with. Banks usually show it within 5-7
          working days.
        </Paragraph>
      )}
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Amount', data.amount],
          ['Reason', data.reason],
          ...(data.offline
            ? ([
                ['Sent by', data.offline.method],
                ['Sent on', data.offline.sentOn],
                ['Bank reference', data.offline.reference],
              ] as [string, string][])
            : []),
          ['Refund reference', data.refundReference],
          ...(data.creditNote ? [['Credit note', data.creditNote.number] as [string, string]] : []),
        ]}
      />
      {data.creditNote ? (
        <Paragraph>
          Your credit note {data.creditNote.number} is attached as a PDF: it corrects your invoice by the
          amount refunded. You can download it again from your order page at any time.
        </Paragraph>
      ) : null}
      <Note>
        The order shows every refund: <Link href={orderPageUrl(context, data.orderId)}>your order</Link>.
      </Note>
    </Layout>
  ),
};
