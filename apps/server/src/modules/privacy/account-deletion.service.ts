import {
  type AccountDeletion,
  type AccountDeletionRequest,
  GOOGLE_CONFIRMATION_MAX_AGE_MINUTES,
  isOrderInWork,
  privacyMessages,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { PasswordConfirmation } from '../../lib/password-confirmation.ts';
import type { FirebaseTokenVerifier, UserReads } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { AccountDeletionsRepository } from './account-deletions.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';
import { deletionCancelled, deletionScheduled } from './privacy-notices.ts';

export interface AccountDeletionDeps {
  db: Db;
  deletionsRepo: AccountDeletionsRepository;
  mail: Pick<MailOutbox, 'hook'>;
  usersRepo: Pick<UserReads, 'findById'>;
  log: FastifyBaseLogger;
  /** Between the request and the deletion (ACCOUNT_DELETION_DELAY_DAYS, 7 days). */
  delayMs: number;
  /** Verifies Google ID tokens as sign-in does; present only when Google sign-in is configured. */
  google?: FirebaseTokenVerifier;
  /** The one step that re-asks a signed-in account its password. */
  passwordConfirmation: PasswordConfirmation;
  now?: () => number;
}

type Clock = () => Date;

/**
 * Proves that the person asking holds the account: its password, or for an account without one,
 * a Google sign-in to the account's address within the last few minutes (its `auth_time`), the
 * ID token verified as sign-in verifies it.
 */
async function confirm(
  { google, passwordConfirmation }: AccountDeletionDeps,
  now: Clock,
  user: UserRow,
  confirmation: AccountDeletionRequest,
): Promise<void> {
  if ('password' in confirmation) {
    if (!user.passwordHash) throw fieldError('password', privacyMessages.deletionNoPassword);
    await passwordConfirmation.confirm(
      { id: user.id, passwordHash: user.passwordHash },
      confirmation.password,
      {
        field: 'password',
        missing: privacyMessages.deletionWrongPassword,
        wrong: privacyMessages.deletionWrongPassword,
      },
    );
    return;
  }
  if (!google) throw new AppError('not_configured', privacyMessages.deletionGoogleUnavailable);
  const identity = await google.verify(confirmation.idToken);
  if (identity.email !== user.email) {
    throw fieldError('idToken', privacyMessages.deletionGoogleOtherAccount);
  }
  const signedInAt = identity.authTime * 1000;
  if (now().getTime() - signedInAt > GOOGLE_CONFIRMATION_MAX_AGE_MINUTES * 60_000) {
    throw fieldError('idToken', privacyMessages.deletionGoogleStale);
  }
}

async function refuseWhileInWork(deletionsRepo: AccountDeletionsRepository, tx: Queryable, userId: string) {
  const statuses = await deletionsRepo.orderStatuses(tx, userId);
  if (statuses.some(isOrderInWork)) throw new AppError('conflict', privacyMessages.deletionOrderInWork);
}

/** Cancels the scheduled deletion, recorded and mailed; false when none was scheduled. */
async function cancelDeletion(
  { db, deletionsRepo, mail, usersRepo }: AccountDeletionDeps,
  now: Clock,
  user: UserRow,
  outcome: 'customer' | 'sign-in',
): Promise<boolean> {
  const at = now();
  return db.transaction(async (tx) => {
    const closed = await deletionsRepo.close(tx, user.id, { status: 'cancelled', outcome, at });
    if (!closed) return false;
    await recordPrivacyEvent(tx, {
      userId: user.id,
      kind: 'deletion',
      action: 'cancelled',
      actor: user.id,
      detail: { deletionId: closed.id, by: outcome },
      at,
    });
    await mail.hook(deletionCancelled, usersRepo)(tx, {
      user,
      deletionId: closed.id,
      bySignIn: outcome === 'sign-in',
    });
    return true;
  });
}

/** Carries out one due deletion in one transaction; false when none is due. */
async function carryOutNext({ db, deletionsRepo }: AccountDeletionDeps, now: Clock): Promise<boolean> {
  const at = now();
  return db.transaction(async (tx) => {
    const due = await deletionsRepo.claimDue(tx, at);
    if (!due) return false;
    // Bought again while the deletion waited (the launch under way comes first), or left the only
    // owner meanwhile (the shop keeps one): refused, not carried out. The stored outcome keeps its
    // first name, `last-admin`.
    const refusal = (await deletionsRepo.wouldLeaveNoOwner(tx, due.userId))
      ? 'last-admin'
      : (await deletionsRepo.orderStatuses(tx, due.userId)).some(isOrderInWork)
        ? 'order-in-work'
        : undefined;
    if (refusal) {
      await deletionsRepo.close(tx, due.userId, { status: 'refused', outcome: refusal, at });
      await recordPrivacyEvent(tx, {
        userId: due.userId,
        kind: 'deletion',
        action: 'refused',
        actor: 'system',
        detail: { deletionId: due.id, reason: refusal },
        at,
      });
      return true;
    }
    const erased = await deletionsRepo.erase(tx, due.userId);
    await deletionsRepo.markCompleted(tx, due.id, at);
    await recordPrivacyEvent(tx, {
      userId: due.userId,
      kind: 'deletion',
      action: 'completed',
      actor: 'system',
      detail: { deletionId: due.id, erased },
      at,
    });
    return true;
  });
}

/** Schedules the deletion, confirmed with the password or a fresh Google sign-in. */
async function scheduleDeletion(
  deps: AccountDeletionDeps,
  now: Clock,
  user: UserRow,
  confirmation: AccountDeletionRequest,
): Promise<AccountDeletion> {
  const { db, deletionsRepo, mail, usersRepo, delayMs } = deps;
  await confirm(deps, now, user, confirmation);
  const at = now();
  const scheduledFor = new Date(at.getTime() + delayMs);
  return db.transaction(async (tx) => {
    if (await deletionsRepo.wouldLeaveNoOwner(tx, user.id)) {
      throw new AppError('conflict', privacyMessages.deletionLastOwner);
    }
    await refuseWhileInWork(deletionsRepo, tx, user.id);
    const row = await deletionsRepo.schedule(tx, user.id, { scheduledFor, at });
    if (!row) throw new AppError('conflict', privacyMessages.deletionAlreadyScheduled);
    await recordPrivacyEvent(tx, {
      userId: user.id,
      kind: 'deletion',
      action: 'scheduled',
      actor: user.id,
      detail: { deletionId: row.id, scheduledFor: scheduledFor.toISOString() },
      at,
    });
    await mail.hook(deletionScheduled, usersRepo)(tx, { user, deletionId: row.id, scheduledFor });
    return { scheduledFor: scheduledFor.toISOString() };
  });
}

/** Deleting one's account: scheduled a week ahead, cancellable, then carried out by a job. */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  const { deletionsRepo, log } = deps;
  const now: Clock = () => new Date(deps.now?.() ?? Date.now());

  return {
    /** Schedules the deletion, confirmed with the password or a fresh Google sign-in. */
    schedule: (user: UserRow, confirmation: AccountDeletionRequest) =>
      scheduleDeletion(deps, now, user, confirmation),

    async scheduled(user: UserRow): Promise<AccountDeletion | null> {
      const row = await deletionsRepo.findScheduled(user.id);
      return row ? { scheduledFor: row.scheduledFor.toISOString() } : null;
    },

    /** The customer changes their mind from the account page. */
    async cancel(user: UserRow): Promise<void> {
      if (!(await cancelDeletion(deps, now, user, 'customer')))
        throw new AppError('not_found', privacyMessages.deletionNotScheduled);
    },

    /** Signing in keeps the account: a scheduled deletion is cancelled. */
    async cancelOnSignIn(user: UserRow): Promise<void> {
      // A plain read first: nearly every sign-in has nothing to cancel.
      if (await deletionsRepo.findScheduled(user.id)) await cancelDeletion(deps, now, user, 'sign-in');
    },

    /** One pass of the job: carries out every deletion that is due, one transaction each. */
    async carryOutDue(stopped: () => boolean = () => false): Promise<number> {
      let done = 0;
      while (!stopped() && (await carryOutNext(deps, now))) done += 1;
      if (done > 0) log.info({ done }, 'account deletions carried out');
      return done;
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
