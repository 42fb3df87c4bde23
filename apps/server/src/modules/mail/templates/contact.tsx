import { Link } from '@react-email/link';
import { Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { adminConsoleUrl } from './links.ts';

/**
 * Only what the service itself wrote: the form is public and takes any address, so nothing a
 * visitor typed (name, subject, message) is ever sent to that address.
 */
export interface ContactAcknowledgementData {
  reference: string;
  receivedAt: string;
}

export const contactAcknowledgement = {
  subject: (data: ContactAcknowledgementData) => `We received your message (ref. ${data.reference})`,
  render: (data: ContactAcknowledgementData, context: MailContext) => (
    <Layout
      preview="Our team will reply within 24 hours."
      heading="We received your message"
      context={context}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thank you for writing to Launchpad. A member of our team will reply within 24 hours.
      </Paragraph>
      <Facts
        rows={[
          ['Reference', data.reference],
          ['Received', data.receivedAt],
        ]}
      />
      <Note>
        Quote the reference if you write or call us about this message. If you did not write to us, ignore
        this mail: nothing else will follow.
      </Note>
    </Layout>
  ),
};

export interface AdminContactMessageData {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  service: string | null;
}

export const adminContactMessage = {
  subject: (data: AdminContactMessageData) => `New contact message: ${data.subject} (ref. ${data.reference})`,
  render: (data: AdminContactMessageData, context: MailContext) => (
    <Layout preview={`From ${data.name}`} heading="New contact message" context={context}>
      <Facts
        rows={[
          ['Reference', data.reference],
          ['From', `${data.name} <${data.email}>`],
          ['Phone', data.phone ?? 'not given'],
          ['About', data.service ?? 'general enquiry'],
          ['Subject', data.subject],
        ]}
      />
      <Paragraph>{data.message}</Paragraph>
      <Note>
        Answer it and mark it handled in the admin console:{' '}
        <Link href={adminConsoleUrl(context, 'messages')}>{adminConsoleUrl(context, 'messages')}</Link>
      </Note>
    </Layout>
  ),
};

/**
 * The team's answer: what the team wrote and the message's reference, and again nothing the
 * visitor typed, since the address the form was given may not be theirs.
 */
export interface ContactReplyData {
  reference: string;
  /** The team member who answered. */
  authorName: string;
  body: string;
  /** When the message was written. */
  receivedAt: string;
}

/** The team's answer to a contact message. */
export const contactReply = {
  subject: (data: ContactReplyData) => `Our answer to your message (ref. ${data.reference})`,
  render: (data: ContactReplyData, context: MailContext) => (
    <Layout preview={`${data.authorName} answered your message`} heading="Our answer" context={context}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        {data.authorName} of the Launchpad team answered the message you sent us on {data.receivedAt}:
      </Paragraph>
      <Paragraph>{data.body}</Paragraph>
      <Facts rows={[['Reference', data.reference]]} />
      <Note>
        Quote the reference if you write or call us again about this message. If you did not write to us,
        ignore this mail.
      </Note>
    </Layout>
  ),
};
