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
import type { OrdersRepository } from '../orders/index.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

interface Deps {
  db: Db;
  ordersRepo: Pick<OrdersRepository, 'lockById' | 'appendNote'>;
  filesRepo: Pick<OrderFilesRepository, 'withdrawDeliverable'>;
  log: FastifyBaseLogger;
}

/**
 * Staff withdraw a deliverable handed over by mistake (another client's certificate, say): its
 * bytes are deleted at once, so neither the customer nor anyone else can download it again, and
 * the withdrawal and its reason stay on the order's timeline and in the log. Replacing a file is
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
      await ordersRepo.appendNote(
        tx,
        order,
        admin.id,
        `${label} withdrawn: ${file.fileName}. ${input.reason}`,
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
