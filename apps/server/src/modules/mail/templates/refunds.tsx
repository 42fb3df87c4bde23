import { Link } from '@react-email/components';
import { Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';

export interface RefundCompletedData {
  name: string;
  /** In words, e.g. "₹49,999 refunded: duplicate payment". */
  summary: string;
  packageName: string;
  amount: string;
  reason: string;
  refundReference: string;
  orderId: string;
}

export const refundCompleted = {
  subject: (data: RefundCompletedData) => `Refund of ${data.amount} for your ${data.packageName} order`,
  render: (data: RefundCompletedData, context: MailContext) => (
    <Layout preview={data.summary} heading="Your refund is on its way to you" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        We have refunded {data.amount} to the payment method you paid with. Banks usually show it within 5-7
        working days.
      </Paragraph>
      <Facts
        rows={[
          ['Package', data.packageName],
          ['Amount', data.amount],
          ['Reason', data.reason],
          ['Refund reference', data.refundReference],
        ]}
      />
      <Note>
        The order shows every refund:{' '}
        <Link href={`${context.publicUrl}/dashboard?tab=orders&order=${data.orderId}`}>your dashboard</Link>.
      </Note>
    </Layout>
  ),
};
