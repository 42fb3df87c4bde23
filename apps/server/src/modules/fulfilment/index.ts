import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrderLaunchWrites, OrdersModule, OrderTimeline } from '../orders/index.ts';
import { createDocumentsService } from './documents.service.ts';
import { createFulfilmentRepository } from './fulfilment.repository.ts';
import { fulfilmentAdminRoutes } from './fulfilment.routes.ts';
import { createFulfilmentService } from './fulfilment.service.ts';
import { createLaunchBoardRepository } from './launch-board.repository.ts';
import { launchBoardRoutes } from './launch-board.routes.ts';
import { createLaunchBoardService } from './launch-board.service.ts';
import { createLaunchNotices } from './launch-notices.ts';
import { launchSignOffRoutes } from './launch-sign-off.routes.ts';
import { createLaunchSignOff } from './launch-sign-off.ts';
import { createOrderFilesRepository } from './order-files.repository.ts';
import { orderFilesRoutes } from './order-files.routes.ts';
import { createOrderFilesService } from './order-files.service.ts';
import { createProgressMailsRepository } from './progress-mails.repository.ts';
import { createProgressMails, startProgressMailer } from './progress-mails.ts';
import { startTrackRefresher } from './track-refresher.ts';
import { createUploadQuota } from './upload-quota.ts';
import { createWithdrawDeliverable } from './withdraw-deliverable.ts';

// What other modules use of this one.
export type { FulfilmentService } from './fulfilment.service.ts';
export type { OrderFilesRepository } from './order-files.repository.ts';
export type { OrderFilesService } from './order-files.service.ts';
export type { UploadQuota } from './upload-quota.ts';

export interface FulfilmentDeps {
  mail: Pick<MailModule, 'outbox'>;
  auth: Pick<AuthModule, 'users'>;
  orders: Pick<OrdersModule, 'reads' | 'transitions'> & { writes: OrderTimeline & OrderLaunchWrites };
}

/**
 * The launch of a paid order: its milestones, documents and files, the progress mails, the launch
 * board; the track refresher and progress mailer loops; the routes under `/api/orders` and `/api/admin`.
 */
export function createFulfilmentModule(platform: Platform, deps: FulfilmentDeps) {
  const { config, database, log, now, rateLimiter } = platform;
  const mail = deps.mail.outbox;
  const usersRepo = deps.auth.users;
  const ordersRepo = { ...deps.orders.reads, ...deps.orders.writes };
  const fulfilmentRepo = createFulfilmentRepository(database.db);
  const filesRepo = createOrderFilesRepository(database.db);
  const progress = createProgressMails({
    db: database.db,
    repo: createProgressMailsRepository(database.db),
    fulfilmentRepo,
    ordersRepo,
    usersRepo,
    mail,
    quietMs: config.mail.milestoneQuietMs,
    log,
    now,
  });
  const notices = createLaunchNotices({ mail, progress, usersRepo, ordersRepo, fulfilmentRepo, filesRepo });
  const service = createFulfilmentService({
    db: database.db,
    fulfilmentRepo,
    filesRepo,
    ordersRepo,
    transitions: deps.orders.transitions,
    notices,
    log,
    now,
  });
  const files = createOrderFilesService({ filesRepo });
  const uploadQuota = createUploadQuota({
    filesRepo,
    rateLimiter,
    limits: config.uploads,
    perUserHourly: config.rateLimits.uploadsPerUser,
  });
  platform.loops.register('launch_track_refresher', () => startTrackRefresher(service, log, filesRepo));
  platform.loops.register('launch_progress_mailer', () => startProgressMailer(progress, log));

  return {
    service,
    progress,
    filesRepo,
    files,
    uploadQuota,
    async routes(api: FastifyInstance) {
      await api.register(fulfilmentAdminRoutes, { fulfilment: service });
      await api.register(launchSignOffRoutes, {
        signOff: createLaunchSignOff({ fulfilment: service, fulfilmentRepo, ordersRepo, progress }),
      });
      await api.register(launchBoardRoutes, {
        board: createLaunchBoardService({ boardRepo: createLaunchBoardRepository(database.db) }),
      });
      await api.register(orderFilesRoutes, {
        documents: createDocumentsService({
          db: database.db,
          fulfilment: service,
          fulfilmentRepo,
          filesRepo,
          files,
          ordersRepo,
          rateLimiter,
          quota: uploadQuota,
        }),
        withdrawDeliverable: createWithdrawDeliverable({ db: database.db, ordersRepo, filesRepo, log }),
      });
    },
  };
}

export type FulfilmentModule = ReturnType<typeof createFulfilmentModule>;
