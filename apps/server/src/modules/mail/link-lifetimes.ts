import type { MailTemplateName } from './templates/index.ts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long the single-use link of each mail that carries one works, from when the mail is queued. */
export const LINK_LIFETIMES_MS = {
  'password-reset': 30 * MINUTE_MS,
  'verify-email': DAY_MS,
  'confirm-email-change': DAY_MS,
  // Long enough for a new colleague to find the mail.
  invitation: 7 * DAY_MS,
} as const satisfies Partial<Record<MailTemplateName, number>>;

const lifetimes = new Map<string, number>(Object.entries(LINK_LIFETIMES_MS));

/** Whether a mail's link has expired at `at`: sending it then would only hand over a dead link. */
export function linkExpired(mail: { template: string; createdAt: Date }, at: number): boolean {
  const lifetime = lifetimes.get(mail.template);
  return lifetime !== undefined && mail.createdAt.getTime() + lifetime <= at;
}

/** What the outbox records for a mail whose link expired before it could be delivered. */
export const EXPIRED_LINK_ERROR =
  'Link expired before delivery: not retried; the customer asks for a new one';
