import { PGlite } from '@electric-sql/pglite';
import * as drizzleOrm from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRowMapping, type SelectedField } from './row-mapping.ts';

// The planned row mapping must give what Drizzle's own mapping gives for every shape of select the
// server writes: columns of each type, SQL fields with and without a decoder, aliases, nested
// objects, and outer joins (which keep Drizzle's mapping for their missing tables).

const people = pgTable('people', {
  id: uuid().primaryKey(),
  name: text().notNull(),
  age: integer(),
  seen: timestamp({ withTimezone: true }),
  tags: jsonb().$type<string[]>(),
  born: date(),
  active: boolean().notNull().default(true),
});
const pets = pgTable('pets', { id: integer().primaryKey(), owner: uuid().notNull(), name: text().notNull() });

const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow(fields: SelectedField[], row: unknown[], joins?: Record<string, boolean>): unknown;
};

interface Prepared {
  fields: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
  execute(): Promise<unknown[]>;
}

let client: PGlite;
let db: ReturnType<typeof drizzle>;

beforeAll(async () => {
  installRowMapping();
  client = new PGlite();
  await client.exec(`
    create table people (id uuid primary key, name text not null, age int, seen timestamptz, tags jsonb,
      born date, active boolean not null default true);
    create table pets (id int primary key, owner uuid not null, name text not null);
    insert into people values
      ('8b1c2a5e-3f4d-4e6a-9b7c-1d2e3f4a5b6c', 'Asha', 31, '2026-12-07 10:00:00+05:30', '["a", "b"]', '1995-01-02', true),
      ('9c2d3b6f-4a5e-4f7b-8c9d-2e3f4a5b6c7d', 'Ravi', null, null, null, null, false);
    insert into pets values (1, '8b1c2a5e-3f4d-4e6a-9b7c-1d2e3f4a5b6c', 'Moti');
  `);
  db = drizzle(client, { casing: 'snake_case' });
});
afterAll(async () => {
  await client.close();
});

/** The rows the statement answers through the planned mapping, and through Drizzle's own. */
async function bothWays(query: { prepare(name: string): unknown }, name: string) {
  const prepared = query.prepare(name) as Prepared;
  const planned = await prepared.execute();
  const { rows } = await client.query<unknown[]>(
    (query as unknown as { toSQL(): { sql: string } }).toSQL().sql,
    [],
    { rowMode: 'array', parsers: { 1184: (v: string) => v, 1082: (v: string) => v } },
  );
  const drizzles = rows.map((row) => mapResultRow(prepared.fields, row, prepared.joinsNotNullableMap));
  return { prepared, planned, drizzles };
}

describe('the planned row mapping', () => {
  it('is what every prepared select of the server maps its rows with', () => {
    const prepared = db.select().from(people).prepare('every_person') as unknown as Prepared;
    expect(prepared.customResultMapper).toBeTypeOf('function');
  });

  it('maps every column type as Drizzle does: dates, JSON, booleans, nulls', async () => {
    const { planned, drizzles } = await bothWays(db.select().from(people).orderBy(people.name), 'people_all');
    expect(planned).toEqual(drizzles);
    expect(planned[0]).toMatchObject({
      seen: new Date('2026-12-07T04:30:00Z'),
      tags: ['a', 'b'],
      born: '1995-01-02',
    });
    expect(Object.keys(planned[0] as object)).toEqual(Object.keys(drizzles[0] as object));
  });

  it('maps SQL fields with a decoder, without one, and aliased, as Drizzle does', async () => {
    const query = db
      .select({
        name: people.name,
        double: sql<number>`${people.age} * 2`.mapWith(Number),
        raw: sql<string>`'as text'`,
        seenAt: sql<Date | null>`${people.seen}`.mapWith(people.seen),
        upper: sql<string>`upper(${people.name})`.as('upper'),
      })
      .from(people)
      .orderBy(people.name);
    const { planned, drizzles } = await bothWays(query, 'people_sql');
    expect(planned).toEqual(drizzles);
    expect(planned[1]).toMatchObject({ double: null, raw: 'as text', upper: 'RAVI' });
  });

  it('builds nested objects as Drizzle does', async () => {
    const query = db
      .select({ person: { name: people.name, age: people.age }, pet: { name: pets.name } })
      .from(people)
      .innerJoin(pets, eq(pets.owner, people.id));
    const { planned, drizzles } = await bothWays(query, 'people_nested');
    expect(planned).toEqual(drizzles);
    expect(planned).toEqual([{ person: { name: 'Asha', age: 31 }, pet: { name: 'Moti' } }]);
  });

  it('keeps Drizzle’s own mapping for an outer join, whose missing table becomes null', async () => {
    const query = db
      .select({ person: { name: people.name }, pet: { name: pets.name } })
      .from(people)
      .leftJoin(pets, eq(pets.owner, people.id))
      .orderBy(people.name);
    const { prepared, planned, drizzles } = await bothWays(query, 'people_left');
    expect(prepared.joinsNotNullableMap).toBeDefined();
    expect(planned).toEqual(drizzles);
    expect(planned[1]).toEqual({ person: { name: 'Ravi' }, pet: null });
  });

  it('maps the statements of a transaction too', async () => {
    const rows = await db.transaction((tx) =>
      tx.select({ name: people.name }).from(people).orderBy(people.name),
    );
    expect(rows).toEqual([{ name: 'Asha' }, { name: 'Ravi' }]);
  });
});
