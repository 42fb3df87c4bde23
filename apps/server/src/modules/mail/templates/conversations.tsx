import { orderReference } from '@launchpad/shared';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { adminConsoleUrl, orderPageUrl } from './links.ts';

/** The first message of a burst: the mail goes once, however many messages follow before it is read. */
export interface OrderMessageData {
  name: string;
  packageName: string;
  orderId: string;
  authorName: string;
  /** The first message of the burst, as written. */
  excerpt: string;
  sentAt: string;
}

/** What a long message is cut to in a mail; the whole of it is on the order page. */
export const MAIL_EXCERPT_LENGTH = 600;

export const orderMessageToCustomer = {
  subject: (data: OrderMessageData) =>
    `New reply about your ${data.packageName} order (${orderReference(data.orderId)})`,
  render: (data: OrderMessageData, context: MailContext) => (
    <Layout preview={`${data.authorName} wrote to you`} heading="Our team replied" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        {data.authorName} of the Launchpad team wrote to you about your {data.packageName} order on{' '}
        {data.sentAt}:
      </Paragraph>
      <Paragraph>{data.excerpt}</Paragraph>
      <Action href={`${orderPageUrl(context, data.orderId)}#messages`} label="Read and reply" />
      <Note>
        Any further replies before you open the conversation are not mailed again: the whole conversation is
        on your order's page.
      </Note>
    </Layout>
  ),
};

export const orderMessageToTeam = {
  subject: (data: OrderMessageData) =>
    `Customer message: ${data.name} about ${data.packageName} (${orderReference(data.orderId)})`,
  render: (data: OrderMessageData, context: MailContext) => (
    <Layout
      preview={`${data.name} wrote about an order`}
      heading="A customer is waiting for a reply"
      context={context}
    >
      <Facts
        rows={[
          ['Order', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Customer', data.name],
          ['Sent', data.sentAt],
        ]}
      />
      <Paragraph>{data.excerpt}</Paragraph>
      <Action href={adminConsoleUrl(context, 'support')} label="Open the support queue" />
      <Note>
        Messages that follow before someone on the team reads the conversation are not mailed again.
      </Note>
    </Layout>
  ),
};
