import { orderReference } from '@launchpad/shared';
import { Action, Facts, Layout, type MailContext, Note, Paragraph } from './layout.tsx';
import { orderPageUrl } from './links.ts';

export interface InvoiceCorrectedData {
  name: string;
  packageName: string;
  orderId: string;
  /** The invoice cancelled, the credit note that cancels it and the invoice re-issued in its place. */
  original: string;
  creditNote: string;
  invoice: string;
  /** Whom the re-issued invoice names, e.g. "Acme Widgets Private Limited (GSTIN 29AAPFU0939F1ZR)". */
  recipient: string;
  reason: string;
}

/** An invoice re-issued with corrected billing details: both new documents attached. */
export const invoiceCorrected = {
  subject: (data: InvoiceCorrectedData) =>
    `Your ${data.packageName} invoice was re-issued as ${data.invoice}`,
  render: (data: InvoiceCorrectedData, context: MailContext) => (
    <Layout
      preview={`Invoice ${data.invoice} replaces ${data.original}; nothing more is charged.`}
      heading="Your invoice was re-issued"
      context={context}
    >
      <Paragraph>Hello {data.name},</Paragraph>
      <Paragraph>
        We have corrected the billing details of your invoice {data.original}. Credit note {data.creditNote}{' '}
        cancels it in full and invoice {data.invoice} replaces it, for the same payment: nothing more is
        charged and nothing is refunded. Both are attached as PDFs; keep {data.invoice} for your accounts.
      </Paragraph>
      <Facts
        rows={[
          ['Order ID', orderReference(data.orderId)],
          ['Package', data.packageName],
          ['Billed to', data.recipient],
          ['Reason', data.reason],
          ['Cancelled invoice', data.original],
          ['Credit note', data.creditNote],
          ['New invoice', data.invoice],
        ]}
      />
      <Action href={orderPageUrl(context, data.orderId)} label="See your order" />
      <Note>If these details are still not right, reply to this mail and we will correct them.</Note>
    </Layout>
  ),
};
