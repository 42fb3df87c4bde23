import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';

// The running totals behind the admin summary are kept by triggers (migration 0003). Whatever
// writes the tables, they must always equal a recount.

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function totalsByKey() {
  return rows<{ key: string; n: number; amount: number }>(sql`
    select package_id || '/' || status || '/' || paid as key, sum(order_count)::int as n, sum(amount)::float8 as amount
    from order_totals group by 1 having sum(order_count) <> 0 or sum(amount) <> 0 order by 1`);
}

async function recountByKey() {
  return rows<{ key: string; n: number; amount: number }>(sql`
    select package_id || '/' || status || '/' || (paid_at is not null) as key, count(*)::int as n, sum(amount)::float8 as amount
    from orders group by 1 order by 1`);
}

async function expectTotalsToMatch() {
  expect(await totalsByKey()).toEqual(await recountByKey());
  const [users] = await rows<{ counted: number; actual: number }>(sql`
    select (select coalesce(sum(user_count), 0)::int from user_totals) as counted,
           (select count(*)::int from users) as actual`);
  expect(users?.counted).toBe(users?.actual);
}

async function newUser(): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`
    insert into users (name, email) values ('Totals Test', ${`totals.${randomUUID()}@example.in`}) returning id`);
  return row?.id ?? '';
}

async function newOrder(userId: string, packageId: string, status: string, amount: number): Promise<string> {
  const [row] = await rows<{ id: string }>(sql`
    insert into orders (user_id, package_id, package_name, amount, status)
    values (${userId}, ${packageId}, ${packageId}, ${amount}, ${status}) returning id`);
  return row?.id ?? '';
}

async function newPayment(orderId: string, state: 'PENDING' | 'COMPLETED' | 'FAILED' = 'PENDING') {
  const [row] = await rows<{ id: string }>(sql`
    insert into payments (order_id, merchant_order_id, provider, amount_paise, state, expires_at)
    values (${orderId}, ${`T${randomUUID().replaceAll('-', '')}`}, 'sandbox', 100, ${state}, now() + interval '20 minutes')
    returning id`);
  return row?.id ?? '';
}

describe('admin running totals', () => {
  it('follow inserts, updates of status, package and amount, payments and deletes', async () => {
    const asha = await newUser();
    const ravi = await newUser();
    const a = await newOrder(asha, 'growth', 'pending', 49999);
    const b = await newOrder(asha, 'starter', 'in-progress', 24999);
    const c = await newOrder(ravi, 'scale', 'completed', 99999);
    await expectTotalsToMatch();

    await database.db.execute(sql`update orders set status = 'cancelled' where id = ${a}`);
    await database.db.execute(
      sql`update orders set package_id = 'enterprise', amount = 199999 where id = ${b}`,
    );
    await database.db.execute(sql`update orders set notes = 'only notes change' where id = ${c}`);
    await expectTotalsToMatch();

    const failed = await newPayment(a);
    await database.db.execute(sql`update payments set state = 'FAILED' where id = ${failed}`);
    const [unpaid] = await rows<{ paid_at: string | null }>(sql`select paid_at from orders where id = ${a}`);
    expect(unpaid?.paid_at).toBeNull();
    const paid = await newPayment(b);
    await database.db.execute(sql`update payments set state = 'COMPLETED' where id = ${paid}`);
    await newPayment(c, 'COMPLETED');
    await expectTotalsToMatch();
    const [marked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where id in (${b}, ${c}) and paid_at is not null`,
    );
    expect(marked?.n).toBe(2);

    // A multi-row statement.
    await database.db.execute(sql`update orders set status = 'completed' where user_id = ${asha}`);
    await expectTotalsToMatch();

    await database.db.execute(sql`delete from payments where order_id = ${a}`);
    await database.db.execute(sql`delete from orders where id = ${a}`);
    await database.db.execute(
      sql`delete from users where id = (select id from users where email like 'totals.%' and id not in (select user_id from orders) limit 1)`,
    );
    await expectTotalsToMatch();
  });

  it('count an order paid twice at the same moment once', async () => {
    const user = await newUser();
    const orderId = await newOrder(user, 'growth', 'pending', 49999);
    const first = await newPayment(orderId);
    const second = await newPayment(orderId);
    // Two transactions at once (real concurrency on PostgreSQL; PGlite runs them one after the other).
    await Promise.all(
      [first, second].map((id) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`update payments set state = 'COMPLETED' where id = ${id}`);
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    await expectTotalsToMatch();
    const [collected] = await rows<{ amount: number }>(
      sql`select sum(amount)::float8 as amount from order_totals where paid and package_id = 'growth'`,
    );
    const [recount] = await rows<{ amount: number }>(
      sql`select sum(amount)::float8 as amount from orders where paid_at is not null and package_id = 'growth'`,
    );
    expect(collected?.amount).toBe(recount?.amount);
  });

  it('stay right under simultaneous orders and status changes', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const packages = ['starter', 'growth', 'scale', 'enterprise'];
    const ids = await Promise.all(
      users.flatMap((user) =>
        packages.map((pkg, i) => newOrder(user, pkg, i % 2 ? 'pending' : 'in-progress', 1000 * (i + 1))),
      ),
    );
    await Promise.all(
      ids.map((id, i) =>
        database.db.execute(
          sql`update orders set status = ${['completed', 'cancelled', 'in-progress'][i % 3] ?? 'completed'} where id = ${id}`,
        ),
      ),
    );
    await expectTotalsToMatch();
  });

  it('equal what admin_totals_rebuild() recounts', async () => {
    const before = await totalsByKey();
    await database.db.execute(sql`select admin_totals_rebuild()`);
    expect(await totalsByKey()).toEqual(before);
    await expectTotalsToMatch();
  });
});
