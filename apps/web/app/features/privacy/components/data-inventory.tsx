import {
  ACCOUNT_DELETION_DELAY_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  DATA_EXPORT_LINK_HOURS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  DOCUMENT_RETENTION_NOTICE_DAYS,
  LOG_RETENTION_DAYS,
  MAIL_HISTORY_RETENTION_DAYS,
  SESSION_HOURS,
  SIGN_IN_HISTORY_RETENTION_DAYS,
  STAFF_ACTIONS_RETENTION_YEARS,
  TAX_RECORDS_RETENTION_YEARS,
} from '@launchpad/shared';

/** One kind of personal data in the privacy notice: what it is, why, for how long, who else gets it. */
export interface DataKind {
  kind: string;
  what: string;
  why: string;
  howLong: string;
  recipients: string;
}

const untilDeleted = `While your account is open. When you delete it, erased ${ACCOUNT_DELETION_DELAY_DAYS} days after you ask.`;

/**
 * Every kind of personal data we hold, item by item. The periods are the numbers the server's jobs
 * use (`packages/shared/src/retention.ts`), so the notice cannot drift from what is done.
 */
export const dataInventory: readonly DataKind[] = [
  {
    kind: 'Account',
    what: 'Your name, email address, phone number, and your password as a one-way hash.',
    why: 'To create your account, sign you in and reach you about your orders.',
    howLong: untilDeleted,
    recipients: 'Our mail provider receives your name and email address to deliver our mails.',
  },
  {
    kind: 'Sign-in history',
    what: 'When you signed in, whether with a password or Google, your IP address shortened to its network, and your browser.',
    why: 'To keep your account secure and to show you your own history in your data export.',
    howLong: `${SIGN_IN_HISTORY_RETENTION_DAYS} days, or until your account is deleted if sooner. The sign-in cookie itself lasts ${SESSION_HOURS} hours.`,
    recipients: 'No one.',
  },
  {
    kind: 'Orders and payments',
    what: 'The packages you order, amounts, order status and timeline, payment and refund references, and the payment method type.',
    why: 'To deliver what you ordered, take your payment, refund it where due, and keep the accounts the law requires.',
    howLong: `${TAX_RECORDS_RETENTION_YEARS} years, as GST law requires; after your account is deleted, under a pseudonym.`,
    recipients:
      'Our payment provider (PhonePe or Razorpay) receives the amount and the order reference. You enter card or UPI details on their page; we never receive them.',
  },
  {
    kind: 'Billing details and tax documents',
    what: 'The name, address and GSTIN you give for invoices, and the tax invoices and credit notes issued to you.',
    why: 'To issue correct tax invoices, as GST law requires.',
    howLong: `Saved billing details: while your account is open. Tax invoices and credit notes: ${TAX_RECORDS_RETENTION_YEARS} years, as issued, even after your account is deleted.`,
    recipients:
      'The GST authorities, through our returns. Our mail provider, when an invoice is attached to a mail.',
  },
  {
    kind: 'Identity and business documents',
    what: 'The documents you upload for a launch, such as PAN, Aadhaar and proofs of address.',
    why: 'To make the filings you ordered.',
    howLong: `${DEFAULT_DOCUMENT_RETENTION_DAYS} days after your launch completes; we mail you ${DOCUMENT_RETENTION_NOTICE_DAYS} days before, so you can download them. Erased at once with your account.`,
    recipients:
      'The government authority of the filing you ordered (for example the Ministry of Corporate Affairs or the GST portal).',
  },
  {
    kind: 'Messages and complaints',
    what: 'The conversation about each of your orders (your messages, our answers and our notes about them) with their attachments, and complaints. Complaints raised signed out are kept by email address and count as yours once you confirm that address.',
    why: 'To answer you and to handle complaints within the times the law sets.',
    howLong: `${untilDeleted} A conversation then keeps only who wrote when, and a complaint its number, dates and outcome.`,
    recipients: 'Our mail provider, for the mails that tell you of an answer.',
  },
  {
    kind: 'Contact form messages',
    what: 'The name, email address, phone number and message you send through the contact form, and our answers. They are kept by email address and count as yours once you confirm that address.',
    why: 'To answer you, and to see what was said when you write again.',
    howLong: `${CONTACT_MESSAGE_RETENTION_DAYS} days after the last message of the exchange, yours or ours, then deleted; longer only while a complaint raised from it is open. Erased with your account if sooner.`,
    recipients: 'Our mail provider, for the mails that acknowledge and answer your message.',
  },
  {
    kind: 'Mails we send you',
    what: 'Each mail we send you: its subject and contents, and when it was sent.',
    why: 'To know that a mail reached you and to resend one that did not.',
    howLong: `${MAIL_HISTORY_RETENTION_DAYS} days after it was sent, or after we stopped trying to deliver it, then deleted. Erased with your account if sooner.`,
    recipients: 'Our mail provider.',
  },
  {
    kind: 'Consents',
    what: 'Whether you agreed to product updates by mail, when and where you said so.',
    why: 'To send product updates only to those who asked for them, and to prove it.',
    howLong: untilDeleted,
    recipients: 'Our mail provider, when we send you a product update.',
  },
  {
    kind: 'Our team’s actions',
    what: 'What a member of our team did to your account or your orders (a status change, a refund, an answer, a correction): who, when, from which IP address, and what they entered.',
    why: 'To answer who did what when something is questioned, and to keep every action on your money accountable.',
    howLong: `${STAFF_ACTIONS_RETENTION_YEARS} years, as long as the payment and tax records they explain, then deleted; not erased with your account, since they record our actions, not yours.`,
    recipients: 'No one.',
  },
  {
    kind: 'Server logs',
    what: 'For each request to our website: your IP address and browser, what was asked for, and when.',
    why: 'To keep the service secure, find faults, and limit repeated attempts to sign in or send messages.',
    howLong: `${LOG_RETENTION_DAYS} days, then deleted.`,
    recipients: 'No one.',
  },
  {
    kind: 'Copies of your data',
    what: 'The archive built when you download your data.',
    why: 'To give you a copy of everything we hold about you.',
    howLong: `${DATA_EXPORT_LINK_HOURS} hours after it is ready, then deleted.`,
    recipients: 'No one but you.',
  },
];

/** A column's name, shown beside its cell on a phone, where the rows are stacked. */
function Label({ children }: { children: string }) {
  return <span className="block font-semibold text-slate-900 sm:hidden">{children}</span>;
}

/** The notice's table: one row per kind of data; on a phone each row is a block of its four cells. */
export function DataInventory() {
  return (
    <table className="mt-4 block w-full border-collapse text-left text-sm sm:table">
      <caption className="sr-only">Each kind of personal data: what, why, how long, who receives it</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-300 text-slate-900">
          <th scope="col" className="py-2 pr-3 font-semibold">
            Data
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Why we hold it
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            How long
          </th>
          <th scope="col" className="py-2 font-semibold">
            Who else receives it
          </th>
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {dataInventory.map((item) => (
          <tr key={item.kind} className="block border-b border-slate-200 py-2 align-top sm:table-row sm:py-0">
            <th scope="row" className="block py-1 pr-3 font-normal sm:table-cell sm:py-3">
              <strong>{item.kind}</strong>
              <span className="mt-1 block text-slate-600">{item.what}</span>
            </th>
            <td className="block py-1 pr-3 sm:table-cell sm:py-3">
              <Label>Why we hold it</Label>
              {item.why}
            </td>
            <td className="block py-1 pr-3 sm:table-cell sm:py-3">
              <Label>How long</Label>
              {item.howLong}
            </td>
            <td className="block py-1 sm:table-cell sm:py-3">
              <Label>Who else receives it</Label>
              {item.recipients}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
