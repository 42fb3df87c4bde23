import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Helpers shared by the tables of every module: check lists, custom column types, timestamps. */

/** A fixed list of words as SQL literals, `('a', 'b')`, for a check that mirrors a shared list. */
export function sqlList(values: readonly string[]) {
  return sql.raw(`(${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')})`);
}

/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Binary data (Drizzle 0.45 has no built-in bytea column). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
