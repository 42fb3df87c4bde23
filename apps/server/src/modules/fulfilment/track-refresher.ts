import { isOrderInWork } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundLoop } from '../../lib/background-loop.ts';
import { type LaunchChanges, type LaunchDeps, launchToday } from './launch-changes.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

// Keeping tracks current when nobody touches the order, and sweeping uploads that never completed.

export function createTrackRefresh(deps: LaunchDeps, { recompute }: Pick<LaunchChanges, 'recompute'>) {
  const { db, fulfilmentRepo, ordersRepo, log } = deps;
  return {
    /**
     * Recomputes open orders whose track was last computed on an earlier day: an overdue step moves
     * the date every day even when nobody touches the order. Safe on several instances at once.
     */
    async refreshStaleTracks(limit = 50): Promise<number> {
      const ids = await fulfilmentRepo.listStaleTracks(launchToday(deps), limit);
      for (const id of ids) {
        try {
          await db.transaction(async (tx) => {
            const order = await ordersRepo.lockById(tx, id);
            if (!order || !isOrderInWork(order.status)) return;
            await recompute(tx, order);
            await ordersRepo.notifyChange(tx, order.id, 'track');
          });
        } catch (error) {
          log.warn({ err: error, orderId: id }, 'launch track refresh failed');
        }
      }
      return ids.length;
    },
  };
}

/** Uploads that have not completed after this long were dropped; their rows are swept away. */
export const INCOMPLETE_FILE_MAX_AGE_MS = 60 * 60_000;

/**
 * Recomputes stale tracks, and removes the bytes of uploads that never completed, in the background
 * of every instance.
 */
export function startTrackRefresher(
  fulfilment: { refreshStaleTracks(limit: number): Promise<number> },
  log: FastifyBaseLogger,
  filesRepo: Pick<OrderFilesRepository, 'sweepIncomplete'>,
  intervalMs = 10 * 60_000,
) {
  return startBackgroundLoop({
    name: 'launch_track_refresher',
    async pass() {
      await filesRepo.sweepIncomplete(new Date(Date.now() - INCOMPLETE_FILE_MAX_AGE_MS));
      // A bounded number of full batches per pass, so an order that keeps failing cannot spin it.
      for (let batch = 0; batch < 20 && (await fulfilment.refreshStaleTracks(50)) === 50; batch++) {}
    },
    intervalMs,
    passAtStart: true,
    log,
    failureMessage: 'launch track refresh pass failed',
  });
}
