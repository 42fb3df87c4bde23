import {
  type AssignThread,
  orderReference,
  type SupportQueue,
  type supportQueueQuerySchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConversationsRepository } from './conversations.repository.ts';

/**
 * The team's support queue: every order's conversation, those awaiting a reply first (the longest
 * waiting at the top), with who holds each and how many of the customer's messages no admin has read.
 */
export function createSupportQueueService({
  db,
  conversationsRepo,
}: {
  db: Db;
  conversationsRepo: ConversationsRepository;
}) {
  return {
    async list(admin: UserRow, query: z.output<typeof supportQueueQuerySchema>): Promise<SupportQueue> {
      const [rows, counts] = await Promise.all([
        conversationsRepo.queue({
          awaitingOnly: query.filter === 'awaiting',
          assigneeId: query.filter === 'mine' ? admin.id : null,
          limit: query.limit,
        }),
        conversationsRepo.queueCounts(),
      ]);
      return {
        threads: rows.map((row) => ({
          orderId: row.orderId,
          reference: orderReference(row.orderId),
          packageName: row.packageName,
          customerName: row.customerName,
          customerEmail: row.customerEmail,
          awaitingReplySince: row.awaitingReplySince?.toISOString() ?? null,
          lastMessageAt: row.lastMessageAt.toISOString(),
          lastMessage: row.lastMessage,
          unreadCount: row.unreadCount,
          assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? 'Admin' } : null,
        })),
        ...counts,
      };
    },

    /** Takes the conversation for this admin, or leaves it to anyone. */
    async assign(admin: UserRow, orderId: string, change: AssignThread): Promise<void> {
      const found = isGuid(orderId) ? await conversationsRepo.findThread(orderId) : undefined;
      if (!found) throw new AppError('not_found', 'This order has no conversation yet');
      await db.transaction((tx) =>
        conversationsRepo.assign(tx, orderId, change.assignee === 'me' ? admin.id : null),
      );
    },
  };
}

export type SupportQueueService = ReturnType<typeof createSupportQueueService>;
