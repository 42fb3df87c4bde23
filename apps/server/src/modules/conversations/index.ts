import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../lib/platform.ts';
import type { AuthModule } from '../auth/index.ts';
import type { FulfilmentModule } from '../fulfilment/index.ts';
import type { MailModule } from '../mail/index.ts';
import type { OrdersModule, OrderTimeline } from '../orders/index.ts';
import { createConversationNotices } from './conversation-notices.ts';
import { createConversationsRepository } from './conversations.repository.ts';
import { conversationsRoutes } from './conversations.routes.ts';
import { createConversationsService } from './conversations.service.ts';
import { createSupportQueueService } from './support-queue.service.ts';

export interface ConversationsDeps {
  mail: Pick<MailModule, 'outbox'>;
  auth: Pick<AuthModule, 'users'>;
  orders: Pick<OrdersModule, 'reads'> & { writes: OrderTimeline };
  /** The order's files (a message's attachment is one) and the upload quota they count against. */
  fulfilment: Pick<FulfilmentModule, 'filesRepo' | 'files' | 'uploadQuota'>;
}

/** The messages between a customer and the team about an order, and the support queue, under `/api`. */
export function createConversationsModule(platform: Platform, deps: ConversationsDeps) {
  const { config, database } = platform;
  const mail = deps.mail.outbox;
  const { filesRepo, files, uploadQuota } = deps.fulfilment;
  const conversationsRepo = createConversationsRepository(database.db);

  return {
    /** The messages a reconnecting live stream missed (`GET /api/events`). */
    missedMessages: conversationsRepo.listMessageChangesAfter,
    async routes(api: FastifyInstance) {
      await api.register(conversationsRoutes, {
        conversations: createConversationsService({
          db: database.db,
          conversationsRepo,
          orderReads: deps.orders.reads,
          filesRepo,
          files,
          notices: createConversationNotices({ mail, usersRepo: deps.auth.users, conversationsRepo }),
          rateLimiter: platform.rateLimiter,
          rateLimits: config.rateLimits,
          quota: uploadQuota,
        }),
        supportQueue: createSupportQueueService({ db: database.db, conversationsRepo }),
      });
    },
  };
}

export type ConversationsModule = ReturnType<typeof createConversationsModule>;
