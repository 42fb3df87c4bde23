import {
  type acceptInvitationRequestSchema,
  accountMessages,
  type forgotPasswordRequestSchema,
  type resetPasswordRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../lib/app-error.ts';
import { passwordRecheckKey } from '../../lib/password-confirmation.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { clearSignInThrottling } from '../../lib/sign-in-throttle.ts';
import type { MailOutbox } from '../mail/index.ts';
import { type AccountLinkMail, hashLinkToken, sendAccountLink } from './account-links.ts';
import { passwordChanged } from './account-notices.ts';
import type { AccountHandover, UsersRepository } from './users.repository.ts';

/** Queues the "your password was changed" notice in the transaction that changed it. */
export function notifyPasswordChanged(mail: MailOutbox, tx: Queryable, user: UserRow, at: Date) {
  return mail.hook(passwordChanged)(tx, { account: user, at });
}

interface Deps extends AccountLinkMail {
  db: Db;
  usersRepo: UsersRepository;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'accountMailPerIp'>;
  /** Clears what an earlier holder left when a reset proves an address nobody had proved. */
  onAddressTakenOver?: AccountHandover;
  now?: () => number;
}

export function createPasswordResetService(deps: Deps) {
  const { db, usersRepo, tokensRepo, mail, rateLimiter, rateLimits, onAddressTakenOver } = deps;
  const now = deps.now ?? Date.now;
  async function setPasswordFromLink(
    purpose: 'password-reset' | 'invitation',
    input: z.output<typeof resetPasswordRequestSchema>,
    address?: string,
  ): Promise<void> {
    const expired = () => fieldError('token', accountMessages.linkExpired);
    const user = await db.transaction(async (tx) => {
      const used = await tokensRepo.consume(tx, purpose, hashLinkToken(input.token));
      if (!used) throw expired();
      const account = await usersRepo.findById(used.userId, tx);
      // The address changed since the link was sent: the link belonged to the old mailbox.
      if (!account || account.email !== used.email) throw expired();
      // A refused password rolls the transaction back: the link still works for a better one.
      assertAcceptablePassword(input.password, account, 'password');
      const passwordHash = await hashPassword(input.password);
      // Ends every session and retires every other link of the account (an email change asked
      // for by whoever held it before included).
      await usersRepo.setPassword(tx, account.id, passwordHash);
      // The link reached the mailbox, which proves the address.
      const updated = await usersRepo.markEmailVerified(tx, account.id, account.email);
      if (!updated) throw expired();
      // Nobody had proved the address: whoever registered it before its owner leaves nothing behind.
      if (purpose === 'password-reset' && !account.emailVerifiedAt) await onAddressTakenOver?.(tx, updated);
      // An invitee chose their first password: nothing was changed behind their back.
      if (purpose === 'password-reset') await notifyPasswordChanged(mail, tx, updated, new Date(now()));
      return updated;
    });
    // The link proves the mailbox: its owner may sign in again from here at once.
    await clearSignInThrottling(rateLimiter, user.email, address);
    await rateLimiter.reset(passwordRecheckKey(user.id));
  }

  return {
    /**
     * Mails a reset link to the account with this email. The answer is the same whether or not
     * the account exists (no enumeration); an address asked for too often quietly gets no more.
     */
    async requestReset(input: z.output<typeof forgotPasswordRequestSchema>, ip: string): Promise<void> {
      refuseWhenLimited(await rateLimiter.hit(`account-mail:ip:${ip}`, rateLimits.accountMailPerIp));
      const user = await usersRepo.findByEmail(input.email);
      if (!user) return;
      // The address may be unproved: the link goes through the typed-address sender, capped per mailbox.
      await db.transaction((tx) =>
        sendAccountLink(
          deps,
          tx,
          { template: 'password-reset', user, to: user.email, data: (token) => ({ token }) },
          deps.typedAddress.send,
        ),
      );
    },

    /**
     * Sets the new password from a reset link: the token is used up, every other link of the
     * account (reset, verification, email change, invitation) retired, every session ended and
     * sign-in throttling of the address cleared, and the account is told by mail; all or nothing.
     */
    resetPassword(input: z.output<typeof resetPasswordRequestSchema>, address?: string): Promise<void> {
      return setPasswordFromLink('password-reset', input, address);
    },

    /** The first password of an account the team opened, from its invitation link; as a reset. */
    acceptInvitation(input: z.output<typeof acceptInvitationRequestSchema>, address?: string): Promise<void> {
      return setPasswordFromLink('invitation', input, address);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
