import type { ContactMessage } from '@launchpad/shared';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type Cursor, cursorText, newestFirst, olderThan } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import {
  type ContactMessageRow,
  type ContactReplyRow,
  contactMessages,
  contactReplies,
  users,
} from '../../db/schema.ts';

export interface MessageRow extends ContactMessageRow {
  cursorAt: string;
}

/** A reply with the name of the admin who wrote it (null once their account is gone). */
export interface ReplyRecord extends ContactReplyRow {
  authorName: string | null;
}

/** The visitors' messages: kept, counted, paged, locked and marked handled. */
function createContactMessages(db: Db) {
  return {
    /** Stores the message exactly as given (after validation); returns its id. */
    async insert(message: ContactMessage, tx: Queryable = db): Promise<{ id: string; createdAt: Date }> {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone ?? null,
          subject: message.subject,
          message: message.message,
          service: message.service ?? null,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      if (!row) throw new Error('insert into contact_messages returned no row');
      return row;
    },

    async countUnhandled(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt));
      return row?.count ?? 0;
    },

    /** A page of messages newest first: all, or only the handled or unhandled ones. */
    async list(input: {
      handled: boolean | undefined;
      cursor: Cursor | undefined;
      limit: number;
    }): Promise<MessageRow[]> {
      const rows = await db
        .select({ message: contactMessages, cursorAt: cursorText(contactMessages.createdAt) })
        .from(contactMessages)
        .where(
          and(
            input.handled === undefined
              ? undefined
              : input.handled
                ? isNotNull(contactMessages.handledAt)
                : isNull(contactMessages.handledAt),
            olderThan(contactMessages.createdAt, contactMessages.id, input.cursor),
          ),
        )
        .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
        .limit(input.limit);
      return rows.map((row) => ({ ...row.message, cursorAt: row.cursorAt }));
    },

    /** The message, locked until the transaction ends: replies and conversion start here. */
    async lock(tx: Queryable, id: string): Promise<ContactMessageRow | undefined> {
      const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
      return row;
    },

    /** Marks a message handled (keeping the first time) or not; undefined when there is no such message. */
    async setHandled(
      id: string,
      handled: boolean,
      tx: Queryable = db,
    ): Promise<ContactMessageRow | undefined> {
      const [row] = await tx
        .update(contactMessages)
        .set({
          handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null,
        })
        .where(eq(contactMessages.id, id))
        .returning();
      return row;
    },
  };
}

/** The team's replies to the messages. */
function createContactReplies(db: Db) {
  return {
    async insertReply(
      tx: Queryable,
      reply: Pick<ContactReplyRow, 'messageId' | 'authorId' | 'body'>,
    ): Promise<ContactReplyRow> {
      const [row] = await tx.insert(contactReplies).values(reply).returning();
      if (!row) throw new Error('insert into contact_replies returned no row');
      return row;
    },

    /** The replies to these messages, each message's oldest first, with their authors' names. */
    async repliesOf(messageIds: string[], tx: Queryable = db): Promise<Map<string, ReplyRecord[]>> {
      const byMessage = new Map<string, ReplyRecord[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await tx
        .select({ reply: contactReplies, authorName: users.name })
        .from(contactReplies)
        .leftJoin(users, eq(users.id, contactReplies.authorId))
        .where(inArray(contactReplies.messageId, messageIds))
        .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
      for (const { reply, authorName } of rows) {
        byMessage.set(reply.messageId, [...(byMessage.get(reply.messageId) ?? []), { ...reply, authorName }]);
      }
      return byMessage;
    },
  };
}

/** The end of the messages' retention period. */
function createContactRetention(db: Db) {
  return {
    /**
     * Deletes at most `limit` messages (their replies go with them) whose last word, the visitor's
     * or the team's, came before `before`, oldest first. A message a complaint not yet resolved was
     * raised from stays: the complaint's handling still needs it. A message that another instance
     * or a reply holds locked is skipped, and a reply or complaint waiting for it finds it gone.
     */
    async deleteExpired(before: Date, limit: number): Promise<number> {
      const cutoff = sql`${before.toISOString()}::timestamptz`;
      const gone = await db
        .delete(contactMessages)
        .where(
          sql`${contactMessages.id} in (
            select m.id from contact_messages m
            where m.created_at < ${cutoff}
              and not exists (
                select 1 from contact_replies r where r.message_id = m.id and r.created_at >= ${cutoff})
              and not exists (
                select 1 from grievances g where g.contact_message_id = m.id and g.status <> 'resolved')
            order by m.created_at
            limit ${limit}
            for update of m skip locked)`,
        )
        .returning({ id: contactMessages.id });
      return gone.length;
    },
  };
}

export function createContactRepository(db: Db) {
  return {
    ...createContactMessages(db),
    ...createContactReplies(db),
    ...createContactRetention(db),
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
