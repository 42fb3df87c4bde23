import {
  accountMessages,
  type changeEmailRequestSchema,
  type confirmEmailChangeRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { violatesUnique } from '../../db/errors.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { PasswordConfirmation } from '../../lib/password-confirmation.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { type AccountLinkMail, hashLinkToken, sendAccountLink } from './account-links.ts';
import { emailChanged, emailChangeRequested } from './account-notices.ts';
import type { UsersRepository } from './users.repository.ts';

interface Deps extends AccountLinkMail {
  db: Db;
  usersRepo: UsersRepository;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'accountMailPerEmail'>;
  passwordConfirmation: PasswordConfirmation;
}

/**
 * A stolen session must not become a way to guess the password, nor to move the account; a
 * Google-only account (no password) relies on its session.
 */
async function checkPassword(
  { passwordConfirmation }: Deps,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!user.passwordHash) return;
  await passwordConfirmation.confirm({ id: user.id, passwordHash: user.passwordHash }, password, {
    field: 'currentPassword',
    missing: accountMessages.currentPasswordNeeded,
    wrong: accountMessages.wrongCurrentPassword,
  });
}

/**
 * Applies the change from the link in the new mailbox, once: the account takes the new (now
 * verified) address, every other link and every session but `keepSession` (the browser that
 * opened the link, when it is signed in to this account) end, and the old address is told; in
 * one transaction. An account whose current address was never proved does not move.
 */
async function confirmChange(
  { db, usersRepo, tokensRepo, mail }: Deps,
  now: () => number,
  input: z.output<typeof confirmEmailChangeRequestSchema>,
  keepSession?: string,
): Promise<void> {
  const expired = () => fieldError('token', accountMessages.linkExpired);
  try {
    await db.transaction(async (tx) => {
      const used = await tokensRepo.consume(tx, 'change-email', hashLinkToken(input.token));
      if (!used) throw expired();
      const account = await usersRepo.findById(used.userId, tx);
      if (!account) throw expired();
      if (!account.emailVerifiedAt) {
        throw new AppError('conflict', accountMessages.emailChangeNeedsConfirmedEmail);
      }
      if (account.email === used.email) return;
      const holder = await usersRepo.findByEmail(used.email, tx);
      if (holder) throw new AppError('conflict', accountMessages.emailNoLongerFree);
      const changed = await usersRepo.changeEmail(tx, account.id, used.email);
      if (!changed) throw expired();
      await usersRepo.retireAccess(tx, account.id, keepSession);
      await mail.hook(emailChanged)(tx, {
        account,
        linkId: used.id,
        newEmail: used.email,
        at: new Date(now()),
      });
    });
  } catch (error) {
    // Taken between the check and the update by an account created at that moment.
    if (violatesUnique(error, 'users_email_key')) {
      throw new AppError('conflict', accountMessages.emailNoLongerFree);
    }
    throw error;
  }
}

/**
 * Changing one's email: the account keeps its address until the new one is proved by a link sent
 * to it, and the old address is told when the change applies. Whether another account holds the
 * new address is never said to the one asking: that address is told instead.
 */
export function createEmailChangeService(deps: Deps) {
  const { db, usersRepo, mail, typedAddress, rateLimiter, rateLimits } = deps;
  const now = deps.now ?? Date.now;
  return {
    /**
     * Mails a confirmation link to the new address; the answer is the same whether or not the
     * address belongs to another account (that address gets a notice instead of a link).
     */
    async requestChange(user: UserRow, input: z.output<typeof changeEmailRequestSchema>): Promise<string> {
      if (input.email === user.email) throw fieldError('email', accountMessages.sameEmail);
      // Whoever registered an address they do not own must not move the account to their own.
      if (!user.emailVerifiedAt)
        throw new AppError('conflict', accountMessages.emailChangeNeedsConfirmedEmail);
      await checkPassword(deps, user, input.currentPassword);
      refuseWhenLimited(
        await rateLimiter.hit(`change-email:user:${user.id}`, rateLimits.accountMailPerEmail),
      );

      await db.transaction(async (tx) => {
        // The current address hears of the request at once, while it can still stop it.
        await mail.hook(emailChangeRequested)(tx, {
          account: user,
          newEmail: input.email,
          at: new Date(now()),
        });
        // The new address is mailed through the typed-address sender, capped per mailbox: an
        // address that asks for nothing is not mailed more than a few times, by anyone.
        const holder = await usersRepo.findByEmail(input.email, tx);
        if (holder) {
          await typedAddress.send(tx, {
            key: `email-change-in-use:${user.id}:${now()}`,
            to: input.email,
            template: 'email-change-in-use',
            data: { email: input.email },
          });
          return;
        }
        // The newest link is the only one that works.
        await sendAccountLink(
          deps,
          tx,
          {
            template: 'confirm-email-change',
            user,
            to: input.email,
            onlyNewest: true,
            data: (token) => ({ token, newEmail: input.email }),
          },
          typedAddress.send,
        );
      });
      return accountMessages.emailChangeSent;
    },

    /** Applies the change from the link in the new mailbox, once (see `confirmChange`). */
    confirmChange: (input: z.output<typeof confirmEmailChangeRequestSchema>, keepSession?: string) =>
      confirmChange(deps, now, input, keepSession),
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
