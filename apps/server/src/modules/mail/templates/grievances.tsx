import { Link } from '@react-email/link';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { adminConsoleUrl, complaintPageUrl } from './links.ts';

/** Fixed text only: it goes to whatever address the complaint form was given. */
export interface GrievanceReceivedData {
  number: string;
  receivedAt: string;
  acknowledgeBy: string;
  resolveBy: string;
  /** The grievance officer named in the footer, when configured. */
  officer: string | null;
  orderReference: string | null;
}

/** The acknowledgement of receipt, at once, with the ticket number and both deadlines. */
export const grievanceReceived = {
  subject: (data: GrievanceReceivedData) => `Your complaint ${data.number} is registered`,
  render: (data: GrievanceReceivedData, context: MailContext) => (
    <Layout preview={`Ticket ${data.number}`} heading="We registered your complaint" context={context}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        We received your complaint and registered it under the number {data.number}. Quote it whenever you
        write or call us about it.
      </Paragraph>
      <Facts
        rows={[
          ['Complaint number', data.number],
          ...(data.orderReference ? [['Order', data.orderReference] as [string, string]] : []),
          ['Received', data.receivedAt],
          ['Acknowledged by', data.acknowledgeBy],
          ['Resolved by', data.resolveBy],
          ['Grievance officer', data.officer ?? 'Launchpad grievance officer'],
        ]}
      />
      <Action href={complaintPageUrl(context, data.number)} label="Follow your complaint" />
      <Note>
        Under the Consumer Protection (E-Commerce) Rules 2020 we acknowledge every complaint within 48 hours
        and resolve it within one month of receipt.
      </Note>
    </Layout>
  ),
};

export interface GrievanceUpdatedData {
  name: string;
  number: string;
  subject: string;
  /** "Acknowledged" or "Resolved". */
  status: string;
  note: string;
  changedAt: string;
  officer: string | null;
}

/** The team acknowledged or resolved the complaint: the note goes to the complainant. */
export const grievanceUpdated = {
  subject: (data: GrievanceUpdatedData) => `Your complaint ${data.number} is ${data.status.toLowerCase()}`,
  render: (data: GrievanceUpdatedData, context: MailContext) => (
    <Layout preview={data.note} heading={`Your complaint is ${data.status.toLowerCase()}`} context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      <Facts
        rows={[
          ['Complaint number', data.number],
          ['Subject', data.subject],
          ['Status', data.status],
          ['Changed', data.changedAt],
        ]}
      />
      <Paragraph>{data.note}</Paragraph>
      <Action href={complaintPageUrl(context, data.number)} label="See your complaint" />
      <Note>
        Not satisfied? Reply to {data.officer ?? 'our grievance officer'} quoting {data.number}.
      </Note>
    </Layout>
  ),
};

export interface AdminGrievanceData {
  number: string;
  name: string;
  email: string;
  subject: string;
  body: string;
  acknowledgeBy: string;
  resolveBy: string;
  /** For a deadline alert: which step is due, and by when. */
  due: { step: 'acknowledge' | 'resolve'; by: string } | null;
}

export const adminGrievance = {
  subject: (data: AdminGrievanceData) =>
    data.due
      ? `Complaint ${data.number}: ${data.due.step === 'acknowledge' ? 'acknowledge' : 'resolve'} it by ${data.due.by}`
      : `New complaint ${data.number}: ${data.subject}`,
  render: (data: AdminGrievanceData, context: MailContext) => (
    <Layout
      preview={`From ${data.name}`}
      heading={data.due ? 'A complaint’s deadline is near' : 'New complaint'}
      context={context}
    >
      <Facts
        rows={[
          ['Complaint number', data.number],
          ['From', `${data.name} <${data.email}>`],
          ['Subject', data.subject],
          ['Acknowledge by', data.acknowledgeBy],
          ['Resolve by', data.resolveBy],
        ]}
      />
      <Paragraph>{data.body}</Paragraph>
      <Note>
        Acknowledge or resolve it in the admin console:{' '}
        <Link href={adminConsoleUrl(context, 'complaints')}>{adminConsoleUrl(context, 'complaints')}</Link>
      </Note>
    </Layout>
  ),
};
