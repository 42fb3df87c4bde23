import {
  type AdminContactMessage,
  type AdminGrievance,
  type AdminMessagePage,
  adminMessages,
  type adminMessagesQuerySchema,
  type ContactMessage,
  type ContactReply,
  type ContactResponseData,
  contactReference,
  findServiceCard,
  formatDateTime,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, isGuid, pageOf } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { ContactMessageRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { GrievancesService } from '../grievances/index.ts';
import type { MailOutbox, TypedAddressMail } from '../mail/index.ts';
import type { ContactRepository, ReplyRecord } from './contact.repository.ts';
import { contactReply, newContactMessage } from './contact-notices.ts';

interface Deps {
  db: Db;
  mail: MailOutbox;
  /** The one sender of mail to a typed address (the acknowledgement). */
  typedAddress: TypedAddressMail;
  contactRepo: ContactRepository;
  grievances: Pick<GrievancesService, 'record' | 'forAdmin' | 'linkedToContactMessages'>;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'contactPerIp'>;
}

const notFound = () => new AppError('not_found', adminMessages.messageNotFound);

function toReply(reply: ReplyRecord): ContactReply {
  return {
    id: reply.id,
    body: reply.body,
    authorName: reply.authorName,
    createdAt: reply.createdAt.toISOString(),
  };
}

function toAdminMessage(
  row: ContactMessageRow,
  replies: ReplyRecord[],
  grievance: AdminContactMessage['grievance'],
): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    service: row.service,
    serviceTitle: row.service ? (findServiceCard(row.service)?.title ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    replies: replies.map(toReply),
    grievance,
  };
}

/** The messages as the admin reads them, with their replies and the complaints raised from them. */
async function present(
  { contactRepo, grievances }: Deps,
  rows: ContactMessageRow[],
  tx?: Queryable,
): Promise<AdminContactMessage[]> {
  const ids = rows.map((row) => row.id);
  const [replies, links] = await Promise.all([
    contactRepo.repliesOf(ids, tx),
    grievances.linkedToContactMessages(ids, tx),
  ]);
  return rows.map((row) => toAdminMessage(row, replies.get(row.id) ?? [], links.get(row.id) ?? null));
}

async function presentOne(deps: Deps, row: ContactMessageRow): Promise<AdminContactMessage> {
  const [message] = await present(deps, [row]);
  return message as AdminContactMessage;
}

/** The public form: a visitor's message kept, the team alerted, the visitor acknowledged. */
function createContactForm(deps: Deps) {
  const { db, mail, typedAddress, contactRepo, rateLimiter, rateLimits } = deps;

  return {
    /**
     * Keeps a visitor's message for the support team. The form is public, so each address may send
     * only a few per window; the text is stored verbatim and must be escaped wherever it is shown.
     * The team gets an alert with the message; the address given gets a fixed acknowledgement
     * with the reference and nothing the visitor typed, and only a few of them (the answer is the
     * same either way, so the form tells nobody whether a mail went out).
     */
    async submit(message: ContactMessage, ip: string): Promise<ContactResponseData> {
      refuseWhenLimited(await rateLimiter.hit(`contact:ip:${ip}`, rateLimits.contactPerIp));
      return db.transaction(async (tx) => {
        const { id, createdAt } = await contactRepo.insert(message, tx);
        const reference = contactReference(id);
        await typedAddress.send(tx, {
          key: `contact-acknowledgement:${id}`,
          to: message.email,
          template: 'contact-acknowledgement',
          data: { reference, receivedAt: formatDateTime(createdAt) },
        });
        await mail.hook(newContactMessage)(tx, { id, message });
        return { id };
      });
    },
  };
}

/** The team's inbox: the messages waiting, a page of them, one marked handled or not. */
function createContactInbox(deps: Deps) {
  const { contactRepo } = deps;

  return {
    /** Messages not yet marked handled, for the admin's summary. */
    countUnhandled(): Promise<number> {
      return contactRepo.countUnhandled();
    },

    /** A page of messages for the admin screen, with the number still waiting for an answer. */
    async list(query: z.output<typeof adminMessagesQuerySchema>): Promise<AdminMessagePage> {
      const [rows, unhandledCount] = await Promise.all([
        contactRepo.list({
          handled: query.filter === 'all' ? undefined : query.filter === 'handled',
          cursor: decodeCursor(query.cursor),
          limit: query.limit + 1,
        }),
        contactRepo.countUnhandled(),
      ]);
      const { items, nextCursor } = pageOf(rows, query.limit);
      return { messages: await present(deps, items), nextCursor, unhandledCount };
    },

    async setHandled(id: string, handled: boolean): Promise<AdminContactMessage> {
      const row = await contactRepo.setHandled(id, handled);
      if (!row) throw notFound();
      return presentOne(deps, row);
    },
  };
}

/** What the team does with a message: answer the visitor, or turn it into a complaint. */
function createContactAnswers(deps: Deps) {
  const { db, mail, contactRepo, grievances } = deps;

  return {
    /**
     * Answers a visitor: the answer is kept with the message and mailed to the visitor in the same
     * transaction (the team's words and the reference only), and the message counts as handled.
     */
    async reply(
      admin: UserRow,
      id: string,
      body: string,
    ): Promise<{ reply: ContactReply; message: AdminContactMessage }> {
      if (!isGuid(id)) throw notFound();
      const { reply, row } = await db.transaction(async (tx) => {
        const message = await contactRepo.lock(tx, id);
        if (!message) throw notFound();
        const reply = await contactRepo.insertReply(tx, { messageId: id, authorId: admin.id, body });
        await mail.hook(contactReply)(tx, { message, replyId: reply.id, author: admin, body });
        const row = (await contactRepo.setHandled(id, true, tx)) ?? message;
        return { reply, row };
      });
      return {
        reply: toReply({ ...reply, authorName: admin.name }),
        message: await presentOne(deps, row),
      };
    },

    /**
     * Turns a message into a complaint in the visitor's name, its clocks running from when the visitor
     * wrote; the complaint and the message name each other, and the message counts as handled. A
     * message becomes at most one complaint: the second attempt is a conflict.
     */
    async raiseGrievance(
      admin: UserRow,
      id: string,
    ): Promise<{ grievance: AdminGrievance; message: AdminContactMessage }> {
      if (!isGuid(id)) throw notFound();
      const { grievance, row } = await db.transaction(async (tx) => {
        const message = await contactRepo.lock(tx, id);
        if (!message) throw notFound();
        const existing = (await grievances.linkedToContactMessages([id], tx)).get(id);
        if (existing) {
          throw new AppError('conflict', `This message is already complaint ${existing.number}`);
        }
        const grievance = await grievances.record(
          tx,
          {
            userId: null,
            orderId: null,
            contactMessageId: id,
            name: message.name,
            email: message.email,
            subject: message.subject,
            body: message.message,
          },
          { receivedAt: message.createdAt, actorId: admin.id },
        );
        const row = (await contactRepo.setHandled(id, true, tx)) ?? message;
        return { grievance, row };
      });
      return { grievance: await grievances.forAdmin(grievance), message: await presentOne(deps, row) };
    },
  };
}

export function createContactService(deps: Deps) {
  return {
    ...createContactForm(deps),
    ...createContactInbox(deps),
    ...createContactAnswers(deps),
  };
}

export type ContactService = ReturnType<typeof createContactService>;
