import type {
  MessageAttachment,
  OrderMessages,
  StaffMessage,
  StaffThread,
  UnreadMessages,
} from '@launchpad/shared';
import { orderReference } from '@launchpad/shared';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IncomingFile, OutgoingFile } from '../../lib/file-transfer.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { OrderFilesRepository, OrderFilesService, UploadQuota } from '../fulfilment/index.ts';
import type { OrderReads } from '../orders/index.ts';
import type { ConversationNotices } from './conversation-notices.ts';
import type { ConversationsRepository, MessageRecord, MessageSide } from './conversations.repository.ts';

interface Deps {
  db: Db;
  conversationsRepo: ConversationsRepository;
  orderReads: OrderReads;
  filesRepo: Pick<OrderFilesRepository, 'complete' | 'find'>;
  files: Pick<OrderFilesService, 'receive' | 'discard' | 'stream'>;
  notices: ConversationNotices;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'orderMessagesPerUser'>;
  quota: UploadQuota;
}

/** What a message says and carries, once read from the request. */
export interface MessageInput {
  body: string;
  internal?: boolean;
  file?: IncomingFile;
}

const orderNotFound = () => new AppError('not_found', 'Order not found');
const fileNotFound = () => new AppError('not_found', 'File not found');

function toAttachments(record: MessageRecord): MessageAttachment[] {
  return record.file ? [record.file] : [];
}

function toStaffMessage(record: MessageRecord): StaffMessage {
  return {
    id: record.id,
    author: record.authorRole,
    authorName: record.authorName ?? (record.authorRole === 'staff' ? 'Launchpad team' : 'Customer'),
    body: record.body,
    attachments: toAttachments(record),
    createdAt: record.createdAt.toISOString(),
    internal: record.internal,
  };
}

/** The customer's own order, or the 404 of an order that does not exist. */
async function ownOrder(orderReads: OrderReads, user: UserRow, orderId: string): Promise<OrderRow> {
  if (!isGuid(orderId)) throw orderNotFound();
  const order = await orderReads.findById(orderId);
  if (!order || order.userId !== user.id) throw orderNotFound();
  return order;
}

/** Any order, for the team. */
async function anyOrder(orderReads: OrderReads, orderId: string): Promise<OrderRow> {
  const order = isGuid(orderId) ? await orderReads.findById(orderId) : undefined;
  if (!order) throw orderNotFound();
  return order;
}

/**
 * Stores the attachment first (streamed, outside the transaction, once the order's quota and the
 * author's hour have room for it), then the message with it.
 */
async function post(deps: Deps, author: UserRow, order: OrderRow, side: MessageSide, input: MessageInput) {
  const { db, conversationsRepo, filesRepo, files, notices, quota } = deps;
  const internal = side === 'staff' && input.internal === true;
  if (input.file) {
    try {
      await quota.admit(author, order.id);
    } catch (error) {
      input.file.file.resume();
      throw error;
    }
  }
  const received = input.file
    ? await files.receive(input.file, {
        orderId: order.id,
        purpose: 'message',
        kind: 'attachment',
        uploadedBy: author.id,
      })
    : undefined;
  try {
    const id = await db.transaction(async (tx) => {
      const thread = await conversationsRepo.lockThread(tx, order.id);
      if (received) {
        await filesRepo.complete(tx, received.fileId, received.size);
        await quota.settle(tx, author, order.id);
      }
      const message = await conversationsRepo.insertMessage(tx, {
        orderId: order.id,
        authorId: author.id,
        authorRole: side,
        internal,
        body: input.body,
        fileId: received?.fileId ?? null,
      });
      await conversationsRepo.recordMessage(tx, order.id, { side, internal, at: message.createdAt });
      await notices.afterMessage(tx, {
        id: message.id,
        order,
        author,
        side,
        internal,
        body: input.body,
        at: message.createdAt,
        assigneeId: thread.assigneeId,
      });
      return message.id;
    });
    // Counted once kept; a count that fails to reach the limiter loses one count, never the message.
    if (received) await quota.accepted(author).catch(() => {});
    const record = (await conversationsRepo.listMessages(order.id, { internal: true })).find(
      (m) => m.id === id,
    );
    if (!record) throw new Error('the message just written was not found');
    return toStaffMessage(record);
  } catch (error) {
    if (received) await files.discard(received.fileId);
    throw error;
  }
}

/** An attachment of the order's conversation, internal notes' ones only when `internal`. */
async function attachment(
  { conversationsRepo, filesRepo, files }: Deps,
  orderId: string,
  fileId: string,
  internal: boolean,
): Promise<OutgoingFile> {
  if (!isGuid(fileId) || !(await conversationsRepo.attachmentOf(orderId, fileId, { internal }))) {
    throw fileNotFound();
  }
  const file = await filesRepo.find(orderId, fileId);
  if (!file) throw fileNotFound();
  return {
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.size,
    body: files.stream(file.id),
  };
}

/** The customer's side of their orders' conversations. */
function createCustomerSide(deps: Deps) {
  const { conversationsRepo, orderReads, rateLimiter, rateLimits } = deps;

  return {
    /** Checks that the customer may write on this order, before any byte of an attachment is read. */
    async prepareCustomerMessage(user: UserRow, orderId: string): Promise<void> {
      await ownOrder(orderReads, user, orderId);
      refuseWhenLimited(
        await rateLimiter.hit(`order-messages:user:${user.id}`, rateLimits.orderMessagesPerUser),
        'You have sent many messages in a short time. Please wait a few minutes before writing again.',
      );
    },

    /** The customer's conversation, oldest first, without internal notes; reading it marks it read. */
    async listForCustomer(user: UserRow, orderId: string): Promise<OrderMessages> {
      const order = await ownOrder(orderReads, user, orderId);
      const [records, unreadCount] = await Promise.all([
        conversationsRepo.listMessages(order.id, { internal: false }),
        conversationsRepo.countUnread(order.id, 'customer'),
      ]);
      if (unreadCount > 0) await conversationsRepo.markRead(order.id, 'customer');
      return {
        messages: records.map((record) => {
          const { internal: _internal, ...message } = toStaffMessage(record);
          return message;
        }),
        unreadCount,
      };
    },

    async postByCustomer(user: UserRow, orderId: string, input: MessageInput) {
      const order = await ownOrder(orderReads, user, orderId);
      const { internal: _internal, ...message } = await post(deps, user, order, 'customer', {
        ...input,
        internal: false,
      });
      return message;
    },

    /** The customer's orders with replies they have not read. */
    async unreadForCustomer(user: UserRow): Promise<UnreadMessages> {
      const rows = await conversationsRepo.unreadOfCustomer(user.id);
      return {
        total: rows.reduce((sum, row) => sum + row.count, 0),
        orders: rows.map((row) => ({ ...row, reference: orderReference(row.orderId) })),
      };
    },

    customerAttachment: async (user: UserRow, orderId: string, fileId: string) =>
      attachment(deps, (await ownOrder(orderReads, user, orderId)).id, fileId, false),
  };
}

/** The team's side of every order's conversation, internal notes included. */
function createStaffSide(deps: Deps) {
  const { conversationsRepo, orderReads } = deps;

  return {
    /** The whole conversation for the team, internal notes included; reading it marks it read by the team. */
    async listForStaff(orderId: string): Promise<StaffThread> {
      const order = await anyOrder(orderReads, orderId);
      const [records, thread] = await Promise.all([
        conversationsRepo.listMessages(order.id, { internal: true }),
        conversationsRepo.findThread(order.id),
      ]);
      if (thread) await conversationsRepo.markRead(order.id, 'staff');
      return {
        messages: records.map(toStaffMessage),
        assignee: thread?.assigneeId ? { id: thread.assigneeId, name: thread.assigneeName ?? 'Admin' } : null,
        awaitingReplySince: thread?.awaitingReplySince?.toISOString() ?? null,
      };
    },

    prepareStaffMessage: async (orderId: string) => void (await anyOrder(orderReads, orderId)),

    postByStaff: async (admin: UserRow, orderId: string, input: MessageInput) =>
      post(deps, admin, await anyOrder(orderReads, orderId), 'staff', input),

    staffAttachment: async (orderId: string, fileId: string) =>
      attachment(deps, (await anyOrder(orderReads, orderId)).id, fileId, true),
  };
}

/**
 * The conversation of an order between its customer and the team. The customer reaches only their
 * own orders' conversations (anyone else, admins included, gets the 404 of an order that does not
 * exist) and never an internal note; the team reaches every one through the admin calls.
 */
export function createConversationsService(deps: Deps) {
  return {
    ...createCustomerSide(deps),
    ...createStaffSide(deps),
  };
}

export type ConversationsService = ReturnType<typeof createConversationsService>;
