import { CHANGE_EMAIL_TOKEN_TTL_MS } from '../auth/email-change.service.ts';
import { VERIFY_TOKEN_TTL_MS } from '../auth/email-verification.service.ts';
import { INVITATION_TOKEN_TTL_MS } from '../auth/invitations.ts';
import { RESET_TOKEN_TTL_MS } from '../auth/password-reset.service.ts';

/** How long the link of each mail that carries one stays valid, from when the mail was queued. */
const linkLifetimeMs: Partial<Record<string, number>> = {
  'password-reset': RESET_TOKEN_TTL_MS,
  'verify-email': VERIFY_TOKEN_TTL_MS,
  'confirm-email-change': CHANGE_EMAIL_TOKEN_TTL_MS,
  invitation: INVITATION_TOKEN_TTL_MS,
};

/** Whether a mail's link has expired at `at`: sending it then would only hand over a dead link. */
export function linkExpired(mail: { template: string; createdAt: Date }, at: number): boolean {
  const lifetime = linkLifetimeMs[mail.template];
  return lifetime !== undefined && mail.createdAt.getTime() + lifetime <= at;
}

/** What the outbox records for a mail whose link expired before it could be delivered. */
export const EXPIRED_LINK_ERROR =
  'Link expired before delivery: not retried; the customer asks for a new one';
