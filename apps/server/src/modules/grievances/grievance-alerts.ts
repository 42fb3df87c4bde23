import { DEADLINE_ALERT_HOURS } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import type { GrievanceNotices } from './grievance-notices.ts';
import type { GrievanceClock, GrievancesRepository } from './grievances.repository.ts';

/** How often an instance looks for complaints whose deadline is near. */
const ALERT_INTERVAL_MS = 60_000;
const BATCH = 50;

interface Deps {
  db: Db;
  grievancesRepo: Pick<GrievancesRepository, 'claimDeadlineAlerts' | 'markAlerted'>;
  notices: Pick<GrievanceNotices, 'deadlineNear'>;
  now: () => number;
}

/**
 * Alerts the team once for each deadline of a complaint that is less than 12 hours away with its
 * step not done (one that passed unnoticed, too). Each alert is queued and marked in one transaction
 * on rows claimed with SKIP LOCKED, so several instances never alert twice. Returns how many.
 */
export async function alertNearDeadlines({ db, grievancesRepo, notices, now }: Deps): Promise<number> {
  const horizon = new Date(now() + DEADLINE_ALERT_HOURS * 3_600_000);
  let alerted = 0;
  for (const clock of ['acknowledge', 'resolve'] as GrievanceClock[]) {
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const due = await grievancesRepo.claimDeadlineAlerts(tx, clock, horizon, BATCH);
        for (const grievance of due) {
          await notices.deadlineNear(tx, grievance, clock);
          await grievancesRepo.markAlerted(tx, grievance.id, clock, new Date(now()));
        }
        return due.length;
      });
      alerted += count;
      if (count < BATCH) break;
    }
  }
  return alerted;
}

/** Runs `alertNearDeadlines` every minute in the background of each instance. */
export function startGrievanceAlerts(deps: Deps, log: FastifyBaseLogger) {
  return startBackgroundLoop({
    name: 'grievance_alerts',
    pass: async () => void (await alertNearDeadlines(deps)),
    intervalMs: ALERT_INTERVAL_MS,
    passAtStart: true,
    log,
    failureMessage: 'complaint deadline alerts failed',
  });
}
