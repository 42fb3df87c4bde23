import { randomUUID } from 'node:crypto';
import { orderReference } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { createAdminRepository } from './admin.repository.ts';
import { parseOrderSearch } from './admin-orders.ts';

// The admin's search finds an order by part of what a customer quotes: a payment or refund
// reference (ours or the provider's, or a UTR recorded offline), a phone number, or the start of
// the order's reference; in any case, through trigram indexes (migration 0023). A whole reference is
// found by equality first (migration 0029).

let database: Database;
let drop: () => Promise<void>;
const orders: Record<'upi' | 'offline' | 'refunded' | 'other' | 'whole' | 'longer', string> = {
  upi: '',
  offline: '',
  refunded: '',
  other: '',
  whole: '',
  longer: '',
};

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function newOrder(name: string, phone: string | null): Promise<string> {
  const [user] = await rows<{ id: string }>(sql`
    insert into users (name, email, phone) values (${name}, ${`${randomUUID()}@example.in`}, ${phone}) returning id`);
  const [order] = await rows<{ id: string }>(sql`
    insert into orders (user_id, package_id, package_name, amount, status)
    values (${user?.id}, 'growth', 'Growth', 24999, 'in-progress') returning id`);
  return order?.id ?? '';
}

async function newPayment(
  orderId: string,
  ids: { merchant: string; provider?: string; providerName?: string; raw?: unknown },
) {
  const [row] = await rows<{ id: string }>(sql`
    insert into payments (order_id, merchant_order_id, provider, provider_order_id, amount_paise, state, expires_at, raw)
    values (${orderId}, ${ids.merchant}, ${ids.providerName ?? 'phonepe'}, ${ids.provider ?? null}, 2499900,
            'COMPLETED', now(), ${ids.raw === undefined ? null : JSON.stringify(ids.raw)}::jsonb)
    returning id`);
  return row?.id ?? '';
}

async function search(q: string): Promise<string[]> {
  const repo = createAdminRepository(database.db);
  const found = await repo.listOrders({
    search: parseOrderSearch(q),
    status: undefined,
    cursor: undefined,
    limit: 50,
  });
  return found.map((order) => order.id).sort();
}

/** The plan of a query, with sequential scans priced out so that a usable index shows. */
async function plan(query: ReturnType<typeof sql>): Promise<string> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const lines = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return lines.rows.map((line) => line['QUERY PLAN']).join('\n');
  });
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  orders.upi = await newOrder('Priya Sharma', '+91 98765-43210');
  orders.offline = await newOrder('Arjun Rao', null);
  orders.refunded = await newOrder('Meera Iyer', '080 2222 3333');
  orders.other = await newOrder('Kabir Shah', '99999 11111');
  await newPayment(orders.upi, { merchant: 'LP261126A1B2C3D4E5F6A7', provider: 'OMO2611261234ABCDEF' });
  await newPayment(orders.offline, {
    merchant: 'OF261126FFEE0011223344',
    providerName: 'offline',
    raw: { offline: { method: 'NEFT', reference: 'HDFCN52026112612345678', receivedOn: '2026-11-26' } },
  });
  orders.whole = await newOrder('Dev Patel', null);
  orders.longer = await newOrder('Ira Sen', null);
  await newPayment(orders.whole, { merchant: 'LP261127AAAA0000BBBB11', provider: 'pay_W7hole42' });
  await newPayment(orders.longer, { merchant: 'LP261127AAAA0000BBBB22', provider: 'pay_W7hole42x9' });
  const paymentId = await newPayment(orders.refunded, { merchant: 'LP261120C0FFEE00112233' });
  await database.db.execute(sql`
    insert into refunds (payment_id, order_id, merchant_refund_id, provider_refund_id, amount_paise, kind, reason, actor)
    values (${paymentId}, ${orders.refunded}, 'RF2611219988776655AABB', 'OMRpay_Zq81kLm', 100000, 'admin', 'Goodwill', 'system')`);
});
afterAll(async () => {
  await drop?.();
});

describe('the admin order search', () => {
  it('finds an order by a whole or partial payment reference, ours or the provider’s, in any case', async () => {
    expect(await search('LP261126A1B2C3D4E5F6A7')).toEqual([orders.upi]);
    expect(await search('a1b2c3d4')).toEqual([orders.upi]);
    expect(await search('omo2611261234')).toEqual([orders.upi]);
  });

  it('finds an offline payment by the UTR recorded with it', async () => {
    expect(await search('N52026112612')).toEqual([orders.offline]);
  });

  it('finds a refunded order by its refund references', async () => {
    expect(await search('RF2611219988776655AABB')).toEqual([orders.refunded]);
    expect(await search('9988776655')).toEqual([orders.refunded]);
    expect(await search('rpay_zq81')).toEqual([orders.refunded]);
  });

  it('finds orders by part of the customer’s phone number, however it is spaced', async () => {
    expect(await search('9876543210')).toEqual([orders.upi]);
    expect(await search('+91 98765 43210')).toEqual([orders.upi]);
    expect(await search('2222 3333')).toEqual([orders.refunded]);
    expect(await search('99999')).toEqual([orders.other]);
  });

  it('finds an order by the start of its reference, and still by name', async () => {
    const reference = orderReference(orders.other);
    expect(await search(reference.slice(0, 7))).toContain(orders.other);
    expect(await search(reference.slice(0, 9).toLowerCase())).toContain(orders.other);
    // Its first group alone, as read off a screen: "MAEP" for LP-MAEP-HCFN.
    expect(await search(reference.slice(3, 7))).toContain(orders.other);
    expect(await search('kabir')).toEqual([orders.other]);
  });

  it('takes a whole reference for itself: the order whose reference only holds it is left out', async () => {
    expect(await search('pay_W7hole42')).toEqual([orders.whole]);
    expect(await search('pay_W7hole42x9')).toEqual([orders.longer]);
    // Typed in another case it equals nothing, so it is looked for as a part, and both hold it.
    expect(await search('PAY_W7HOLE42')).toEqual([orders.whole, orders.longer].sort());
  });

  it('finds nothing for a reference nobody has', async () => {
    expect(await search('ZZ99ZZ99')).toEqual([]);
    expect(await search('12345678901')).toEqual([]);
  });

  it('answers the whole-reference lookups by equality from btree indexes', async () => {
    expect(await plan(sql`select order_id from payments where provider_order_id = 'pay_W7hole42'`)).toContain(
      'payments_provider_order_id_idx',
    );
    expect(
      await plan(
        sql`select order_id from payments where provider = 'offline' and raw -> 'offline' ->> 'reference' = 'X1'`,
      ),
    ).toContain('payments_offline_reference_idx');
    expect(
      await plan(sql`select order_id from refunds where provider_refund_id = 'OMRpay_Zq81kLm'`),
    ).toContain('refunds_provider_refund_id_idx');
  });

  it('answers the substring lookups from the trigram indexes', async () => {
    expect(await plan(sql`select order_id from payments where merchant_order_id ilike '%A1B2C3%'`)).toContain(
      'payments_merchant_order_id_trgm_idx',
    );
    expect(
      await plan(sql`select order_id from refunds where merchant_refund_id ilike '%88776655%'`),
    ).toContain('refunds_merchant_refund_id_trgm_idx');
    expect(
      await plan(
        sql`select id from users where phone is not null and regexp_replace(phone, '[^0-9]', '', 'g') like '%98765%'`,
      ),
    ).toContain('users_phone_digits_trgm_idx');
  });
});
