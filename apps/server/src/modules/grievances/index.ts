import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrdersModule } from '../orders/index.ts';
import { startGrievanceAlerts } from './grievance-alerts.ts';
import { createGrievanceNotices } from './grievance-notices.ts';
import { createGrievancesRepository } from './grievances.repository.ts';
import { grievancesRoutes } from './grievances.routes.ts';
import { createGrievancesService } from './grievances.service.ts';

// What other modules use of this one.
export type { GrievancesService } from './grievances.service.ts';

export interface GrievancesDeps {
  mail: Pick<MailModule, 'outbox' | 'typedAddress'>;
  orders: Pick<OrdersModule, 'reads'>;
}

/** Complaints to the grievance officer, their deadline alerts (a loop) and their routes under `/api`. */
export function createGrievancesModule(platform: Platform, deps: GrievancesDeps) {
  const { config, database, log } = platform;
  const grievancesRepo = createGrievancesRepository(database.db);
  const notices = createGrievanceNotices({
    mail: deps.mail.outbox,
    typedAddress: deps.mail.typedAddress,
    officer: config.grievanceOfficer?.name ?? null,
  });
  const now = platform.now ?? Date.now;
  const service = createGrievancesService({
    db: database.db,
    grievancesRepo,
    orderReads: deps.orders.reads,
    notices,
    rateLimiter: platform.rateLimiter,
    rateLimits: config.rateLimits,
    now,
  });
  platform.loops.register('grievance_alerts', () =>
    startGrievanceAlerts({ db: database.db, grievancesRepo, notices, now }, log),
  );

  return {
    service,
    async routes(api: FastifyInstance) {
      await api.register(grievancesRoutes, { grievances: service });
    },
  };
}

export type GrievancesModule = ReturnType<typeof createGrievancesModule>;
