import type { FastifyBaseLogger } from 'fastify';
import { type BackgroundLoop, startBackgroundLoop } from './background-loop.ts';

/** How often an instance deletes the records whose retention period is over. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** Rows one statement deletes at most: locks are held briefly, and a long backlog goes in steps. */
export const RETENTION_BATCH = 500;

const DAY_MS = 86_400_000;

/** The moment before which a record kept `days` is due for deletion at `now`. */
export function retentionCutoff(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

/**
 * Deletes one batch after another until a batch comes back short (nothing more is due) or the loop
 * is stopped; returns how many went. Each batch is one statement that skips rows another instance
 * holds, so instances running the same job at once delete disjoint rows and none waits.
 */
export async function deleteInBatches(
  deleteBatch: (limit: number) => Promise<number>,
  stopped: () => boolean = () => false,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = await deleteBatch(RETENTION_BATCH);
    deleted += count;
    if (count < RETENTION_BATCH || stopped()) return deleted;
  }
}

export interface RetentionLoopOptions {
  /** Names the job in the metrics (`contact_retention`, …). */
  name: string;
  /** What is deleted, in words, for the log: "contact messages". */
  records: string;
  /** The retention period, from packages/shared/src/retention.ts (the privacy notice states it). */
  days: number;
  /** Deletes at most `limit` records last touched before `before`; how many went. */
  deleteBatch: (before: Date, limit: number) => Promise<number>;
  now?: () => number;
  log: FastifyBaseLogger;
}

/**
 * A job that deletes, hourly and once at start, the records older than their retention period, in
 * bounded batches. A second instance running it at the same time deletes other rows or none.
 */
export function startRetentionLoop({
  name,
  records,
  days,
  deleteBatch,
  now = Date.now,
  log,
}: RetentionLoopOptions): BackgroundLoop {
  return startBackgroundLoop({
    name,
    async pass(stopped) {
      const before = retentionCutoff(now(), days);
      const deleted = await deleteInBatches((limit) => deleteBatch(before, limit), stopped);
      if (deleted > 0) log.info({ deleted, before }, `${records} deleted after their retention period`);
    },
    intervalMs: RETENTION_INTERVAL_MS,
    passAtStart: true,
    log,
    failureMessage: `${records} retention pass failed`,
  });
}
