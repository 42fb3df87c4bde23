import {
  type DeliverableKind,
  deliverableKindLabels,
  type withdrawDeliverableRequestSchema,
} from '@launchpad/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { OrderReads, OrderTimeline } from '../orders/index.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

/** What the customer reads in place of a withdrawn file's name. */
export const WITHDRAWN_FILE = 'a file since withdrawn';

interface Deps {
  db: Db;
  ordersRepo: Pick<OrderReads, 'lockById'> & Pick<OrderTimeline, 'appendNote' | 'unnameFileForCustomer'>;
  filesRepo: Pick<OrderFilesRepository, 'withdrawDeliverable'>;
  log: FastifyBaseLogger;
}

/**
 * Staff withdraw a deliverable handed over by mistake (another client's certificate, say): its
 * bytes are deleted at once, so neither the customer nor anyone else can download it again, and
 * the withdrawal and its reason stay on the order's timeline and in the log. The team's timeline
 * keeps the file's name; the customer's names it neutrally, as it may be another client's. Replacing a file is
 * withdrawing it and handing over the right one.
 */
export function createWithdrawDeliverable({ db, ordersRepo, filesRepo, log }: Deps) {
  const notFound = () => new AppError('not_found', 'Deliverable not found');
  return async (
    admin: UserRow,
    orderId: string,
    fileId: string,
    input: z.output<typeof withdrawDeliverableRequestSchema>,
  ): Promise<{ id: string; fileName: string }> => {
    if (!isGuid(orderId) || !isGuid(fileId)) throw notFound();
    const withdrawn = await db.transaction(async (tx) => {
      const order = await ordersRepo.lockById(tx, orderId);
      if (!order) throw new AppError('not_found', 'Order not found');
      const file = await filesRepo.withdrawDeliverable(tx, order.id, fileId);
      if (!file) throw notFound();
      const label = deliverableKindLabels[file.kind as DeliverableKind] ?? file.kind;
      // The customer reads no name of the file, here or on the entries that named it.
      await ordersRepo.unnameFileForCustomer(tx, order.id, file, WITHDRAWN_FILE);
      await ordersRepo.appendNote(
        tx,
        order,
        admin.id,
        `${label} withdrawn: ${file.fileName}. ${input.reason}`,
        {
          customerReason: `A file was withdrawn: ${input.reason}`,
        },
      );
      return file;
    });
    log.info(
      { orderId, fileId, fileName: withdrawn.fileName, adminId: admin.id, reason: input.reason },
      'deliverable withdrawn by admin',
    );
    return { id: withdrawn.id, fileName: withdrawn.fileName };
  };
}

export type WithdrawDeliverable = ReturnType<typeof createWithdrawDeliverable>;
