import { pages } from '@launchpad/shared';
import { Action, Layout, type MailContext, Note, Paragraph } from './layout.tsx';

/** A mail of the product-updates category: sent only with consent, and always with its way out. */
export interface ProductUpdateData {
  name: string;
  subject: string;
  /** The news, a paragraph each. */
  paragraphs: string[];
  /** Where one POST withdraws the consent without signing in (RFC 8058); carried as List-Unsubscribe. */
  unsubscribeUrl: string;
}

export const productUpdate = {
  category: 'product-updates' as const,
  subject: (data: ProductUpdateData) => data.subject,
  listUnsubscribe: (data: ProductUpdateData) => data.unsubscribeUrl,
  render: (data: ProductUpdateData, context: MailContext) => (
    <Layout preview={data.paragraphs[0] ?? data.subject} heading={data.subject} context={context}>
      <Paragraph>Hello {data.name},</Paragraph>
      {data.paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      <Action href={`${context.publicUrl}${pages.home.path}`} label="See what is new" />
      <Note>
        You get these mails because you chose product updates. To stop them, use your mail app's unsubscribe
        button, or turn off "Product updates" on your account page (
        {`${context.publicUrl}${pages.account.path}`}).
      </Note>
    </Layout>
  ),
};
