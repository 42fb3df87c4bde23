import { documentTakesSeveral, MAX_FILES_PER_DOCUMENT_KIND } from '@launchpad/shared';
import { AppError } from '../../lib/app-error.ts';
import type { DocumentWithFile } from './fulfilment.repository.ts';

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
