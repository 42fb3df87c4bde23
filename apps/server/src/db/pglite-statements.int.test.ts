import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from './pglite-statements.ts';

let raw: PGlite;
let client: PGlite;

beforeAll(async () => {
  raw = new PGlite();
  client = withNamedStatements(raw, 3);
  await raw.exec(`
    create table people (id uuid primary key, name text not null unique, age int, seen timestamptz,
      tags jsonb, born date);
    insert into people values
      ('8b1c2a5e-3f4d-4e6a-9b7c-1d2e3f4a5b6c', 'Asha', 31, '2026-12-07 10:00:00+05:30', '["a"]', '1995-01-02'),
      ('9c2d3b6f-4a5e-4f7b-8c9d-2e3f4a5b6c7d', 'Ravi', null, null, null, null);
  `);
});
afterAll(async () => {
  await raw.close();
});

const kept = async () =>
  (await raw.query<{ name: string }>(`select name from pg_prepared_statements where name like 'launchpad_%'`))
    .rows.length;

describe('withNamedStatements', () => {
  it('answers what PGlite’s own query answers, in either row mode, with nulls and typed values', async () => {
    const text = 'select * from people where age > $1 or name = $2 order by name';
    const arrays = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value, [types.DATE]: (value: string) => value },
    };
    for (const params of [
      [30, 'Ravi'],
      [null, 'Asha'],
      [100, null],
    ]) {
      expect(await client.query(text, params)).toEqual(await raw.query(text, params));
      expect(await client.query(text, params, arrays)).toEqual(await raw.query(text, params, arrays));
    }
    const seen = new Date('2026-12-08T00:00:00Z');
    const tags = { kind: ['x'] };
    const written = await client.query<{ seen: Date; tags: unknown }>(
      'update people set seen = $1, tags = $2 where name = $3 returning seen, tags',
      [seen, JSON.stringify(tags), 'Ravi'],
    );
    expect(written.rows).toEqual([{ seen, tags }]);
    expect(written.affectedRows).toBe(1);
  });

  it('parses a statement once, and keeps no more statements than it is given', async () => {
    await raw.query('deallocate all');
    for (let i = 0; i < 5; i++) await client.query('select name from people where name = $1', ['Asha']);
    expect(await kept()).toBe(1);
    for (const column of ['id', 'age', 'seen', 'tags', 'born']) {
      await client.query(`select ${column} from people where name = $1`, ['Asha']);
    }
    expect(await kept()).toBe(3);
  });

  it('throws the database’s error with its code and constraint, and keeps answering', async () => {
    const error = await client
      .query('insert into people (id, name) values ($1, $2)', [
        '0d3e4c7a-5b6f-4a8c-9d0e-3f4a5b6c7d8e',
        'Asha',
      ])
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'people_name_key' });
    expect((await client.query('select count(*)::int as n from people')).rows).toEqual([{ n: 2 }]);
  });

  it('never runs inside another caller’s transaction', async () => {
    let inside: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query(`update people set age = 99 where name = 'Asha'`);
      inside();
      await released;
      await tx.rollback();
    });
    await holding;
    const read = client.query<{ age: number }>(`select age from people where name = 'Asha'`);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ age: 31 }]);
  });

  it('answers after the schema changes a kept statement’s result', async () => {
    const text = 'select * from people where name = $1';
    await client.query(text, ['Asha']);
    await raw.exec('alter table people add column city text');
    const [row] = (await client.query<Record<string, unknown>>(text, ['Asha'])).rows;
    expect(row).toHaveProperty('city', null);
    await raw.exec('alter table people drop column city');
  });
});
