import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** How often an instance clears out sessions and account links that can no longer be used. */
const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes expired sessions and account links (verification, reset, email change) in the background
 * of every instance, hourly and once at start, so the tables hold what can still be used. Both are
 * refused once expired whether or not they are still stored; two instances deleting the same rows
 * is harmless.
 */
export function startAccountHousekeeping(
  {
    sessionsRepo,
    tokensRepo,
  }: {
    sessionsRepo: Pick<SessionsRepository, 'pruneExpired'>;
    tokensRepo: Pick<AccountTokensRepository, 'pruneExpired'>;
  },
  log: FastifyBaseLogger,
) {
  return startBackgroundLoop({
    name: 'account_housekeeping',
    async pass() {
      await sessionsRepo.pruneExpired();
      await tokensRepo.pruneExpired();
    },
    intervalMs: HOUSEKEEPING_INTERVAL_MS,
    passAtStart: true,
    log,
    failureMessage: 'account housekeeping pass failed',
  });
}
