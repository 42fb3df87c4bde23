import type { MailTemplateName } from './templates/index.ts';

/**
 * The caps that mail to an unproved address shares, per mailbox:
 * - `form`: typed into a public form by anyone (the contact form, a complaint);
 * - `account-link`: an account's link or notice to an address nobody has proved yet (sign-up's
 *   confirmation, a new address's, a reset link, the notice that an asked-for address has an account).
 */
export type TypedAddressCap = 'form' | 'account-link';

/**
 * The mails that go to an address somebody typed, which nobody proved is theirs, and the cap each
 * counts against. Each carries fixed text only (a number, dates, a link, the grievance officer, the
 * way to follow it up), never what anybody typed (a name, a subject): otherwise anyone could make
 * the shop's own sender carry their words (a link, a lure) to any mailbox. They leave only through
 * `typed-address-mail.ts`; `typed-address-mail.int.test.ts` produces each one through its route
 * and fails for a template that shows typed text.
 */
export const TYPED_ADDRESS_TEMPLATES = {
  'contact-acknowledgement': 'form',
  'grievance-received': 'form',
  'verify-email': 'account-link',
  'confirm-email-change': 'account-link',
  'email-change-in-use': 'account-link',
  'password-reset': 'account-link',
} as const satisfies Partial<Record<MailTemplateName, TypedAddressCap>>;

export type TypedAddressTemplate = keyof typeof TYPED_ADDRESS_TEMPLATES;

export function isTypedAddressTemplate(template: string): template is TypedAddressTemplate {
  return Object.hasOwn(TYPED_ADDRESS_TEMPLATES, template);
}
