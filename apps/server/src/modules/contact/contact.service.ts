import {
  type AdminContactMessage,
  type AdminMessagePage,
  adminMessages,
  type adminMessagesQuerySchema,
  type ContactMessage,
  type ContactResponseData,
  contactReference,
  findServiceCard,
  formatDateTime,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { ContactRepository } from './contact.repository.ts';

interface Deps {
  db: Db;
  mail: MailOutbox;
  contactRepo: ContactRepository;
  rateLimiter: RateLimiter;
  rateLimits: Pick<
    Config['rateLimits'],
    'contactPerIp' | 'contactAcksPerEmailHourly' | 'contactAcksPerEmailDaily'
  >;
}

/** One mailbox however it is spelled: case, and a `+tag` in its local part, do not make another. */
export function mailboxKey(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, '')}@${domain}`;
}

function toAdminMessage(row: ContactMessageRow): AdminContactMessage {
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
  };
}

export function createContactService({ db, mail, contactRepo, rateLimiter, rateLimits }: Deps) {
  /**
   * Whether this address may get another acknowledgement: the form takes any address, so a few an
   * hour and a day at most, whoever asks and from wherever (shared through Redis across instances).
   */
  async function mayAcknowledge(email: string): Promise<boolean> {
    const mailbox = mailboxKey(email);
    const hourly = await rateLimiter.hit(`contact:ack:hour:${mailbox}`, rateLimits.contactAcksPerEmailHourly);
    if (!hourly.allowed) return false;
    return (await rateLimiter.hit(`contact:ack:day:${mailbox}`, rateLimits.contactAcksPerEmailDaily)).allowed;
  }

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
      const acknowledge = await mayAcknowledge(message.email);
      return db.transaction(async (tx) => {
        const { id, createdAt } = await contactRepo.insert(message, tx);
        const reference = contactReference(id);
        if (acknowledge) {
          await mail.enqueue(tx, {
            key: `contact-acknowledgement:${id}`,
            to: message.email,
            template: 'contact-acknowledgement',
            data: { reference, receivedAt: formatDateTime(createdAt) },
          });
        }
        await mail.alertAdmins(tx, {
          key: `contact-message:${id}`,
          template: 'admin-contact-message',
          data: {
            reference,
            name: message.name,
            email: message.email,
            phone: message.phone ?? null,
            subject: message.subject,
            message: message.message,
            service: message.service ? (findServiceCard(message.service)?.title ?? message.service) : null,
          },
        });
        return { id };
      });
    },

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
      return { messages: items.map(toAdminMessage), nextCursor, unhandledCount };
    },

    async setHandled(id: string, handled: boolean): Promise<AdminContactMessage> {
      const row = await contactRepo.setHandled(id, handled);
      if (!row) throw new AppError('not_found', adminMessages.messageNotFound);
      return toAdminMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
