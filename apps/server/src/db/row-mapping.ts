import * as drizzleOrm from 'drizzle-orm';
import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgliteSession } from 'drizzle-orm/pglite';

// Every statement's rows are turned into objects by a plan made once per statement, instead of by
// Drizzle's `mapResultRow`, which finds each field's decoder again for every field of every row
// (walking the field's class chain) and allocates an iterator per field. On a signed-in list of 20
// orders that was a fifth of the server's busy time (decision 035). The result is the same object:
// the same keys in the same order, the same decoders; statements with outer joins, whose nested
// objects Drizzle turns into null when a joined table is missing, keep Drizzle's own mapping.

/** A selected field as Drizzle hands it to a prepared statement: where it goes, and what it is. */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** Drizzle's own mapping, which its published types leave out; kept for statements with outer joins. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: readonly SelectedField[], row: unknown[], joins: Record<string, boolean>): unknown;
};

/** What Drizzle's published types leave out of a SQL expression: the decoder it reads values with. */
type Decoded = { decoder: Decoder };

type Row = unknown[];
type RowMapper = (row: Row) => Record<string, unknown>;

/** The decoder Drizzle's `mapResultRow` would pick for a field, found once. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/** A mapper for rows of `fields`, each row an array in the fields' order. */
export function compileRowMapper(fields: readonly SelectedField[]): RowMapper {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const value = (row: Row, index: number) => {
    const raw = row[index];
    return raw === null ? null : (decoders[index] as Decoder).mapFromDriverValue(raw);
  };
  if (fields.every(({ path }) => path.length === 1)) {
    const keys = fields.map(({ path }) => path[0] as string);
    return (row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) result[keys[index] as string] = value(row, index);
      return result;
    };
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    fields.forEach(({ path }, index) => {
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth++) {
        const chunk = path[depth] as string;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      node[path[path.length - 1] as string] = value(row, index);
    });
    return result;
  };
}

interface PreparedStatement {
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: Row[]) => unknown;
}

type PrepareQuery = (
  this: unknown,
  query: unknown,
  fields: SelectedField[] | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: unknown,
  ...rest: unknown[]
) => PreparedStatement;

const installed = new WeakSet<object>();

/** Gives every statement prepared by `session` a row mapper made once, for its lifetime. */
function mapRowsByPlan(session: { prototype: { prepareQuery: PrepareQuery } }): void {
  if (installed.has(session)) return;
  installed.add(session);
  const prepareQuery = session.prototype.prepareQuery;
  session.prototype.prepareQuery = function (query, fields, name, inArrayMode, customResultMapper, ...rest) {
    const prepared = prepareQuery.call(this, query, fields, name, inArrayMode, customResultMapper, ...rest);
    // Relational queries bring a mapper of their own, and a raw statement has no fields to map.
    if (!fields || customResultMapper) return prepared;
    let mapRow: RowMapper | undefined;
    prepared.customResultMapper = (rows) => {
      // Set by the select after it prepared the statement: outer joins keep Drizzle's mapping.
      const joins = prepared.joinsNotNullableMap;
      if (joins) return rows.map((row) => mapResultRow(fields, row, joins));
      mapRow ??= compileRowMapper(fields);
      return rows.map(mapRow);
    };
    return prepared;
  };
}

/** Installs the planned row mapping on both drivers' sessions (transactions' sessions included). */
export function installRowMapping(): void {
  mapRowsByPlan(NodePgSession as unknown as { prototype: { prepareQuery: PrepareQuery } });
  mapRowsByPlan(PgliteSession as unknown as { prototype: { prepareQuery: PrepareQuery } });
}
