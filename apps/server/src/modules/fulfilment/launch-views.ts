import {
  isBlockedOnCustomer,
  type OrderDeliverable,
  type OrderDocument,
  type OrderMilestone,
} from '@launchpad/shared';
import type { OrderFileRow, OrderMilestoneRow } from '../../db/schema.ts';
import type { DocumentWithFile } from './fulfilment.repository.ts';

// How a launch's milestones, documents and deliverables read in the API's answers.

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrderMilestone(row: OrderMilestoneRow): OrderMilestone {
  return {
    id: row.id,
    key: row.key,
    stage: row.stage,
    title: row.title,
    status: row.status,
    plannedFor: row.plannedFor,
    startedAt: iso(row.startedAt),
    completedAt: iso(row.completedAt),
    waitsOn: row.waitsOn as OrderMilestone['waitsOn'],
    note: row.note,
    blockedOnCustomer: isBlockedOnCustomer(row),
  };
}

export function toOrderDocument(row: DocumentWithFile): OrderDocument {
  return {
    id: row.id,
    kind: row.kind,
    copy: row.copy,
    title: row.title,
    status: row.status,
    fileName: row.fileName,
    size: row.size,
    reason: row.reason,
    uploadedAt: iso(row.uploadedAt),
  };
}

export function toOrderDeliverable(row: OrderFileRow): OrderDeliverable {
  return {
    id: row.id,
    kind: row.kind as OrderDeliverable['kind'],
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}
