import { documentTakesSeveral, MAX_FILES_PER_DOCUMENT_KIND } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentWithFile, FulfilmentRepository } from './fulfilment.repository.ts';
import type { OrderFilesRepository } from './order-files.repository.ts';

/** The fields sent before a document's file: its kind, and the checklist entry it replaces, if one. */
export interface UploadFields {
  kind?: string;
  /** The id of the checklist entry whose file this one replaces. */
  replaces?: string;
}

/**
 * Where an upload goes: into an existing entry (replacing its file, if any), or into a new entry of
 * a kind that takes several, numbered `copy` and otherwise made like the kind's first entry.
 */
export type UploadTarget =
  | { document: DocumentWithFile }
  | { newCopy: { of: DocumentWithFile; copy: number } };

/** The checklist entry an upload goes into, or the one its new entry is made like. */
export const entryOf = (target: UploadTarget) => ('document' in target ? target.document : target.newCopy.of);

const alreadyAccepted = () => new AppError('conflict', 'This document is already accepted');

/**
 * The entry of the checklist an upload fills: the one it names in `replaces`; for a kind with one
 * file, its only entry; for a kind asked of each director, the entry still waiting for a file, or
 * else a new one after the highest copy, up to `MAX_FILES_PER_DOCUMENT_KIND`.
 */
export function uploadTarget(documents: DocumentWithFile[], fields: UploadFields): UploadTarget {
  const entries = documents.filter((d) => d.kind === fields.kind);
  const first = entries[0];
  if (!first) {
    throw new AppError('validation_failed', 'This order does not need that document', [
      { path: 'kind', message: 'Unknown document' },
    ]);
  }
  if (fields.replaces !== undefined) {
    const named = entries.find((d) => d.id === fields.replaces);
    if (!named) {
      throw new AppError('validation_failed', 'That file is not one of this document’s', [
        { path: 'replaces', message: 'Not a file of this document' },
      ]);
    }
    if (named.status === 'accepted') throw alreadyAccepted();
    return { document: named };
  }
  if (!documentTakesSeveral(first.kind)) {
    if (first.status === 'accepted') throw alreadyAccepted();
    return { document: first };
  }
  const waiting = entries.find((d) => d.fileId === null && d.status !== 'accepted');
  if (waiting) return { document: waiting };
  if (entries.length >= MAX_FILES_PER_DOCUMENT_KIND) {
    throw new AppError(
      'conflict',
      `This document takes at most ${MAX_FILES_PER_DOCUMENT_KIND} files; replace one that was not accepted instead`,
    );
  }
  return { newCopy: { of: first, copy: Math.max(...entries.map((d) => d.copy)) + 1 } };
}

/**
 * Puts an uploaded file on the checklist: in the row it replaces, whose old file is deleted in the
 * same transaction (decision 022), or as a new row of a kind that takes one file per director
 * (decision 026). Answers the row's id.
 */
export async function placeDocument(
  fulfilmentRepo: FulfilmentRepository,
  filesRepo: OrderFilesRepository,
  tx: Queryable,
  orderId: string,
  target: UploadTarget,
  file: { fileId: string; uploadedAt: Date },
): Promise<string> {
  let documentId: string;
  if ('document' in target) {
    const current = target.document;
    documentId = current.id;
    await fulfilmentRepo.updateDocument(tx, orderId, current.id, {
      status: 'uploaded',
      fileId: file.fileId,
      uploadedAt: file.uploadedAt,
      reason: null,
    });
    if (current.fileId && current.fileId !== file.fileId) {
      await filesRepo.removeIn(tx, orderId, current.fileId);
    }
  } else {
    const { of, copy } = target.newCopy;
    documentId = (
      await fulfilmentRepo.addDocumentCopy(tx, of, copy, { fileId: file.fileId, uploadedAt: file.uploadedAt })
    ).id;
  }
  return documentId;
}
