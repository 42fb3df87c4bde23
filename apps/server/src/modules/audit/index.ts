import { STAFF_ACTIONS_RETENTION_YEARS } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runCommitStepsInTransactions } from '../../db/request-transactions.ts';
import type { Platform } from '../../lib/platform.ts';
import { startRetentionLoop } from '../../lib/retention-loop.ts';
import { createAuditRepository } from './audit.repository.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { staffActionRecorder } from './staff-action-recorder.ts';

// What other modules use of this one.
export type { AuditService } from './audit.service.ts';
export { staffActionOfRoute } from './staff-action-routes.ts';

/** Days of the retention loop's cutoff; the database's own bound (whole years) is the stricter. */
const RETENTION_DAYS = STAFF_ACTIONS_RETENTION_YEARS * 365;

/**
 * The audit trail of staff actions (decision 036): a plugin that records every staff route that
 * writes in the transaction of its change, the Activity tab's routes, and a loop deleting entries
 * past their retention period (`staff_actions_retention`).
 */
export function createAuditModule(platform: Platform) {
  const { database } = platform;
  runCommitStepsInTransactions(database.db);
  const auditRepo = createAuditRepository(database.db);
  const service = createAuditService(auditRepo);
  platform.loops.register('staff_actions_retention', () =>
    startRetentionLoop({
      name: 'staff_actions_retention',
      records: 'staff actions',
      days: RETENTION_DAYS,
      deleteBatch: auditRepo.deleteExpired,
      now: platform.now,
      log: platform.log,
    }),
  );

  return {
    service,
    /** Registered on the root before the routes, so that its hooks see every staff route. */
    recorder: fp(async (app: FastifyInstance) => {
      await app.register(staffActionRecorder, { db: database.db, audit: auditRepo });
    }),
    async routes(api: FastifyInstance) {
      await api.register(auditRoutes, { audit: service });
    },
  };
}

export type AuditModule = ReturnType<typeof createAuditModule>;
