import { isStaffRole } from '@launchpad/shared';
import type { Config, RateLimitRule } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { OrderFilesRepository, UploadSide } from './order-files.repository.ts';

export interface UploadQuotaDeps {
  filesRepo: Pick<OrderFilesRepository, 'usage'>;
  rateLimiter: RateLimiter;
  limits: Config['uploads'];
  perUserHourly: RateLimitRule;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
const hourKey = (uploader: UserRow) => `uploads:user:${uploader.id}`;
/** Only the team uploads to an order that is not its own; a customer, to theirs. */
const sideOf = (uploader: UserRow): UploadSide => (isStaffRole(uploader.role) ? 'team' : 'customer');

/**
 * What an order's files may take (how many, how many bytes), counted for each side apart: the
 * customer's uploads (documents, their attachments) and the team's (deliverables, the team's
 * attachments), so that neither fills the other's room; and how many uploads a customer may start
 * an hour. Checked before a byte is read, and again, exactly, in the transaction that completes
 * an upload, under the order's row lock so that uploads racing on one order cannot pass together
 * (decision 022).
 */
export function createUploadQuota({ filesRepo, rateLimiter, limits, perUserHourly }: UploadQuotaDeps) {
  /** What to do about it: a customer replaces a document or writes to us; the team withdraws what is not needed. */
  const remedy = (uploader: UserRow) =>
    isStaffRole(uploader.role)
      ? 'Withdraw a deliverable the customer no longer needs first.'
      : 'Replace a document rather than adding one, or write to us.';
  const fullOfFiles = (uploader: UserRow) =>
    new AppError(
      'payload_too_large',
      `${isStaffRole(uploader.role) ? 'The team has' : 'You have'} sent ${limits.filesPerOrder} files for this order, the most it takes. ${remedy(uploader)}`,
    );
  const fullOfBytes = (uploader: UserRow) =>
    new AppError(
      'payload_too_large',
      `${isStaffRole(uploader.role) ? "The team's" : 'Your'} files for this order would take more than ${megabytes(limits.bytesPerOrder)} MB, the most it takes. Send a smaller file. ${remedy(uploader)}`,
    );

  return {
    /**
     * Before any byte of an upload is read: refuses it when the uploader has sent the hour's
     * allowance (the team's uploads are not limited per hour) or the order is already full. Only an
     * upload that is kept counts against the hour (`accepted`): a refused one costs nothing. A file
     * that replaces another (a document sent again) adds no file, so only the exact check judges it.
     */
    async admit(uploader: UserRow, orderId: string, { replaces = false } = {}): Promise<void> {
      if (!isStaffRole(uploader.role)) {
        refuseWhenLimited(
          await rateLimiter.peek(hourKey(uploader), perUserHourly),
          `You have sent ${perUserHourly.max} files in the last hour, the most we take in an hour. Please try again later.`,
        );
      }
      if (replaces) return;
      const used = await filesRepo.usage(orderId, sideOf(uploader));
      if (used.files >= limits.filesPerOrder) throw fullOfFiles(uploader);
      if (used.bytes >= limits.bytesPerOrder) throw fullOfBytes(uploader);
    },

    /**
     * In the transaction that completes an upload (and deletes what it replaces), once both are
     * written: refuses, rolling them back, when the order would hold more than it may.
     */
    async settle(tx: Queryable, uploader: UserRow, orderId: string): Promise<void> {
      const used = await filesRepo.usage(orderId, sideOf(uploader), { tx, lock: true });
      if (used.files > limits.filesPerOrder) throw fullOfFiles(uploader);
      if (used.bytes > limits.bytesPerOrder) throw fullOfBytes(uploader);
    },

    /** Once an upload is stored for good (its transaction committed): counts it against the hour. */
    async accepted(uploader: UserRow): Promise<void> {
      if (!isStaffRole(uploader.role)) await rateLimiter.hit(hourKey(uploader), perUserHourly);
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
