import { ORDER_FILE_RULE, orderReference } from '@launchpad/shared';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { orderPageUrl } from './links.ts';

/** The expected launch date before and after a change, as people read it ("24 Dec 2026"). */
export interface LaunchDateChange {
  from: string;
  to: string;
  /** The new date is later than the old one. */
  later: boolean;
}

export function DateMoved({ change }: { change: LaunchDateChange }) {
  return (
    <Paragraph>
      {change.later
        ? `Your expected launch date has moved from ${change.from} to ${change.to}.`
        : `Good news: your expected launch date has moved forward from ${change.from} to ${change.to}.`}
    </Paragraph>
  );
}

export function List({ items }: { items: string[] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {items.map((item) => (
        <Text
          key={item}
          style={{ color: '#1f2937', fontSize: '15px', lineHeight: '22px', margin: '0 0 6px' }}
        >
          • {item}
        </Text>
      ))}
    </Section>
  );
}

export interface DocumentsNeededData {
  name: string;
  packageName: string;
  orderId: string;
  documents: string[];
  expectedLaunchDate: string | null;
}

export const documentsNeeded = {
  subject: (data: DocumentsNeededData) => `Documents we need for your ${data.packageName} launch`,
  render: (data: DocumentsNeededData, context: MailContext) => (
    <Layout
      preview={`${data.documents.length} documents to upload to start the legal work`}
      heading="The documents we need from you"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Thank you for your payment: your {data.packageName} launch has started. To begin the legal work we
        need these documents from you, uploaded on your order page ({ORDER_FILE_RULE} each):
      </Paragraph>
      <List items={data.documents} />
      {data.expectedLaunchDate ? (
        <Paragraph>
          Expected launch: {data.expectedLaunchDate}. The days we wait for documents move that date, so the
          sooner they arrive, the sooner you launch.
        </Paragraph>
      ) : null}
      <Facts rows={[['Order ID', orderReference(data.orderId)]]} />
      <Action href={orderPageUrl(context, data.orderId)} label="Upload your documents" />
      <Note>We only ever ask for documents on your order page, never by replying to a mail.</Note>
    </Layout>
  ),
};

export interface DocumentRejectedData {
  name: string;
  packageName: string;
  orderId: string;
  document: string;
  reason: string;
  dateChange: LaunchDateChange | null;
}

export const documentRejected = {
  subject: (data: DocumentRejectedData) => `Please send this document again: ${data.document}`,
  render: (data: DocumentRejectedData, context: MailContext) => (
    <Layout preview={data.reason} heading="A document needs to be sent again" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Our team checked a document you sent for your {data.packageName} launch and could not use it.
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Document', data.document],
          ['Why', data.reason],
        ]}
      />
      {data.dateChange ? <DateMoved change={data.dateChange} /> : null}
      <Action href={orderPageUrl(context, data.orderId)} label="Upload it again" />
    </Layout>
  ),
};

export interface LaunchDateMovedData {
  name: string;
  packageName: string;
  orderId: string;
  dateChange: LaunchDateChange;
  /** What holds the launch, in words ("Waiting on you since 24 Nov", "Delayed by 3 days"). */
  state: string;
}

export const launchDateMoved = {
  subject: (data: LaunchDateMovedData) => `Your expected launch date is now ${data.dateChange.to}`,
  render: (data: LaunchDateMovedData, context: MailContext) => (
    <Layout
      preview={`${data.dateChange.from} → ${data.dateChange.to}`}
      heading="Your expected launch date has changed"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <DateMoved change={data.dateChange} />
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Was', data.dateChange.from],
          ['Now', data.dateChange.to],
          ['Launch', data.state],
        ]}
      />
      <Action href={orderPageUrl(context, data.orderId)} label="See what it depends on" />
      <Note>The order page shows each step with its planned and actual dates.</Note>
    </Layout>
  ),
};

export interface LaunchCompletedData {
  name: string;
  packageName: string;
  orderId: string;
  completedAt: string;
  /** What the team handed over ("Certificate of incorporation: coi.pdf"). */
  deliverables: string[];
}

export const launchCompleted = {
  subject: (data: LaunchCompletedData) => `Your ${data.packageName} launch is complete`,
  render: (data: LaunchCompletedData, context: MailContext) => (
    <Layout preview="Every step is done." heading="You have launched" context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        Every step of your {data.packageName} launch is done, and your order was completed on{' '}
        {data.completedAt}. Thank you for building with Launchpad.
      </Paragraph>
      {data.deliverables.length > 0 ? (
        <>
          <Paragraph>What we handed over, ready to download from your order page:</Paragraph>
          <List items={data.deliverables} />
        </>
      ) : (
        <Paragraph>Your documents will be on your order page as our team hands them over.</Paragraph>
      )}
      <Facts rows={[['Order ID', orderReference(data.orderId)]]} />
      <Action href={orderPageUrl(context, data.orderId)} label="Download your documents" />
      <Note>Files are served only to you, after you sign in.</Note>
    </Layout>
  ),
};
