import { adminMessages, isGuid } from '@launchpad/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../lib/app-error.ts';

// Keyset paging of lists newest first: a page ends at a (created_at, id) position, handed to the
// client as an opaque `nextCursor`, and the next page starts strictly after it.

/** A position in a list newest first: the row's created_at at full (microsecond) precision and id. */
export interface Cursor {
  createdAt: string;
  id: string;
}

/** The text of a timestamp with all six fractional digits, for the cursor of each row. */
// JavaScript dates keep only milliseconds, and a cursor rounded to them would skip or repeat rows
// created in the same one.
export const cursorText = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// Spelled out to match the indexes (created_at DESC NULLS LAST, id DESC NULLS LAST): a plain
// `desc` means NULLS FIRST, and PostgreSQL would then sort the whole table instead of reading the index.
export const newestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];

/** The rows after the cursor, or no condition on the first page. */
export const olderThan = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: Cursor | undefined) =>
  cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;

const cursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Whether a cursor's time names an instant that exists: JavaScript rolls 2026-02-31 or 24:00 over
 * to the next day, PostgreSQL refuses them, so the pattern alone would let a cursor reach the
 * database as an error.
 */
export function isCursorTime(value: unknown): value is string {
  if (typeof value !== 'string' || !cursorPattern.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 19) === value.slice(0, 19);
}

/** Any keyset position as an opaque cursor: the JSON of its values, base64url. */
export function encodePosition(values: readonly (string | number | boolean | null)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The position a client sent back, as `read` makes it out of the cursor's values (undefined when
 * they are not a position of this list); anything that is not one of ours is a 400, never a SQL error.
 */
export function decodePosition<T>(value: string | undefined, read: (values: unknown[]) => T | undefined) {
  if (value === undefined) return undefined;
  const invalid = new AppError('validation_failed', adminMessages.invalidCursor, [
    { path: 'cursor', message: 'Invalid cursor' },
  ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  const position = Array.isArray(parsed) ? read(parsed) : undefined;
  if (position === undefined) throw invalid;
  return position;
}

/** Whether a value is a row id; the services check ids of paths with it too. */
export { isGuid };

export function encodeCursor(cursor: Cursor): string {
  return encodePosition([cursor.createdAt, cursor.id]);
}

/** The cursor of a list newest first that a client sent back (a 400 when it is not one). */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  return decodePosition(value, ([createdAt, id, ...rest]) =>
    rest.length === 0 && isCursorTime(createdAt) && isGuid(id) ? { createdAt, id } : undefined,
  );
}

/** One page out of `limit + 1` rows: the extra row only says that there is a next page. */
export function pageOf<T extends { id: string; cursorAt: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor =
    rows.length > limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { items, nextCursor };
}
