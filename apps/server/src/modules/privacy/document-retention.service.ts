import { DOCUMENT_RETENTION_NOTICE_DAYS } from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { UserReads } from '../auth/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { OrderTimeline } from '../orders/index.ts';
import type { DocumentRetentionRepository, LaunchWithDocuments } from './document-retention.repository.ts';
import { recordPrivacyEvent } from './privacy-audit.repository.ts';
import { retentionNotice } from './privacy-notices.ts';

const DAY_MS = 86_400_000;
/** How long before the deletion the customer is told, to download what they want to keep. */
export const RETENTION_NOTICE_DAYS = DOCUMENT_RETENTION_NOTICE_DAYS;
/** What the order's timeline says when the documents go. */
export const RETENTION_TIMELINE_REASON = 'Documents deleted under the retention policy';

export interface DocumentRetentionDeps {
  db: Db;
  retentionRepo: DocumentRetentionRepository;
  ordersRepo: Pick<OrderTimeline, 'appendNote'>;
  usersRepo: Pick<UserReads, 'findById'>;
  mail: Pick<MailOutbox, 'hook'>;
  /** DOCUMENT_RETENTION_DAYS: days after a launch completes that its documents are kept. */
  retentionDays: number;
  log: FastifyBaseLogger;
}

/**
 * Identity documents are kept no longer than needed: deleted `retentionDays` after their launch
 * completes, with a mail a week before. Every step takes the time it runs at, so tests inject it.
 */
export function createDocumentRetentionService(deps: DocumentRetentionDeps) {
  const { db, retentionRepo, retentionDays } = deps;
  const tell = deps.mail.hook(retentionNotice, deps.usersRepo);
  const deleteOn = (launch: LaunchWithDocuments) =>
    new Date(launch.completedAt.getTime() + retentionDays * DAY_MS);

  /** Queues the week-ahead mail (once per order, by its key). */
  async function notify(launch: LaunchWithDocuments): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await retentionRepo.lockCompleted(tx, launch.orderId))) return;
      await tell(tx, {
        userId: launch.userId,
        orderId: launch.orderId,
        packageName: launch.packageName,
        deleteOn: deleteOn(launch),
      });
    });
  }

  /** Deletes the documents, says so on the timeline and records it, in one transaction. */
  async function erase(launch: LaunchWithDocuments, at: Date): Promise<number> {
    return db.transaction(async (tx) => {
      if (!(await retentionRepo.lockCompleted(tx, launch.orderId))) return 0;
      const deleted = await retentionRepo.deleteDocuments(tx, launch.orderId);
      if (deleted === 0) return 0;
      await deps.ordersRepo.appendNote(
        tx,
        { id: launch.orderId, status: launch.status },
        'system',
        `${RETENTION_TIMELINE_REASON} (${deleted} file${deleted === 1 ? '' : 's'})`,
      );
      await recordPrivacyEvent(tx, {
        userId: launch.userId,
        kind: 'retention',
        action: 'documents-deleted',
        actor: 'system',
        detail: { orderId: launch.orderId, files: deleted },
        at,
      });
      return deleted;
    });
  }

  return {
    /** One pass at the moment `at`: the week-ahead mails, then the deletions that are due. */
    async apply(
      at: Date,
      stopped: () => boolean = () => false,
    ): Promise<{ notified: number; deleted: number }> {
      let notified = 0;
      let deleted = 0;
      const noticeBy = new Date(at.getTime() - (retentionDays - RETENTION_NOTICE_DAYS) * DAY_MS);
      for (const launch of await retentionRepo.completedWithDocuments(noticeBy)) {
        if (stopped()) break;
        if (deleteOn(launch) <= at) {
          deleted += await erase(launch, at);
        } else {
          await notify(launch);
          notified += 1;
        }
      }
      if (deleted > 0) deps.log.info({ deleted }, 'identity documents deleted under the retention policy');
      return { notified, deleted };
    },
  };
}

export type DocumentRetentionService = ReturnType<typeof createDocumentRetentionService>;
