import { formatDateTime } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import type { OrderRow, UserRow } from '../../db/schema.ts';
import type { UserReads } from '../auth/index.ts';
import { defineNotice, MAIL_EXCERPT_LENGTH, type MailOutbox } from '../mail/index.ts';
import type { ConversationsRepository, MessageSide } from './conversations.repository.ts';

interface Deps {
  mail: MailOutbox;
  usersRepo: Pick<UserReads, 'findById'>;
  conversationsRepo: Pick<ConversationsRepository, 'firstUnread' | 'adminEmail' | 'notifyMessage'>;
}

export interface PostedMessage {
  id: string;
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

/** A message the other side has not read, told once per burst: keyed by the first one unread. */
interface Unread {
  posted: PostedMessage;
  firstUnread: string;
}

const told = ({ posted }: Unread) => ({
  packageName: posted.order.packageName,
  orderId: posted.order.id,
  authorName: posted.author.name,
  excerpt: excerpt(posted.body),
  sentAt: formatDateTime(posted.at),
});

const toCustomer = defineNotice<Unread>()({
  template: 'order-message',
  about: 'A message from the team on the order’s conversation, with an excerpt',
  once: 'burst (the first message the customer has not read)',
  to: 'account',
  account: ({ posted }) => posted.order.userId,
  key: ({ posted, firstUnread }) => `order-message:${posted.order.id}:${firstUnread}`,
  data: (unread, customer) => ({ ...told(unread), name: customer.name }),
});

const toAssignee = defineNotice<Unread & { assigneeEmail: string }>()({
  template: 'admin-order-message',
  about: 'A customer’s message, to the admin holding the conversation',
  once: 'burst (the first message the team has not read)',
  to: 'address',
  address: ({ assigneeEmail }) => assigneeEmail,
  key: ({ posted, firstUnread }) => `admin-order-message:${posted.order.id}:${firstUnread}`,
  data: (unread) => ({ ...told(unread), name: unread.posted.author.name }),
});

const toTeam = defineNotice<Unread>()({
  template: 'admin-order-message',
  about: 'A customer’s message on a conversation nobody holds, to the team',
  once: 'burst (the first message the team has not read)',
  to: 'team',
  key: ({ posted, firstUnread }) => `order-message:${posted.order.id}:${firstUnread}`,
  data: (unread) => ({ ...told(unread), name: unread.posted.author.name }),
});

/**
 * Who hears of a new message, queued in the transaction that wrote it. The other side's open screens
 * refresh at once (the event stream; an internal note only the admins'). The other side is mailed once
 * per burst: the mail is keyed by the first message they have not read, so the messages that follow it
 * before they read the conversation queue nothing more, and the next message after they read starts a
 * new burst. A customer's message goes to the admin holding the conversation, or to the team's address.
 */
export function createConversationNotices({ mail, usersRepo, conversationsRepo }: Deps) {
  const customer = mail.hook(toCustomer, usersRepo);
  const assignee = mail.hook(toAssignee);
  const team = mail.hook(toTeam);
  return {
    async afterMessage(tx: Queryable, posted: PostedMessage): Promise<void> {
      await conversationsRepo.notifyMessage(tx, posted.id);
      if (posted.internal) return;
      const reader: MessageSide = posted.side === 'customer' ? 'staff' : 'customer';
      const firstUnread = await conversationsRepo.firstUnread(tx, posted.order.id, reader);
      if (!firstUnread) return;
      if (reader === 'customer') {
        await customer(tx, { posted, firstUnread });
        return;
      }
      const assigneeEmail = posted.assigneeId
        ? await conversationsRepo.adminEmail(tx, posted.assigneeId)
        : undefined;
      if (assigneeEmail) await assignee(tx, { posted, firstUnread, assigneeEmail });
      else await team(tx, { posted, firstUnread });
    },
  };
}

export type ConversationNotices = ReturnType<typeof createConversationNotices>;
