import type { Db } from '../../db/client.ts';
import type { Cursor } from '../../db/cursor-paging.ts';
import { listMessageChangesAfter, notifyMessage } from './message-changes.repository.ts';
import {
  attachmentOf,
  countUnread,
  firstUnread,
  insertMessage,
  listMessages,
  lockThread,
  type MessageSide,
  markRead,
  recordMessage,
  unreadOfCustomer,
} from './messages.repository.ts';
import { adminEmail, assign, findThread, queue, queueCounts } from './support-queue.repository.ts';

// The conversations of orders: the only SQL on `order_threads` and `order_messages`, gathered from
// the messages of one thread, their live changes and the team's support queue into one repository.

export type { MessageRecord, MessageSide, NewMessage } from './messages.repository.ts';
export type { QueueRow } from './support-queue.repository.ts';

export function createConversationsRepository(db: Db) {
  return {
    lockThread,
    insertMessage,
    recordMessage,
    firstUnread,
    listMessages: (orderId: string, options: { internal: boolean }) => listMessages(db, orderId, options),
    countUnread: (orderId: string, side: MessageSide) => countUnread(db, orderId, side),
    markRead: (orderId: string, side: MessageSide) => markRead(db, orderId, side),
    attachmentOf: (orderId: string, fileId: string, options: { internal: boolean }) =>
      attachmentOf(db, orderId, fileId, options),
    unreadOfCustomer: (userId: string) => unreadOfCustomer(db, userId),
    findThread: (orderId: string) => findThread(db, orderId),
    assign,
    queue: (input: Parameters<typeof queue>[1]) => queue(db, input),
    queueCounts: () => queueCounts(db),
    adminEmail,
    notifyMessage,
    listMessageChangesAfter: (after: Cursor, userId: string | null, limit: number) =>
      listMessageChangesAfter(db, after, userId, limit),
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
