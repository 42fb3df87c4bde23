import { STAFF_ACTIONS_RETENTION_YEARS, staffActions, staffActionTargets } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './shared.ts';

/** The audit trail (modules/audit): one row per staff action, never changed. */

/**
 * What a member of the provider's staff did: the action, who (their id, their address then, their
 * role then), from which client address, to what, and the request's fields. Append-only: a trigger
 * refuses every update, and every delete of a row younger than STAFF_ACTIONS_RETENTION_YEARS
 * (migration 0032), so that only the retention job removes anything, and only what is due. No
 * foreign keys: an erased account's actions stay, under the address it had.
 */
export const staffActionsLog = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: staffActions as [string, ...string[]] }).notNull(),
    personId: uuid('person_id'),
    personEmail: text('person_email').notNull(),
    personRole: text('person_role').notNull(),
    address: text('address'),
    targetKind: text('target_kind', { enum: staffActionTargets }).notNull(),
    targetId: text('target_id'),
    orderId: uuid('order_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at.desc(), t.id.desc()),
    index('staff_actions_person_idx').on(t.personId, t.at.desc()),
    index('staff_actions_order_idx').on(t.orderId, t.at.desc()).where(sql`${t.orderId} is not null`),
    check('staff_actions_action_valid', sql`${t.action} in ${sqlList(staffActions)}`),
    check('staff_actions_target_valid', sql`${t.targetKind} in ${sqlList(staffActionTargets)}`),
  ],
);

export type StaffActionRow = typeof staffActionsLog.$inferSelect;

/** Kept in step with the trigger of the migration by `staff-actions.int.test.ts`. */
export const STAFF_ACTIONS_RETENTION_SQL = `${STAFF_ACTIONS_RETENTION_YEARS} years`;
