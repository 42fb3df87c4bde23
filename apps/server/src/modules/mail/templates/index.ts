import type { ReactElement } from 'react';
import { passwordChanged, passwordReset, verifyEmail } from './account.tsx';
import { adminContactMessage, contactAcknowledgement } from './contact.tsx';
import type { MailContext } from './layout.tsx';
import { refundCompleted } from './refunds.tsx';

export type { MailContext } from './layout.tsx';

interface MailTemplate<Data> {
  subject(data: Data): string;
  render(data: Data, context: MailContext): ReactElement;
  /** The data holds a secret link (sign-in, reset): it is erased from the outbox once delivered. */
  secret?: boolean;
}

function template<Data>(definition: MailTemplate<Data>): MailTemplate<Data> {
  return definition;
}

/** Every mail the product sends, by the name stored in the outbox. */
export const mailTemplates = {
  'contact-acknowledgement': template(contactAcknowledgement),
  'admin-contact-message': template(adminContactMessage),
  'password-reset': template(passwordReset),
  'password-changed': template(passwordChanged),
  'refund-completed': template(refundCompleted),
  'verify-email': template(verifyEmail),
};

export type MailTemplateName = keyof typeof mailTemplates;
/** The data a template needs, by template name. */
export type MailTemplateData = {
  [Name in MailTemplateName]: (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;
};

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(mailTemplates, name);
}
