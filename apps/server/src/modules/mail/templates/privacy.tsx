import { pages } from '@launchpad/shared';
import { Action, Layout, type MailContext, Note, Paragraph } from './layout.tsx';

const accountUrl = (context: MailContext) => `${context.publicUrl}${pages.account.path}`;

export interface DataExportReadyData {
  name: string;
  /** Until when the download works, as people read it (IST). */
  expiresAt: string;
}

export const dataExportReady = {
  subject: () => 'Your Launchpad data is ready to download',
  render: (data: DataExportReadyData, context: MailContext) => (
    <Layout preview={`Download it before ${data.expiresAt}.`} heading="Your data is ready" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        The copy of your data that you asked for is ready: your profile, orders, payments, invoices, documents
        and the rest, in one zip file. Sign in and download it from your account page before {data.expiresAt}:
        after that the file is deleted and you can ask for a new one.
      </Paragraph>
      <Action href={accountUrl(context)} label="Download my data" />
      <Note>If you did not ask for this, change your password and tell us at {context.support.email}.</Note>
    </Layout>
  ),
};

export interface AccountDeletionScheduledData {
  name: string;
  /** The day the account will be deleted, as people read it (IST). */
  scheduledFor: string;
}

export const accountDeletionScheduled = {
  subject: () => 'Your Launchpad account will be deleted',
  render: (data: AccountDeletionScheduledData, context: MailContext) => (
    <Layout
      preview={`On ${data.scheduledFor}, unless you sign in.`}
      heading="Account deletion scheduled"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        You asked us to delete your Launchpad account. It will be deleted on {data.scheduledFor}: your
        profile, billing details, documents and messages will be erased. Tax invoices, credit notes and
        payment records are kept for as long as GST law requires, under a pseudonym.
      </Paragraph>
      <Paragraph>Changed your mind? Sign in before then and the deletion is cancelled.</Paragraph>
      <Action href={`${context.publicUrl}${pages.login.path}`} label="Keep my account" />
      <Note>If you did not ask for this, sign in now and change your password.</Note>
    </Layout>
  ),
};

export interface AccountDeletionCancelledData {
  name: string;
  /** Why: the customer cancelled it, or signed in. */
  bySignIn: boolean;
}

export const accountDeletionCancelled = {
  subject: () => 'Your Launchpad account will not be deleted',
  render: (data: AccountDeletionCancelledData, context: MailContext) => (
    <Layout preview="Your account stays as it is." heading="Deletion cancelled" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        {data.bySignIn
          ? 'You signed in, so the deletion of your account that you had asked for is cancelled.'
          : 'You cancelled the deletion of your account.'}{' '}
        Your account stays as it is.
      </Paragraph>
      <Action href={accountUrl(context)} label="Open my account" />
    </Layout>
  ),
};

export interface DocumentsRetentionNoticeData {
  name: string;
  packageName: string;
  orderId: string;
  /** The day the documents will be deleted, as people read it (IST). */
  deleteOn: string;
}

export const documentsRetentionNotice = {
  subject: (data: DocumentsRetentionNoticeData) =>
    `Your ${data.packageName} documents will be deleted on ${data.deleteOn}`,
  render: (data: DocumentsRetentionNoticeData, context: MailContext) => (
    <Layout
      preview="Download them before then if you want a copy."
      heading="Your documents will be deleted"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Your {data.packageName} launch is complete. We keep the identity documents you sent us only as long as
        we need them, so they will be deleted on {data.deleteOn}. If you would like a copy, download them from
        the order page before then.
      </Paragraph>
      <Action href={`${context.publicUrl}/dashboard/orders/${data.orderId}`} label="Open my order" />
    </Layout>
  ),
};
