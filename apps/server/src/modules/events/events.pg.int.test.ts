import { liveOrderChangeSchema } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream, type ReceivedEvent } from '../../../test/event-stream.ts';
import {
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
  testConfig,
} from '../../../test/helpers.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import { buildApp } from '../../app.ts';

// Two instances of the app on one PostgreSQL database, as behind a load balancer: a change made
// through one reaches the streams held by the other, through LISTEN/NOTIFY.

let a: TestContext;
let b: FastifyInstance;
let boss: User;
const payments = paymentsDriver(() => a);
const open: EventStreamReader[] = [];

async function streamOnB(who: User, lastEventId?: string) {
  const reader = await openEventStream(b, { cookie: who.cookie, lastEventId });
  open.push(reader);
  expect(reader.status).toBe(200);
  return reader;
}

const about = (orderId: string) => (event: ReceivedEvent) =>
  event.event === 'order' && liveOrderChangeSchema.parse(JSON.parse(event.data)).orderId === orderId;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await a.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { listen: true });
  // Instance B opens its own pool and its own listening connection on the same database.
  b = await buildApp(testConfig({ DATABASE_URL: a.databaseUrl ?? '', RATE_LIMIT_SCALE: '1000' }), {
    skipMigrations: true,
    upkeep: false,
    mailWorker: false,
  });
  await b.listen({ port: 0, host: '127.0.0.1' });
  boss = await createAdmin(a, { name: 'Boss Admin' });
});

afterEach(() => {
  for (const reader of open.splice(0)) reader.close();
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('GET /api/events across instances', () => {
  it("delivers a change made through instance A to the owner's and an admin's streams on instance B", async () => {
    const alice = await createUser(a.app, { name: 'Alice Fernandes' });
    const bob = await createUser(a.app, { name: 'Bob Thakur' });
    const ofAlice = await streamOnB(alice);
    const ofBob = await streamOnB(bob);
    const ofBoss = await streamOnB(boss);

    const order = await payments.pay(alice, 'starter');
    // Placed, then paid: both reach B.
    await ofAlice.next(about(order.orderId));
    const paid = await ofAlice.next(about(order.orderId));
    expect(JSON.parse(paid.data)).toEqual({ orderId: order.orderId, kind: 'status' });
    await ofBoss.next((e) => e.id === paid.id);

    const bobs = await payments.buy(bob, 'growth');
    await ofBob.next(about(bobs.orderId));
    expect(ofBob.events.some(about(order.orderId))).toBe(false);
  });

  it('replaces a lost listening connection, and the reconnecting client is replayed what it missed', async () => {
    const carol = await createUser(a.app, { name: 'Carol Dsouza' });
    const reader = await streamOnB(carol);
    const order = await payments.buy(carol, 'starter');
    const seen = await reader.next(about(order.orderId));

    // B's listening connection is the only one of this database that ran LISTEN.
    const killed = await rows<{ ok: boolean }>(sql`
      select pg_terminate_backend(pid) as ok from pg_stat_activity
      where datname = current_database() and query ilike 'listen %'`);
    expect(killed).toEqual([{ ok: true }]);
    // A change while B is not listening.
    await payments.pressOnCheckout(order.checkoutUrl, 'pay');
    await payments.status(carol, order.merchantOrderId);

    // Once B listens again it ends its streams, so that their clients come back for what was lost.
    await reader.ended(10_000);
    const again = await streamOnB(carol, seen.id);
    const replayed = await again.next(about(order.orderId));
    expect(JSON.parse(replayed.data)).toEqual({ orderId: order.orderId, kind: 'status' });
    expect(replayed.id).not.toBe(seen.id);

    // And B hears new changes again.
    const next = await payments.buy(carol, 'growth');
    await again.next(about(next.orderId));
  });
});
