import { z } from 'zod';
import type { StatusTone } from './orders.ts';

/** Where a mail of the outbox stands. */
export const mailStatuses = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** How the admin console names and colours each status, failed first. */
export const mailStatusDetails: Record<MailStatus, { label: string; tone: StatusTone }> = {
  failed: { label: 'Failed', tone: 'danger' },
  pending: { label: 'Waiting', tone: 'warning' },
  sent: { label: 'Sent', tone: 'success' },
};

/** Query of `GET /api/admin/mail`: the most recent mails in one status (failed by default). */
export const adminMailQuerySchema = z.object({
  status: z.enum(mailStatuses).default('failed'),
});

/** One mail of the outbox as the admin console shows it (never its content: it may hold a link). */
export const adminMailSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  template: z.string(),
  subject: z.string().nullable(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** The link it carries (reset, verification, email change) expired before it went: not retried. */
  expired: z.boolean(),
});
export type AdminMail = z.infer<typeof adminMailSchema>;

/** `data` of `GET /api/admin/mail`: the mails asked for and how many there are in each status. */
export const adminMailListSchema = z.object({
  mails: z.array(adminMailSchema),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type AdminMailList = z.infer<typeof adminMailListSchema>;

/** `data` of `POST /api/admin/mail/:id/retry`. */
export const retryMailResponseSchema = z.object({ mail: adminMailSchema });

/** Failed attempts after which a mail still being retried shows among the problems, with "Retry now". */
export const MAIL_PROBLEM_ATTEMPTS = 3;

export const mailMessages = {
  expired: 'The link in this mail has expired, so it is not sent again: the customer asks for a new one',
  retryQueued: 'The mail will be sent again in a moment',
  notFailed: 'Only a mail that failed, or failed three times, can be retried',
  notFound: 'No mail with this id',
} as const;
