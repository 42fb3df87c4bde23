import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rowsOf } from '../../test/helpers.ts';
import type { Database } from './client.ts';

// The migration that replaced the admin flag with a role, run again here over a users table put
// back the way it was before it.
const migration = readFileSync(
  path.resolve(import.meta.dirname, '../../drizzle/0034_staff_roles.sql'),
  'utf8',
);

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

describe('migration 0034: staff roles', () => {
  it('makes every admin of before an owner and everyone else a customer', async () => {
    await database.db.execute(sql`alter table users drop constraint users_role_valid`);
    await database.db.execute(sql`drop index users_staff_idx`);
    await database.db.execute(sql`alter table users drop column role`);
    await database.db.execute(sql`alter table users add column is_admin boolean not null default false`);
    await database.db.execute(sql`
      insert into users (name, email, is_admin) values
        ('Ananya Rao', 'ananya@example.in', true),
        ('Meera Iyer', 'meera@example.in', false),
        ('Kabir Menon', 'kabir@example.in', true)`);

    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }

    expect(await rowsOf(database, sql`select email, role from users order by email`)).toEqual([
      { email: 'ananya@example.in', role: 'owner' },
      { email: 'kabir@example.in', role: 'owner' },
      { email: 'meera@example.in', role: 'customer' },
    ]);
    await expect(
      database.db.execute(sql`update users set role = 'admin' where email = 'meera@example.in'`),
    ).rejects.toThrow();
  });
});
