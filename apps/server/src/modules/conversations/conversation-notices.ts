import { formatDateTime } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import type { UsersRepository } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import { MAIL_EXCERPT_LENGTH } from '../mail/index.ts';
import type { OrdersRepository } from '../orders/index.ts';
import type { ConversationsRepository, MessageSide } from './conversations.repository.ts';

interface Deps {
  mail: MailOutbox;
  usersRepo: Pick<UsersRepository, 'findById'>;
  ordersRepo: Pick<OrdersRepository, 'notifyChange'>;
  conversationsRepo: Pick<ConversationsRepository, 'firstUnread' | 'adminEmail'>;
}

export interface PostedMessage {
  order: OrderRow;
  author: UserRow;
  side: MessageSide;
  internal: boolean;
  body: string;
  at: Date;
  /** The admin holding the conversation, who is mailed a customer's messages. */
  assigneeId: string | null;
}

const excerpt = (body: string) =>
  body.length > MAIL_EXCERPT_LENGTH ? `${body.slice(0, MAIL_EXCERPT_LENGTH - 1)}…` : body;

/**
 * Who hears of a new message, queued in the transaction that wrote it. The other side's open screens
 * refresh at once (the event stream; an internal note only the admins'). The other side is mailed once
 * per burst: the mail is keyed by the first message they have not read, so the messages that follow it
 * before they read the conversation queue nothing more, and the next message after they read starts a
 * new burst. A customer's message goes to the admin holding the conversation, or to the team's address.
 */
export function createConversationNotices({ mail, usersRepo, ordersRepo, conversationsRepo }: Deps) {
  return {
    async afterMessage(tx: Queryable, posted: PostedMessage): Promise<void> {
      const { order, author, side, internal } = posted;
      await ordersRepo.notifyChange(tx, order.id, 'message', { adminsOnly: internal });
      if (internal) return;
      const reader: MessageSide = side === 'customer' ? 'staff' : 'customer';
      const first = await conversationsRepo.firstUnread(tx, order.id, reader);
      if (!first) return;
      const base = {
        packageName: order.packageName,
        orderId: order.id,
        authorName: author.name,
        excerpt: excerpt(posted.body),
        sentAt: formatDateTime(posted.at),
      };
      if (reader === 'customer') {
        const customer = await mail.toCustomer(tx, usersRepo, order.userId);
        await customer?.send({
          key: `order-message:${order.id}:${first}`,
          template: 'order-message',
          data: { ...base, name: customer.customer.name },
        });
        return;
      }
      const data = { ...base, name: author.name };
      const assigneeEmail = posted.assigneeId
        ? await conversationsRepo.adminEmail(tx, posted.assigneeId)
        : undefined;
      if (assigneeEmail) {
        await mail.enqueue(tx, {
          key: `admin-order-message:${order.id}:${first}`,
          to: assigneeEmail,
          template: 'admin-order-message',
          data,
        });
      } else {
        await mail.alertAdmins(tx, {
          key: `order-message:${order.id}:${first}`,
          template: 'admin-order-message',
          data,
        });
      }
    },
  };
}

export type ConversationNotices = ReturnType<typeof createConversationNotices>;
