import { liveOrderChangeSchema } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStreamReader, openEventStream, type ReceivedEvent } from '../../../test/event-stream.ts';
import {
  buildInstance,
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
  waitFor,
} from '../../../test/helpers.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import { decodeCursor } from '../../db/cursor-paging.ts';
import { createOrderFaces } from '../orders/index.ts';

let ctx: TestContext;
let alice: User;
let bob: User;
let boss: User;
const payments = paymentsDriver(() => ctx);
const open: EventStreamReader[] = [];
const METRICS_TOKEN = 'metrics-token-for-the-event-stream-tests';

/** The streams the server still counts as open, as its metrics report them. */
async function streamsOpen() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return Number(/^launchpad_event_streams_open (\d+)$/m.exec(res.body)?.[1] ?? Number.NaN);
}

/** Opens a stream that is closed after each test. */
async function stream(who: User | null, lastEventId?: string) {
  const reader = await openEventStream(ctx.app, { cookie: who?.cookie, lastEventId });
  open.push(reader);
  return reader;
}

const change = (event: ReceivedEvent) => liveOrderChangeSchema.parse(JSON.parse(event.data));
const about = (orderId: string) => (event: ReceivedEvent) =>
  event.event === 'order' && change(event).orderId === orderId;

beforeAll(async () => {
  ctx = await createTestApp(
    { RATE_LIMIT_SCALE: '1000', METRICS_TOKEN },
    { listen: true, liveEvents: { heartbeatMs: 300, maxStreamsPerUser: 4 } },
  );
  alice = await createUser(ctx.app, { name: 'Alice Fernandes' });
  bob = await createUser(ctx.app, { name: 'Bob Thakur' });
  boss = await createAdmin(ctx, { name: 'Boss Admin' });
});

afterEach(async () => {
  for (const reader of open.splice(0)) reader.close();
  // The server counts a stream until it sees its connection close: the next test may open four.
  await waitFor(async () => (await streamsOpen()) === 0);
});

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/events', () => {
  it('refuses a signed-out caller with 401', async () => {
    const anonymous = await stream(null);
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text ?? '')).toMatchObject({ error: { code: 'unauthenticated' } });
    const injected = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(injected.statusCode).toBe(401);
    expect(injected.headers['cache-control']).toBe('no-store');
  });

  it('answers with an event stream that no cache or proxy holds, with the headers of every API answer', async () => {
    const reader = await stream(alice);
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toBe('no-store');
    expect(reader.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(reader.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reader.headers.get('x-frame-options')).toBe('DENY');
    expect(reader.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    // Heartbeats every 300 ms in this app.
    await expect.poll(() => reader.comments).toBeGreaterThanOrEqual(2);
  });

  it("sends a change to the order's owner and to admins, never to another customer", async () => {
    const ofAlice = await stream(alice);
    const ofBob = await stream(bob);
    const ofBoss = await stream(boss);

    const order = await payments.buy(alice, 'starter');
    const toAlice = await ofAlice.next(about(order.orderId));
    expect(change(toAlice)).toEqual({ orderId: order.orderId, kind: 'status' });
    expect(toAlice.id).toBeTruthy();
    const toBoss = await ofBoss.next(about(order.orderId));
    expect(toBoss.id).toBe(toAlice.id);

    // Bob's own order comes through, and nothing of Alice's came before it: one connection
    // delivers notifications in commit order.
    const bobs = await payments.buy(bob, 'starter');
    await ofBob.next(about(bobs.orderId));
    expect(ofBob.events.filter((e) => e.event === 'order').map((e) => change(e).orderId)).toEqual([
      bobs.orderId,
    ]);
  });

  it('sends a payment that lands and a milestone that moves; internal notes to admins only', async () => {
    const ofAlice = await stream(alice);
    const ofBoss = await stream(boss);
    const order = await payments.buy(alice, 'growth');
    await ofAlice.next(about(order.orderId));
    await payments.pressOnCheckout(order.checkoutUrl, 'pay');
    await payments.status(alice, order.merchantOrderId);
    const paid = await ofAlice.next(about(order.orderId));
    expect(change(paid).kind).toBe('status');

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderId}`,
      headers: { cookie: alice.cookie },
    });
    const milestone = detail.json().data.milestones[1];
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderId}/milestones/${milestone.id}`,
      headers: { cookie: boss.cookie },
      payload: { status: 'in-progress' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(change(await ofAlice.next(about(order.orderId)))).toEqual({
      orderId: order.orderId,
      kind: 'activity',
    });
    await ofBoss.next((e) => about(order.orderId)(e) && change(e).kind === 'activity');

    // Internal notes are the team's: admins hear of them, the customer does not.
    const seenBy = (reader: EventStreamReader) => reader.events.filter(about(order.orderId)).length;
    const [aliceBefore, bossBefore] = [seenBy(ofAlice), seenBy(ofBoss)];
    const noted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderId}/launch`,
      headers: { cookie: boss.cookie },
      payload: { internalNotes: 'Call the registrar on Monday' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    await ofBoss.next(about(order.orderId));
    const done = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.orderId}/milestones/${milestone.id}`,
      headers: { cookie: boss.cookie },
      // The documents are not in yet: finishing the step anyway is confirmed.
      payload: { status: 'done', confirmDocumentsOutstanding: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    await ofAlice.next(about(order.orderId));
    // Both streams hear every notice of the milestone; the admin's has the note's besides.
    expect(seenBy(ofAlice) - aliceBefore).toBeGreaterThan(0);
    await expect.poll(() => seenBy(ofBoss) - bossBefore - (seenBy(ofAlice) - aliceBefore)).toBe(1);
  });

  it('sends nothing for a change that is rolled back', async () => {
    const ofAlice = await stream(alice);
    const order = await payments.buy(alice, 'scale');
    await ofAlice.next(about(order.orderId));
    const orderWrites = createOrderFaces(ctx.database).writes;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await orderWrites.appendNote(
          tx,
          { id: order.orderId, status: 'pending' },
          'system',
          'Never committed',
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await orderWrites.appendNote(
      ctx.database.db,
      { id: order.orderId, status: 'pending' },
      'system',
      'Committed',
    );
    const next = await ofAlice.next(about(order.orderId));
    const [committed] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from order_events where order_id = ${order.orderId} and reason = 'Never committed'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(committed?.n).toBe(0);
    expect(change(next).kind).toBe('activity');
    // Nothing else arrived for this order in between.
    expect(ofAlice.events.filter(about(order.orderId))).toHaveLength(2);
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, in order, and nothing before', async () => {
    const dana = await createUser(ctx.app, { name: 'Dana Pillai' });
    const first = await stream(dana);
    const order = await payments.buy(dana, 'starter');
    const seen = await first.next(about(order.orderId));
    first.close();

    const orderWrites = createOrderFaces(ctx.database).writes;
    const missed: string[] = [];
    for (const reason of ['First missed', 'Second missed']) {
      missed.push(
        await orderWrites.appendNote(
          ctx.database.db,
          { id: order.orderId, status: 'pending' },
          'system',
          reason,
        ),
      );
    }
    // Another customer's change in between is not Alice's to see.
    await payments.buy(bob, 'growth');

    const again = await stream(dana, seen.id);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => change(e))).toEqual([
      { orderId: order.orderId, kind: 'activity' },
      { orderId: order.orderId, kind: 'activity' },
    ]);
    expect(replayed.map((e) => decodeCursor(e.id)?.id)).toEqual(missed);

    // The newest id resumes with nothing to replay; a live change still arrives after it.
    const latest = await stream(dana, replayed[1]?.id);
    await orderWrites.appendNote(
      ctx.database.db,
      { id: order.orderId, status: 'pending' },
      'system',
      'Live again',
    );
    const live = await latest.next();
    expect(change(live).orderId).toBe(order.orderId);
    expect(latest.events).toHaveLength(1);

    // An admin resumes across every customer's orders.
    const ofBoss = await stream(boss, seen.id);
    const bossReplay = [await ofBoss.next(), await ofBoss.next(), await ofBoss.next()];
    expect(bossReplay.map((e) => change(e).orderId)).toContain(order.orderId);
  });

  it('replays the messages a reconnecting client missed beside the timeline, internal notes to the team alone', async () => {
    const esha = await createUser(ctx.app, { name: 'Esha Kapoor' });
    const order = await payments.buy(esha, 'starter');
    const first = await stream(esha);
    const post = async (who: User, url: string, payload: object) => {
      const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie: who.cookie }, payload });
      expect(res.statusCode, res.body).toBe(201);
    };
    await post(esha, `/api/orders/${order.orderId}/messages`, { body: 'Is the name approved?' });
    const seen = await first.next(about(order.orderId));
    // A live message carries its position, as a timeline entry does.
    expect(change(seen)).toEqual({ orderId: order.orderId, kind: 'message' });
    expect(decodeCursor(seen.id)).toBeDefined();
    first.close();

    const admin = `/api/admin/orders/${order.orderId}/messages`;
    await post(boss, admin, { body: 'Checking with the registrar.', internal: true });
    await post(boss, admin, { body: 'The name is approved.' });
    await createOrderFaces(ctx.database).writes.appendNote(
      ctx.database.db,
      { id: order.orderId, status: 'in-progress' },
      'system',
      'After the answer',
    );

    // The customer is replayed the answer and the timeline entry after it, in order; never the note.
    const again = await stream(esha, seen.id);
    const replayed = [await again.next(), await again.next()];
    expect(replayed.map((e) => change(e).kind)).toEqual(['message', 'activity']);
    const latest = replayed[1]?.id ?? '';
    // A notice of a replayed change that reaches the instance late (NOTIFY is delivered when the
    // listening connection gets to it, later on a busy machine) is not sent again; notices arrive
    // in order, so the one sent after it shows that it was read.
    const notify = (eventId: string, at: string) =>
      ctx.database.db.execute(
        sql`select pg_notify('order_changes', ${JSON.stringify({ orderId: order.orderId, userId: esha.user.id, kind: 'activity', eventId, at })})`,
      );
    const replayedAnswer = decodeCursor(replayed[0]?.id) as { createdAt: string; id: string };
    await notify(replayedAnswer.id, replayedAnswer.createdAt);
    const marker = { id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', at: '2099-01-01T00:00:00.000000Z' };
    await notify(marker.id, marker.at);
    expect(decodeCursor((await again.next()).id)?.id).toBe(marker.id);
    await post(esha, `/api/orders/${order.orderId}/messages`, { body: 'Thank you.' });
    const live = await again.next();
    expect(change(live).kind).toBe('message');
    expect(again.events).toHaveLength(4);
    expect(decodeCursor(live.id)).not.toEqual(decodeCursor(latest));

    // The team is replayed the internal note too.
    const ofBoss = await stream(boss, seen.id);
    const bossReplay = [await ofBoss.next(), await ofBoss.next(), await ofBoss.next(), await ofBoss.next()];
    expect(bossReplay.filter(about(order.orderId)).map((e) => change(e).kind)).toEqual([
      'message',
      'message',
      'activity',
      'message',
    ]);
  });

  it('refuses with 400 and the envelope a Last-Event-ID that is not one of ours, an impossible time included', async () => {
    const impossible = Buffer.from(
      JSON.stringify(['2026-02-31T10:00:00.000000Z', '7f3c1b0e-8a61-4c1f-9b1e-2f5d3c4b5a69']),
    ).toString('base64url');
    for (const lastEventId of ['not-an-id', impossible, 'x'.repeat(300)]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { cookie: alice.cookie, 'last-event-id': lastEventId },
      });
      expect(res.statusCode, lastEventId).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('caps the open streams of one account, and frees a place when one closes', async () => {
    const carol = await createUser(ctx.app, { name: 'Carol Dsouza' });
    const streams = [];
    for (let i = 0; i < 4; i++) streams.push(await stream(carol));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const fifth = await stream(carol);
    expect(fifth.status).toBe(429);
    expect(JSON.parse(fifth.text ?? '')).toMatchObject({ error: { code: 'rate_limited' } });
    // Another account is not counted against Carol.
    expect((await stream(bob)).status).toBe(200);
    streams[0]?.close();
    await expect
      .poll(async () => {
        const retry = await stream(carol);
        retry.close();
        return retry.status;
      })
      .toBe(200);
  });

  it('ends the stream once its session is signed out', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: alice.password },
    });
    const cookie = `session=${login.json().data.token}`;
    const reader = await openEventStream(ctx.app, { cookie });
    open.push(reader);
    expect(reader.status).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await reader.ended();
    // Alice's other session still streams.
    const other = await stream(alice);
    await expect.poll(() => other.comments).toBeGreaterThanOrEqual(1);
  });

  it('ends every stream promptly when the app closes', async () => {
    const second = await buildInstance(ctx.database, ctx.config);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const reader = await openEventStream(second, { cookie: alice.cookie });
    open.push(reader);
    expect(reader.status).toBe(200);
    // Without the app ending its streams, close() waits for them for ever: the bound only tells a
    // hang from a slow machine.
    const started = Date.now();
    await second.close();
    await reader.ended();
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
