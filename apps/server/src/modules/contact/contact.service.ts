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
  rateLimits: Pick<Config['rateLimits'], 'contactPerIp'>;
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
  return {
    /**
     * Keeps a visitor's message for the support team. The form is public, so each address may send
     * only a few per window; the text is stored verbatim and must be escaped wherever it is shown.
     * The visitor gets an acknowledgement with a reference, and the team an alert.
     */
    async submit(message: ContactMessage, ip: string): Promise<ContactResponseData> {
      refuseWhenLimited(await rateLimiter.hit(`contact:ip:${ip}`, rateLimits.contactPerIp));
      return db.transaction(async (tx) => {
        const { id, createdAt } = await contactRepo.insert(message, tx);
        const reference = contactReference(id);
        await mail.enqueue(tx, {
          key: `contact-acknowledgement:${id}`,
          to: message.email,
          template: 'contact-acknowledgement',
          data: {
            name: message.name,
            reference,
            subject: message.subject,
            receivedAt: formatDateTime(createdAt),
          },
        });
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
