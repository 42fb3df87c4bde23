import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { users } from './schema.ts';
import { selectRows } from './select-rows.ts';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.insert(users).values([
    {
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: '+919876543210',
      createdAt: new Date('2026-03-04T05:06:07.891Z'),
    },
    { name: 'Vikram "Vik" Nair', email: 'vik@example.in', phone: '+919876543211' },
  ]);
});

afterAll(async () => {
  await drop?.();
});

describe('selectRows', () => {
  it('answers what Drizzle answers for the same select, with the same decoders', async () => {
    const query = () =>
      database.reads
        .select({
          id: users.id,
          name: users.name,
          createdAt: users.createdAt,
          isAdmin: users.isAdmin,
          nameLength: sql`length(${users.name})`.mapWith(Number),
          initial: sql<string>`left(${users.name}, 1)`.as('initial'),
        })
        .from(users)
        .where(eq(users.email, sql.placeholder('email')))
        .orderBy(desc(users.createdAt));
    const read = selectRows(database.readRows, 'select_rows_test', query());

    for (const email of ['asha@example.in', 'vik@example.in', 'nobody@example.in']) {
      const rows = await read({ email });
      expect(rows).toEqual(await query().execute({ email }));
    }
    const [asha] = await read({ email: 'asha@example.in' });
    expect(asha?.createdAt).toEqual(new Date('2026-03-04T05:06:07.891Z'));
    expect(asha?.nameLength).toBe(8);
    expect(asha?.initial).toBe('A');
  });

  it('runs the same named statement again with other values', async () => {
    const read = selectRows(
      database.readRows,
      'select_rows_again',
      database.reads
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, sql.placeholder('email'))),
    );
    const results = await Promise.all(
      ['asha@example.in', 'vik@example.in', 'asha@example.in'].map((email) => read({ email })),
    );
    expect(results).toEqual([
      [{ name: 'Asha Rao' }],
      [{ name: 'Vikram "Vik" Nair' }],
      [{ name: 'Asha Rao' }],
    ]);
  });

  it('refuses a nested selection, which does not map one key to one column', () => {
    expect(() =>
      selectRows(
        database.readRows,
        'select_rows_nested',
        database.reads.select({ user: { name: users.name } }).from(users),
      ),
    ).toThrow(/"user" is not a column/);
  });
});
