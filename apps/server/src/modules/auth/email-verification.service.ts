import { accountMessages, type verifyEmailRequestSchema } from '@launchpad/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../lib/app-error.ts';
import { type AccountLinkMail, hashLinkToken, sendAccountLink } from './account-links.ts';
import type { UsersRepository } from './users.repository.ts';

/**
 * Queues a verification link for the account's address within the caller's transaction; with
 * `refuse`, a mailbox that had its share of such mails is a 429 rather than a quiet no.
 */
export function sendVerificationLink(
  deps: AccountLinkMail,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'email'>,
  { refuse = false }: { refuse?: boolean } = {},
): Promise<boolean> {
  return sendAccountLink(
    deps,
    tx,
    { template: 'verify-email', user, to: user.email, data: (token) => ({ token }) },
    (tx, mail) => deps.typedAddress.send(tx, mail, { refuse }),
  );
}

interface Deps extends AccountLinkMail {
  db: Db;
  usersRepo: UsersRepository;
}

export function createEmailVerificationService(deps: Deps) {
  const { db, usersRepo, tokensRepo } = deps;
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

    /** "Resend" on the dashboard: a fresh link, a few per mailbox per window (then a 429). */
    async resend(user: UserRow): Promise<string> {
      if (user.emailVerifiedAt) return accountMessages.alreadyVerified;
      await db.transaction((tx) => sendVerificationLink(deps, tx, user, { refuse: true }));
      return accountMessages.verificationSent;
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
