import { accountMessages, type verifyEmailRequestSchema } from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { MailOutbox } from '../mail/index.ts';
import { hashLinkToken, sendAccountLink } from './account-links.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';
import type { UsersRepository } from './users.repository.ts';

/** Queues a verification link for the account's address within the caller's transaction. */
export function sendVerificationLink(
  deps: { tokensRepo: AccountTokensRepository; mail: MailOutbox; now?: () => number },
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'name' | 'email'>,
): Promise<void> {
  return sendAccountLink(deps, tx, {
    template: 'verify-email',
    user,
    to: user.email,
    data: (token) => ({ name: user.name, token }),
  });
}

interface Deps {
  db: Db;
  usersRepo: UsersRepository;
  tokensRepo: AccountTokensRepository;
  mail: MailOutbox;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'accountMailPerEmail'>;
  now?: () => number;
}

export function createEmailVerificationService(deps: Deps) {
  const { db, usersRepo, tokensRepo, rateLimiter, rateLimits } = deps;
  return {
    /**
     * Confirms the address a link was sent to, if it still belongs to that account. The mailbox's
     * owner just proved the account is theirs: every other link of it and every session but
     * `keepSession` (the browser that opened the link, when signed in to this account) end.
     */
    async verify(input: z.output<typeof verifyEmailRequestSchema>, keepSession?: string): Promise<void> {
      await db.transaction(async (tx) => {
        const used = await tokensRepo.consume(tx, 'verify-email', hashLinkToken(input.token));
        const verified = used && (await usersRepo.markEmailVerified(tx, used.userId, used.email));
        if (!verified) {
          throw fieldError('token', accountMessages.linkExpired);
        }
        await usersRepo.retireAccess(tx, verified.id, keepSession);
      });
    },

    /** "Resend" on the dashboard: a fresh link, a few per address per window. */
    async resend(user: UserRow): Promise<string> {
      if (user.emailVerifiedAt) return accountMessages.alreadyVerified;
      refuseWhenLimited(
        await rateLimiter.hit(`account-mail:email:${user.email}`, rateLimits.accountMailPerEmail),
      );
      await db.transaction((tx) => sendVerificationLink(deps, tx, user));
      return accountMessages.verificationSent;
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
