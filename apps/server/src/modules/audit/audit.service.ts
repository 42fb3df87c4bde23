import {
  AUDIT_CSV_COLUMNS,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  indiaMidnight,
  isStaffRole,
  type StaffAction,
  staffActionDetails,
} from '@launchpad/shared';
import { type Cursor, decodeCursor, pageOf } from '../../db/cursor-paging.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { type CsvExport, nextPosition } from '../../lib/csv-export.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';

/** The query's filters, its days (India, both inclusive) as moments. */
function filterOf(query: Omit<AuditQuery, 'cursor' | 'limit'>): AuditFilter {
  return {
    personId: query.personId,
    action: query.action,
    orderId: query.orderId,
    from: query.from ? indiaMidnight(query.from) : undefined,
    to: query.to ? indiaMidnight(query.to, 1) : undefined,
  };
}

function cells(entry: AuditEntry) {
  return [
    entry.at,
    staffActionDetails[entry.action].label,
    entry.personEmail,
    entry.personRole,
    entry.address,
    entry.targetKind,
    entry.targetId,
    entry.orderId,
    JSON.stringify(entry.changes),
  ];
}

/** The Activity tab's reads, and the staff sign-ins the sign-in path records. */
export function createAuditService(auditRepo: AuditRepository) {
  const recordOwn = recordOwnOf(auditRepo);
  return {
    async page(query: AuditQuery): Promise<AuditPage> {
      const rows = await auditRepo.list(filterOf(query), decodeCursor(query.cursor), query.limit + 1);
      const { items, nextCursor } = pageOf(rows, query.limit);
      return { items: items.map(auditRepo.toEntry), nextCursor };
    },

    csv(query: Omit<AuditQuery, 'cursor' | 'limit'>): CsvExport<AuditEntry, Cursor> {
      const filter = filterOf(query);
      return {
        columns: AUDIT_CSV_COLUMNS,
        async readBatch(after, limit) {
          const rows = await auditRepo.list(filter, after, limit);
          return {
            rows: rows.map(auditRepo.toEntry),
            next: nextPosition(rows, limit, (row) => ({ createdAt: row.cursorAt, id: row.id })),
          };
        },
        cells,
      };
    },

    /** A staff member signed in (a customer's sign-in is not a staff action). */
    signedIn: (db: Queryable, user: UserRow, address: string | null) =>
      recordOwn(db, user, address, 'staff.signed-in'),

    /** A wrong second-factor code was given for a staff member's account. */
    secondFactorFailed: (db: Queryable, user: UserRow, address: string | null) =>
      recordOwn(db, user, address, 'staff.second-factor-failed'),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** Records an action of a staff member on their own account (none for a customer). */
function recordOwnOf(auditRepo: AuditRepository) {
  return async (db: Queryable, user: UserRow, address: string | null, action: StaffAction) => {
    if (!isStaffRole(user.role)) return;
    await auditRepo.record(db, {
      action,
      person: { id: user.id, email: user.email, role: user.role },
      address,
      targetKind: 'account',
      targetId: user.id,
      orderId: null,
      changes: {},
    });
  };
}
