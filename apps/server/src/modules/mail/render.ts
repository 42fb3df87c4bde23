import type { MailContext } from './templates/index.ts';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Every address the mail links to (logged in .eml mode so a newcomer can follow them). */
  links: string[];
  /** The data holds a secret link, to be erased once the mail is delivered. */
  secret: boolean;
  /** A product update's one-click unsubscribe URL; undefined for a transactional mail. */
  listUnsubscribe?: string;
}

// React and the templates are loaded with the first mail, not at start: a server that sends no
// mail for a while does not pay for them, and a configuration error is reported at once.
const loadRenderer = () => Promise.all([import('@react-email/render'), import('./templates/index.ts')]);

/** Turns an outbox row's template and data into the mail's subject, HTML and plain-text parts. */
export async function renderMail(
  template: string,
  data: unknown,
  context: MailContext,
): Promise<RenderedMail> {
  const [{ render }, { isMailTemplateName, mailTemplates }] = await loadRenderer();
  if (!isMailTemplateName(template)) throw new Error(`unknown mail template "${template}"`);
  // The row was written by enqueueMail, which types the data by the template's name.
  const definition = mailTemplates[template] as {
    subject(data: unknown): string;
    render(data: unknown, context: MailContext): Parameters<typeof render>[0];
    secret?: boolean;
    listUnsubscribe?(data: unknown): string;
  };
  const element = definition.render(data, context);
  const html = await render(element);
  const text = await render(element, { plainText: true });
  const links = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) =>
    (m[1] ?? '').replaceAll('&amp;', '&'),
  );
  return {
    subject: definition.subject(data),
    html,
    text,
    links: [...new Set(links)],
    secret: definition.secret === true,
    listUnsubscribe: definition.listUnsubscribe?.(data),
  };
}
