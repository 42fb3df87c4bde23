import { linkLifetimeMs } from '../auth/account-links.ts';

/** Whether a mail's link has expired at `at`: sending it then would only hand over a dead link. */
export function linkExpired(mail: { template: string; createdAt: Date }, at: number): boolean {
  const lifetime = linkLifetimeMs(mail.template);
  return lifetime !== undefined && mail.createdAt.getTime() + lifetime <= at;
}

/** What the outbox records for a mail whose link expired before it could be delivered. */
export const EXPIRED_LINK_ERROR =
  'Link expired before delivery: not retried; the customer asks for a new one';
