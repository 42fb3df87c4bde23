import { Column, type DriverValueDecoder, fillPlaceholders, is, type Query, SQL } from 'drizzle-orm';

/**
 * Runs a named statement and answers its rows as arrays of driver values, with Drizzle's own type
 * parsing (times, dates and intervals as PostgreSQL writes them). `Database.readRows` offers it, on
 * the pipelined connections where PostgreSQL is used.
 */
export type ReadRows = (query: { name: string; text: string }, values: unknown[]) => Promise<unknown[][]>;

interface SelectQuery<TRow> {
  toSQL(): Query;
  readonly _: { readonly result: TRow[]; readonly selectedFields: Record<string, unknown> };
}

/** The decoder Drizzle keeps on an `sql` field (`mapWith` sets it); its types leave it undeclared. */
const decoderOf = (field: SQL) =>
  (field as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;

/**
 * A Drizzle select prepared once and mapped without Drizzle's per-row work (decision 018): the same
 * statement, the same row type and the same decoders (each column's `mapFromDriverValue`, or the
 * `sql` field's), applied by a loop worked out once instead of for every value of every row. Only a
 * flat selection (no nested objects) is accepted, as only that maps one key to one column.
 */
export function selectRows<TRow>(
  readRows: ReadRows,
  name: string,
  query: SelectQuery<TRow>,
): (placeholders: Record<string, unknown>) => Promise<TRow[]> {
  const fields = Object.entries(query._.selectedFields);
  const keys = fields.map(([key]) => key);
  const decoders = fields.map(([key, field]): DriverValueDecoder<unknown, unknown> => {
    if (is(field, Column)) return field;
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, SQL.Aliased)) return decoderOf(field.sql);
    throw new TypeError(`${name}: the field "${key}" is not a column or an sql expression`);
  });
  const { sql: text, params } = query.toSQL();
  const statement = { name, text };

  return async (placeholders) => {
    const rows = await readRows(statement, fillPlaceholders(params, placeholders));
    return rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const value = row[i];
        result[keys[i] as string] =
          value === null
            ? null
            : (decoders[i] as DriverValueDecoder<unknown, unknown>).mapFromDriverValue(value);
      }
      return result as TRow;
    });
  };
}
