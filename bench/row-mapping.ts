// `npm run bench:rows`: what turning a statement's rows into objects costs, Drizzle's own mapping
// against the planned one of decision 035, on the rows of the busiest signed-in read (a customer's
// list of 20 orders) and of the session check (one account). No database: the rows are what
// node-postgres hands Drizzle, so the figures are the mapping's alone. Prints µs a statement.
import * as drizzleOrm from 'drizzle-orm';
import { getTableColumns, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { compileRowMapper, type SelectedField } from '../apps/server/src/db/row-mapping.ts';
import { orders, users } from '../apps/server/src/db/schema.ts';

const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
};
// Never connects: only the statements' fields are read.
const db = drizzle({ connection: 'postgres://bench@127.0.0.1:1/none', casing: 'snake_case' });

/** A value of the kind node-postgres answers for the column (timestamps stay text for Drizzle). */
function driverValue({ field }: SelectedField): unknown {
  const kind = (field as object).constructor.name;
  if (kind === 'PgTimestamp') return '2026-12-08 10:00:00.123+00';
  if (kind === 'PgJsonb') return null;
  if (kind === 'PgInteger' || kind === 'PgSmallInt') return 3;
  if (kind === 'PgBoolean') return true;
  if (kind === 'PgDateString') return '2026-12-08';
  if (kind === 'SQL') return 1;
  return 'a text';
}

function fieldsOf(query: { prepare(name: string): unknown }): SelectedField[] {
  return (query.prepare('bench') as { fields: SelectedField[] }).fields;
}

const { search: _search, ...accountColumns } = getTableColumns(users);
const cases = [
  {
    name: 'orders list, 20 rows',
    fields: fieldsOf(
      db
        .select({ ...getTableColumns(orders), paid: sql<boolean>`true`, gst: sql`0`.mapWith(Number) })
        .from(orders),
    ),
    rows: 20,
  },
  { name: 'session check, 1 row', fields: fieldsOf(db.select(accountColumns).from(users)), rows: 1 },
];

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const calls = 20_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
function perCall(work: () => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (let call = 0; call < calls; call++) work();
    times.push(((performance.now() - started) / calls) * 1000);
  }
  return median(times);
}

console.log('| statement | fields | Drizzle µs | planned µs |\n|---|---|---|---|');
for (const { name, fields, rows: count } of cases) {
  const rows = Array.from({ length: count }, () => fields.map(driverValue));
  const mapRow = compileRowMapper(fields);
  const drizzles = perCall(() => rows.map((row) => mapResultRow(fields, row)));
  const planned = perCall(() => rows.map(mapRow));
  console.log(`| ${name} | ${fields.length} | ${drizzles.toFixed(1)} | ${planned.toFixed(1)} |`);
}
