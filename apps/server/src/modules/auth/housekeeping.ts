import { SIGN_IN_HISTORY_RETENTION_DAYS } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import { deleteInBatches, retentionCutoff } from '../../lib/retention-loop.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { SignInsRepository } from './sign-ins.repository.ts';
import type { TwoFactorRepository } from './two-factor.repository.ts';

/** How often an instance clears out sessions and account links that can no longer be used. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes expired sessions, sign-in challenges and account links (verification, reset, email change) in the background
 * of every instance, hourly and once at start, so the tables hold what can still be used. Both are
 * refused once expired whether or not they are still stored; two instances deleting the same rows
 * is harmless. Sign-ins older than SIGN_IN_HISTORY_RETENTION_DAYS leave the history on the same pass,
 * in bounded batches.
 */
export function startAccountHousekeeping(
  {
    sessionsRepo,
    tokensRepo,
    signInsRepo,
    twoFactorRepo,
    now = Date.now,
  }: {
    sessionsRepo: Pick<SessionsRepository, 'pruneExpired'>;
    tokensRepo: Pick<AccountTokensRepository, 'pruneExpired'>;
    signInsRepo: Pick<SignInsRepository, 'pruneOlderThan'>;
    twoFactorRepo?: Pick<TwoFactorRepository, 'pruneExpiredChallenges'>;
    now?: () => number;
  },
  log: FastifyBaseLogger,
) {
  return startBackgroundLoop({
    name: 'account_housekeeping',
    async pass(stopped) {
      await sessionsRepo.pruneExpired();
      await tokensRepo.pruneExpired();
      await twoFactorRepo?.pruneExpiredChallenges();
      const before = retentionCutoff(now(), SIGN_IN_HISTORY_RETENTION_DAYS);
      await deleteInBatches((limit) => signInsRepo.pruneOlderThan(before, limit), stopped);
    },
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    passAtStart: true,
    log,
    failureMessage: 'account housekeeping pass failed',
  });
}
