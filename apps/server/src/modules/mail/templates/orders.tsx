import { orderReference } from '@launchpad/shared';
import { Link } from '@react-email/link';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { adminConsoleUrl, orderPageUrl } from './links.ts';

export interface OrderStatusChangedData {
  name: string;
  packageName: string;
  orderId: string;
  /** Status labels as the customer reads them ("In Progress"). */
  from: string;
  to: string;
  changedAt: string;
  /** What the team wrote with the change (the customer reads it on the timeline too). */
  note: string | null;
  /** The order's notes for the customer, when there are any. */
  orderNotes: string | null;
  /** What happens to the customer's money (a paid order's cancellation); absent in older mails. */
  money?: string | null;
}

export const orderStatusChanged = {
  subject: (data: OrderStatusChangedData) => `Your ${data.packageName} order is now ${data.to}`,
  render: (data: OrderStatusChangedData, context: MailContext) => (
    <Layout preview={`${data.from} → ${data.to}`} heading={`Your order is now ${data.to}`} context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Our team changed the status of your {data.packageName} order from {data.from} to {data.to}.
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Status before', data.from],
          ['Status now', data.to],
          ['Changed', data.changedAt],
          ...(data.note ? [['Note from our team', data.note] as [string, string]] : []),
        ]}
      />
      {data.money ? <Paragraph>Your payment: {data.money}</Paragraph> : null}
      {data.orderNotes ? <Paragraph>Notes on your order: {data.orderNotes}</Paragraph> : null}
      <Action href={orderPageUrl(context, data.orderId)} label="See your order" />
      <Note>Every change is on the order's timeline.</Note>
    </Layout>
  ),
};

export interface AdminOrderPaidData {
  orderId: string;
  packageName: string;
  amount: string;
  paymentMethod: string | null;
  customerName: string;
  customerEmail: string;
  paidAt: string;
}

export const adminOrderPaid = {
  subject: (data: AdminOrderPaidData) =>
    `New paid order: ${data.packageName}, ${data.amount} (${data.customerName})`,
  render: (data: AdminOrderPaidData, context: MailContext) => (
    <Layout preview={`${data.customerName} paid ${data.amount}`} heading="New paid order" context={context}>
      <Facts
        rows={[
          ['Package', data.packageName],
          ['Amount', data.amount],
          ['Paid by', data.paymentMethod ?? 'not recorded'],
          ['Customer', `${data.customerName} <${data.customerEmail}>`],
          ['Paid', data.paidAt],
          ['Order ID', orderReference(data.orderId)],
        ]}
      />
      <Paragraph>
        Find it by its order ID in the admin console and give it an owner on the launch board.
      </Paragraph>
      <Note>
        Admin console: <Link href={adminConsoleUrl(context)}>{adminConsoleUrl(context)}</Link>
      </Note>
    </Layout>
  ),
};

export interface AdminCancellationRequestData {
  orderId: string;
  packageName: string;
  amount: string;
  customerName: string;
  customerEmail: string;
  reason: string;
  requestedAt: string;
}

export const adminCancellationRequest = {
  subject: (data: AdminCancellationRequestData) =>
    `Cancellation requested: ${data.packageName} order of ${data.customerName}`,
  render: (data: AdminCancellationRequestData, context: MailContext) => (
    <Layout preview={data.reason} heading="A customer asks to cancel a paid order" context={context}>
      <Facts
        rows={[
          ['Package', data.packageName],
          ['Amount', data.amount],
          ['Customer', `${data.customerName} <${data.customerEmail}>`],
          ['Requested', data.requestedAt],
          ['Order ID', orderReference(data.orderId)],
        ]}
      />
      <Paragraph>Their reason: {data.reason}</Paragraph>
      <Paragraph>
        Settle it on the order with a refund (it reaches the original payment method in 5–7 working days) or
        with a reply.
      </Paragraph>
      <Note>
        Admin console: <Link href={adminConsoleUrl(context)}>{adminConsoleUrl(context)}</Link>
      </Note>
    </Layout>
  ),
};

export interface CancellationRequestReceivedData {
  name: string;
  packageName: string;
  orderId: string;
  reason: string;
  requestedAt: string;
}

export const cancellationRequestReceived = {
  subject: (data: CancellationRequestReceivedData) =>
    `We have your request to cancel your ${data.packageName} order`,
  render: (data: CancellationRequestReceivedData, context: MailContext) => (
    <Layout preview={data.reason} heading="We have your cancellation request" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        You asked to cancel your {data.packageName} order. Our team looks at it and replies on the order; if a
        refund is agreed, it reaches your original payment method in 5–7 working days.
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Requested', data.requestedAt],
          ['Your reason', data.reason],
        ]}
      />
      <Action href={orderPageUrl(context, data.orderId)} label="See your order" />
      <Note>The request and its answer show on the order's page.</Note>
    </Layout>
  ),
};

export interface CancellationRequestDeclinedData {
  name: string;
  packageName: string;
  orderId: string;
  reply: string;
  declinedAt: string;
}

export const cancellationRequestDeclined = {
  subject: (data: CancellationRequestDeclinedData) =>
    `Your request to cancel your ${data.packageName} order: our reply`,
  render: (data: CancellationRequestDeclinedData, context: MailContext) => (
    <Layout preview={data.reply} heading="Our reply to your cancellation request" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        We looked at your request to cancel your {data.packageName} order and declined it. Our reply:
      </Paragraph>
      <Paragraph>{data.reply}</Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Answered', data.declinedAt],
        ]}
      />
      <Action href={orderPageUrl(context, data.orderId)} label="See your order" />
      <Note>Write to us on the order's page if you want to talk about it.</Note>
    </Layout>
  ),
};
