import type { PrivacyRequestKind } from '@launchpad/shared';
import type { Queryable } from '../../db/queryable.ts';
import { privacyAudit } from '../../db/schema.ts';

export interface PrivacyAuditEntry {
  userId: string;
  kind: PrivacyRequestKind;
  /** What happened, in a word or two: `requested`, `ready`, `downloaded`, `scheduled`, `cancelled`, … */
  action: string;
  /** A user id, or 'system'. */
  actor: string;
  detail?: Record<string, unknown>;
  at?: Date;
}

/** Appends an entry to the record of data requests, in the caller's transaction. */
export async function recordPrivacyEvent(tx: Queryable, entry: PrivacyAuditEntry): Promise<void> {
  const { at, ...values } = entry;
  await tx.insert(privacyAudit).values({ ...values, ...(at ? { createdAt: at } : {}) });
}
