import {
  type DeliverableKind,
  deliverableKindLabels,
  deliverableKinds,
  deliverableMilestoneKeys,
  isOrderInWork,
  isPaidStatus,
  isStaffRole,
  type OrderDeliverable,
  type OrderDocument,
} from '@launchpad/shared';
import type { Db } from '../../db/client.ts';
import { isGuid } from '../../db/cursor-paging.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { IncomingFile, OutgoingFile } from '../../lib/file-transfer.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { OrderReads, OrderTimeline } from '../orders/index.ts';
import { entryOf, placeDocument, type UploadFields, uploadTarget } from './document-upload-target.ts';
import type { FulfilmentRepository, LaunchOrder } from './fulfilment.repository.ts';
import type { FulfilmentService } from './fulfilment.service.ts';
import { toOrderDeliverable, toOrderDocument } from './launch-views.ts';
import { checkDeliverableMilestone } from './milestone-rules.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';
import type { OrderFilesService } from './order-files.service.ts';
import type { UploadQuota } from './upload-quota.ts';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** A download is put on the timeline (and sent to the live streams) once per file, actor and hour. */
export const DOWNLOAD_NOTE_WINDOW = { max: 1, windowMs: 60 * 60 * 1000 };

interface Deps {
  db: Db;
  fulfilment: Pick<FulfilmentService, 'changeLaunch' | 'settleDocumentsMilestone'>;
  fulfilmentRepo: FulfilmentRepository;
  filesRepo: OrderFilesRepository;
  files: OrderFilesService;
  ordersRepo: OrderReads & OrderTimeline;
  /** Remembers which downloads are already on the timeline, across instances when shared through Redis. */
  rateLimiter: RateLimiter;
  quota: UploadQuota;
}

const orderNotFound = () => new AppError('not_found', 'Order not found');
const documentNotFound = () => new AppError('not_found', 'Document not found');
const actorOf = (user: UserRow) => user.id;

/** The order, for its owner or an admin; anyone else gets the 404 of an order that does not exist. */
async function readableOrderOf(ordersRepo: OrderReads, user: UserRow, orderId: string): Promise<LaunchOrder> {
  if (!isGuid(orderId)) throw orderNotFound();
  const order = await ordersRepo.findById(orderId);
  if (!order || (order.userId !== user.id && !isStaffRole(user.role))) throw orderNotFound();
  return order;
}

/** Notes a download on the timeline, unless this actor's download of this file is there from the last hour. */
async function noteDownloadOf(
  { db, rateLimiter, ordersRepo }: Pick<Deps, 'db' | 'rateLimiter' | 'ordersRepo'>,
  order: LaunchOrder,
  user: UserRow,
  fileId: string,
  text: string,
) {
  const first = await rateLimiter.hit(`download-note:${fileId}:${actorOf(user)}`, DOWNLOAD_NOTE_WINDOW);
  if (first.allowed) await ordersRepo.appendNote(db, order, actorOf(user), text, { fileId });
}

/** The documents the customer sends: checked before any byte is read, then stored on the checklist. */
function documentUploads(deps: Deps) {
  const { fulfilment, fulfilmentRepo, filesRepo, files, ordersRepo, quota } = deps;
  const readableOrder = (user: UserRow, orderId: string) => readableOrderOf(ordersRepo, user, orderId);
  return {
    /** Checks that this user may send this kind of document for this order, before any byte is read. */
    async prepareUpload(user: UserRow, orderId: string, fields: UploadFields): Promise<void> {
      const order = await readableOrder(user, orderId);
      if (!fields.kind) {
        throw new AppError('validation_failed', 'Say which document this is', [
          { path: 'kind', message: 'Required, before the file' },
        ]);
      }
      if (!isOrderInWork(order.status)) {
        throw new AppError('conflict', 'Documents are taken while the order is in progress');
      }
      const target = uploadTarget(await fulfilmentRepo.listDocuments(order.id), fields);
      await quota.admit(user, order.id, {
        replaces: 'document' in target && target.document.fileId !== null,
      });
    },

    /**
     * Stores the upload and puts it on the checklist, to be checked by the team: in the row it
     * replaces, whose old file is deleted, bytes and all, in the same transaction (decision 022), or
     * as a new row of a kind that takes one file per director (decision 026).
     */
    async upload(
      user: UserRow,
      orderId: string,
      fields: UploadFields & { kind: string },
      incoming: IncomingFile,
    ): Promise<OrderDocument> {
      const received = await files.receive(incoming, {
        orderId,
        purpose: 'document',
        kind: fields.kind,
        uploadedBy: user.id,
      });
      try {
        const document = await fulfilment.changeLaunch(orderId, async (tx, order) => {
          if (order.userId !== user.id && !isStaffRole(user.role)) throw orderNotFound();
          const target = uploadTarget(await fulfilmentRepo.listDocuments(order.id, tx), fields);
          await filesRepo.complete(tx, received.fileId, received.size);
          const uploadedAt = new Date();
          const documentId = await placeDocument(fulfilmentRepo, filesRepo, tx, order.id, target, {
            fileId: received.fileId,
            uploadedAt,
          });
          await quota.settle(tx, user, order.id);
          await ordersRepo.appendNote(
            tx,
            order,
            actorOf(user),
            `${entryOf(target).title}: uploaded ${received.fileName} (${kilobytes(received.size)})`,
          );
          await fulfilment.settleDocumentsMilestone(tx, order.id, actorOf(user));
          const updated = (await fulfilmentRepo.listDocuments(order.id, tx)).find((d) => d.id === documentId);
          if (!updated) throw new Error('document vanished while being saved');
          return toOrderDocument(updated);
        });
        await quota.accepted(user).catch(() => {});
        return document;
      } catch (error) {
        await files.discard(received.fileId);
        throw error;
      }
    },
  };
}

/** The deliverables the team hands over: checked, then stored with a note on the timeline. */
function deliverableHandover(deps: Deps) {
  const { db, fulfilmentRepo, filesRepo, files, ordersRepo, quota } = deps;
  return {
    /**
     * Checks that an admin may hand a deliverable of this kind over for this order, that it has room,
     * and (unless `confirmNotStarted`) that the milestone it comes from has started.
     */
    async prepareDeliverable(
      admin: UserRow,
      orderId: string,
      kind: string | undefined,
      confirmNotStarted = false,
    ): Promise<DeliverableKind> {
      if (!isGuid(orderId)) throw orderNotFound();
      const order = await ordersRepo.findById(orderId);
      if (!order) throw orderNotFound();
      if (!isPaidStatus(order.status)) {
        throw new AppError('conflict', 'Deliverables are for paid orders');
      }
      if (!deliverableKinds.includes(kind as DeliverableKind)) {
        throw new AppError('validation_failed', 'Say what this deliverable is', [
          { path: 'kind', message: `One of ${deliverableKinds.join(', ')}, before the file` },
        ]);
      }
      const milestoneKey = deliverableMilestoneKeys[kind as DeliverableKind];
      const milestones = milestoneKey ? await fulfilmentRepo.listMilestones(order.id) : [];
      checkDeliverableMilestone(
        milestones.find((m) => m.key === milestoneKey),
        confirmNotStarted,
      );
      await quota.admit(admin, order.id);
      return kind as DeliverableKind;
    },

    async addDeliverable(
      admin: UserRow,
      orderId: string,
      kind: DeliverableKind,
      incoming: IncomingFile,
    ): Promise<OrderDeliverable> {
      const received = await files.receive(incoming, {
        orderId,
        purpose: 'deliverable',
        kind,
        uploadedBy: admin.id,
      });
      try {
        return await db.transaction(async (tx) => {
          const order = await ordersRepo.lockById(tx, orderId);
          if (!order) throw orderNotFound();
          await filesRepo.complete(tx, received.fileId, received.size);
          await quota.settle(tx, admin, order.id);
          await ordersRepo.appendNote(
            tx,
            order,
            admin.id,
            `${deliverableKindLabels[kind]} delivered: ${received.fileName}`,
            { fileId: received.fileId },
          );
          const file = await filesRepo.find(order.id, received.fileId, tx);
          if (!file) throw new Error('deliverable vanished while being saved');
          return toOrderDeliverable(file);
        });
      } catch (error) {
        await files.discard(received.fileId);
        throw error;
      }
    },
  };
}

/** A document or deliverable downloaded by the order's owner or an admin, noted on the timeline once an hour. */
function fileDownloads(deps: Deps) {
  const { filesRepo, files, ordersRepo, fulfilmentRepo } = deps;
  const readableOrder = (user: UserRow, orderId: string) => readableOrderOf(ordersRepo, user, orderId);
  const noteDownload = (order: LaunchOrder, user: UserRow, fileId: string, text: string) =>
    noteDownloadOf(deps, order, user, fileId, text);
  return {
    /** The file of a checklist entry, for the order's owner or an admin; the download is on the timeline (once an hour). */
    async documentFile(user: UserRow, orderId: string, documentId: string): Promise<OutgoingFile> {
      const order = await readableOrder(user, orderId);
      const document = (await fulfilmentRepo.listDocuments(order.id)).find((d) => d.id === documentId);
      if (!document?.fileId) throw documentNotFound();
      const file = await filesRepo.find(order.id, document.fileId);
      if (!file) throw documentNotFound();
      await noteDownload(order, user, file.id, `${document.title}: ${file.fileName} downloaded`);
      return {
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        body: files.stream(file.id),
      };
    },

    /** A deliverable, for the order's owner or an admin; the download is on the timeline (once an hour). */
    async deliverableFile(user: UserRow, orderId: string, deliverableId: string): Promise<OutgoingFile> {
      const order = await readableOrder(user, orderId);
      const file = isGuid(deliverableId) ? await filesRepo.find(order.id, deliverableId) : undefined;
      if (file?.purpose !== 'deliverable') throw new AppError('not_found', 'Deliverable not found');
      await noteDownload(
        order,
        user,
        file.id,
        `${deliverableKindLabels[file.kind as DeliverableKind] ?? file.kind}: ${file.fileName} downloaded`,
      );
      return {
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        body: files.stream(file.id),
      };
    },
  };
}

/**
 * The files of a launch: the documents the customer sends and the team reviews, and the
 * deliverables the team hands over. Only the order's owner and admins reach them; everyone else
 * gets the same 404 as for an order that does not exist.
 */
export function createDocumentsService(deps: Deps) {
  return { ...documentUploads(deps), ...deliverableHandover(deps), ...fileDownloads(deps) };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
