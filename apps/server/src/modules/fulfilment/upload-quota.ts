import type { Config, RateLimitRule } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

export interface UploadQuotaDeps {
  filesRepo: Pick<OrderFilesRepository, 'usage'>;
  rateLimiter: RateLimiter;
  limits: Config['uploads'];
  perUserHourly: RateLimitRule;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * What an order's files may take (how many, how many bytes, whoever uploaded them: documents,
 * deliverables, attachments) and how many uploads a customer may start an hour. Checked before a
 * byte is read, and again, exactly, in the transaction that completes an upload, under the order's
 * row lock so that uploads racing on one order cannot pass together (decision 022).
 */
export function createUploadQuota({ filesRepo, rateLimiter, limits, perUserHourly }: UploadQuotaDeps) {
  /** What to do about it: a customer replaces a document or writes to us; the team withdraws what is not needed. */
  const remedy = (uploader: UserRow) =>
    uploader.isAdmin
      ? 'Withdraw a deliverable the customer no longer needs first.'
      : 'Replace a document rather than adding one, or write to us.';
  const fullOfFiles = (uploader: UserRow) =>
    new AppError(
      'payload_too_large',
      `This order already holds ${limits.filesPerOrder} files, the most it can. ${remedy(uploader)}`,
    );
  const fullOfBytes = (uploader: UserRow) =>
    new AppError(
      'payload_too_large',
      `This order's files would take more than ${megabytes(limits.bytesPerOrder)} MB, the most it can hold. Send a smaller file. ${remedy(uploader)}`,
    );

  return {
    /**
     * Before any byte of an upload is read: counts it against the uploader's hour (the team's
     * uploads are not limited per hour) and refuses it when the order is already full. A file that
     * replaces another (a document sent again) adds no file, so only the exact check judges it.
     */
    async admit(uploader: UserRow, orderId: string, { replaces = false } = {}): Promise<void> {
      if (!uploader.isAdmin) {
        refuseWhenLimited(
          await rateLimiter.hit(`uploads:user:${uploader.id}`, perUserHourly),
          `You have sent ${perUserHourly.max} files in the last hour, the most we take in an hour. Please try again later.`,
        );
      }
      if (replaces) return;
      const used = await filesRepo.usage(orderId);
      if (used.files >= limits.filesPerOrder) throw fullOfFiles(uploader);
      if (used.bytes >= limits.bytesPerOrder) throw fullOfBytes(uploader);
    },

    /**
     * In the transaction that completes an upload (and deletes what it replaces), once both are
     * written: refuses, rolling them back, when the order would hold more than it may.
     */
    async settle(tx: Queryable, uploader: UserRow, orderId: string): Promise<void> {
      const used = await filesRepo.usage(orderId, { tx, lock: true });
      if (used.files > limits.filesPerOrder) throw fullOfFiles(uploader);
      if (used.bytes > limits.bytesPerOrder) throw fullOfBytes(uploader);
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
