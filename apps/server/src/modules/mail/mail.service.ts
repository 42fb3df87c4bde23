import { type AdminMail, type AdminMailList, type MailStatus, mailMessages } from '@launchpad/shared';
import type { MailOutboxRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { linkExpired } from './link-lifetimes.ts';
import type { OutboxRepository } from './outbox.repository.ts';
import { MAIL_RETRY_PERIOD_MS } from './outbox.ts';

/** The most recent mails shown per status in the admin console. */
export const ADMIN_MAIL_LIST_LIMIT = 100;

export function toAdminMail(row: MailOutboxRow, at: number = Date.now()): AdminMail {
  return {
    id: row.id,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expired: row.status !== 'sent' && linkExpired(row, at),
  };
}

/** What admins see of the outbox, and the retry of a mail that failed. */
export function createMailService({
  outboxRepo,
  now = Date.now,
}: {
  outboxRepo: OutboxRepository;
  now?: () => number;
}) {
  return {
    async list(status: MailStatus): Promise<AdminMailList> {
      const [rows, counts] = await Promise.all([
        outboxRepo.list(status, ADMIN_MAIL_LIST_LIMIT),
        outboxRepo.countByStatus(),
      ]);
      return { mails: rows.map((row) => toAdminMail(row, now())), counts };
    },

    /**
     * Queues a failed mail (or one that failed three times) again, due now, with a fresh 24 hours
     * of retries; a mail whose link expired is refused: only a new link helps.
     */
    async retry(id: string): Promise<AdminMail> {
      const existing = await outboxRepo.findById(id);
      if (!existing) throw new AppError('not_found', mailMessages.notFound);
      if (existing.status !== 'sent' && linkExpired(existing, now())) {
        throw new AppError('conflict', mailMessages.expired);
      }
      const row = await outboxRepo.retry(id, new Date(now() + MAIL_RETRY_PERIOD_MS));
      if (row) return toAdminMail(row, now());
      throw new AppError('conflict', mailMessages.notFailed);
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
