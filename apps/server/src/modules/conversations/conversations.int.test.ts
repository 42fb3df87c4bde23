import { orderMessagesSchema, staffThreadSchema, supportQueueSchema } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../test/event-stream.ts';
import {
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/helpers.ts';
import { mailNotices, TEAM_INBOX } from '../../../test/mail-notices.ts';
import { placeOrder } from '../../../test/payments.ts';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let boss: TestUser;
let aliceOrder: string;
let bobOrder: string;
const mails = mailNotices(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_NOTIFY_EMAIL: TEAM_INBOX, RATE_LIMIT_SCALE: '1000' }, { listen: true });
  alice = await createUser(ctx.app, { name: 'Alice Fernandes' });
  bob = await createUser(ctx.app, { name: 'Bob Thakur' });
  boss = await createAdmin(ctx, { name: 'Boss Admin' });
  aliceOrder = await placeOrder(ctx.app, alice, 'starter', { payWith: 'CARD' });
  bobOrder = await placeOrder(ctx.app, bob, 'growth');
});
afterAll(async () => {
  await ctx?.close();
});

function write(who: TestUser, orderId: string, payload: object, admin = false) {
  return ctx.app.inject({
    method: 'POST',
    url: `${admin ? '/api/admin' : '/api'}/orders/${orderId}/messages`,
    headers: { cookie: who.cookie },
    payload,
  });
}

function read(who: TestUser, orderId: string, admin = false) {
  return ctx.app.inject({
    method: 'GET',
    url: `${admin ? '/api/admin' : '/api'}/orders/${orderId}/messages`,
    headers: { cookie: who.cookie },
  });
}

/** A multipart body of `fields` and one file. */
async function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file.bytes]), file.name);
  const body = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string },
  };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

describe('an order conversation', () => {
  it('lets the customer write and read the answers, oldest first, without internal notes', async () => {
    const order = await placeOrder(ctx.app, alice, 'growth');
    const asked = await write(alice, order, { body: 'Which address proof do you need?' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data).toMatchObject({
      author: 'customer',
      authorName: 'Alice Fernandes',
      attachments: [],
    });
    expect(asked.json().data).not.toHaveProperty('internal');
    const note = await write(boss, order, { body: 'Customer seems unsure: call her', internal: true }, true);
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().data.internal).toBe(true);
    const reply = await write(boss, order, { body: 'A recent electricity bill works.' }, true);
    expect(reply.statusCode, reply.body).toBe(201);

    const thread = await read(alice, order);
    expect(thread.statusCode).toBe(200);
    const data = orderMessagesSchema.parse(thread.json().data);
    expect(data.messages.map((m) => [m.author, m.body])).toEqual([
      ['customer', 'Which address proof do you need?'],
      ['staff', 'A recent electricity bill works.'],
    ]);
    expect(thread.body).not.toContain('call her');
    expect(data.unreadCount).toBe(1);
    // Read once, the reply is no longer new.
    expect((await read(alice, order)).json().data.unreadCount).toBe(0);

    const staff = staffThreadSchema.parse((await read(boss, order, true)).json().data);
    expect(staff.messages.map((m) => m.internal)).toEqual([false, true, false]);
    expect(staff.awaitingReplySince).toBeNull();
  });

  it('answers 404 for another customer’s order, an admin on the customer’s call, and an unknown id', async () => {
    await write(bob, bobOrder, { body: 'Can the company name have India in it?' });
    for (const [who, orderId] of [
      [alice, bobOrder],
      [boss, bobOrder],
      [alice, '00000000-0000-4000-8000-000000000000'],
      [alice, 'not-an-id'],
    ] as const) {
      const listed = await read(who, orderId);
      expect(listed.statusCode).toBe(404);
      expect(listed.body).not.toContain('India');
      expect((await write(who, orderId, { body: 'Let me in' })).statusCode).toBe(404);
    }
    const staff = staffThreadSchema.parse((await read(boss, bobOrder, true)).json().data);
    expect(staff.messages.map((m) => m.body)).toEqual(['Can the company name have India in it?']);
    expect((await read(alice, bobOrder, true)).statusCode).toBe(403);
  });

  it('refuses an empty, blank, too long or malformed message with 400 and keeps nothing', async () => {
    for (const payload of [
      {},
      { body: '' },
      { body: '   \u200b ' },
      { body: 'x'.repeat(5001) },
      { body: 42 },
    ]) {
      const res = await write(alice, aliceOrder, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'validation_failed' } });
    }
    expect((await read(alice, aliceOrder)).json().data.messages).toEqual([]);
  });

  it('carries an attachment with the documents’ storage, sniffed type and limit', async () => {
    const upload = await multipart(
      { body: 'Here is the rent agreement' },
      { bytes: pdf, name: '../rent agreement.exe' },
    );
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${aliceOrder}/messages`,
      headers: { ...upload.headers, cookie: alice.cookie },
      payload: upload.payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [attachment] = sent.json().data.attachments;
    expect(attachment).toMatchObject({
      name: 'rent agreement.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${aliceOrder}/messages/files/${attachment.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${aliceOrder}/messages/files/${attachment.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(foreign.statusCode).toBe(404);

    const script = await multipart(
      { body: 'A script' },
      { bytes: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'a.pdf' },
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${aliceOrder}/messages`,
      headers: { ...script.headers, cookie: alice.cookie },
      payload: script.payload,
    });
    expect(refused.statusCode).toBe(415);
    const large = await multipart(
      { body: 'A big scan' },
      { bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), name: 'scan.pdf' },
    );
    const tooLarge = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${aliceOrder}/messages`,
      headers: { ...large.headers, cookie: alice.cookie },
      payload: large.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    const fileFirst = await multipart({}, { bytes: pdf, name: 'scan.pdf' });
    const noText = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${aliceOrder}/messages`,
      headers: { ...fileFirst.headers, cookie: alice.cookie },
      payload: fileFirst.payload,
    });
    expect(noText.statusCode).toBe(400);
    const bodies = (await read(alice, aliceOrder)).json().data.messages.map((m: { body: string }) => m.body);
    expect(bodies).toEqual(['Here is the rent agreement']);
  });

  it('never hands a customer the file of an internal note', async () => {
    const upload = await multipart(
      { body: 'Scanned copy for our records', internal: 'true' },
      { bytes: pdf, name: 'x.pdf' },
    );
    const noted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${aliceOrder}/messages`,
      headers: { ...upload.headers, cookie: boss.cookie },
      payload: upload.payload,
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const fileId = noted.json().data.attachments[0].id;
    const byAlice = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${aliceOrder}/messages/files/${fileId}`,
      headers: { cookie: alice.cookie },
    });
    expect(byAlice.statusCode).toBe(404);
    const byBoss = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${aliceOrder}/messages/files/${fileId}`,
      headers: { cookie: boss.cookie },
    });
    expect(byBoss.statusCode).toBe(200);
  });
});

describe('input a conversation refuses', () => {
  /** The messages of the order as the team sees them, internal notes included. */
  const thread = async (order: string) =>
    (await read(boss, order, true)).json().data.messages as { body: string; internal: boolean }[];

  it('takes `internal` as exactly true or false: a checkbox’s on, 1, TRUE or a repeated field is a 400', async () => {
    const order = await placeOrder(ctx.app, alice, 'starter');
    for (const flag of ['TRUE', '1', 'yes', 'on', '', 'false ']) {
      const form = await multipart({ body: `Private: ${flag}`, internal: flag });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order}/messages`,
        headers: { ...form.headers, cookie: boss.cookie },
        payload: form.payload,
      });
      expect(res.statusCode, `${flag}: ${res.body}`).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'internal', message: 'Must be true or false' }]);
    }
    const twice = new FormData();
    twice.append('internal', 'true');
    twice.append('internal', 'false');
    twice.append('body', 'Which one?');
    const request = new Request('http://localhost/', { method: 'POST', body: twice });
    const repeated = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order}/messages`,
      headers: { 'content-type': request.headers.get('content-type') as string, cookie: boss.cookie },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(repeated.statusCode, repeated.body).toBe(400);
    expect(repeated.json().error.details).toEqual([{ path: 'internal', message: 'Sent more than once' }]);
    expect(await thread(order)).toEqual([]);
    const aboutOrder = await mails.queued('order-message', alice.email);
    expect(aboutOrder.filter((m) => m.key.includes(order))).toEqual([]);

    const note = await multipart({ body: 'For us only', internal: 'true' });
    const noted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order}/messages`,
      headers: { ...note.headers, cookie: boss.cookie },
      payload: note.payload,
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const reply = await multipart({ body: 'For the customer', internal: 'false' });
    const replied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order}/messages`,
      headers: { ...reply.headers, cookie: boss.cookie },
      payload: reply.payload,
    });
    expect(replied.statusCode, replied.body).toBe(201);
    expect((await thread(order)).map((m) => [m.body, m.internal])).toEqual([
      ['For us only', true],
      ['For the customer', false],
    ]);
  });

  it('answers multipart cut short, without its boundary, with one too long or with a broken part with 400, on both sides', async () => {
    const boundary = 'cutShortMessage';
    const whole =
      `--${boundary}\r\nContent-Disposition: form-data; name="body"\r\n\r\nHere it is\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n${'x'.repeat(3000)}`;
    const bodies = [
      { type: `multipart/form-data; boundary=${boundary}`, body: whole },
      { type: `multipart/form-data; boundary=${boundary}`, body: whole.slice(0, 70) },
      { type: `multipart/form-data; boundary=${boundary}`, body: whole.slice(0, 30) },
      { type: 'multipart/form-data', body: whole },
      { type: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nbroken header\r\n\r\n` },
      // A boundary longer than RFC 2046's 70 characters, and than the parser takes.
      { type: `multipart/form-data; boundary=${'b'.repeat(300)}`, body: `--${boundary}--\r\n` },
    ];
    for (const [index, { type, body }] of bodies.entries()) {
      for (const [url, who] of [
        [`/api/orders/${aliceOrder}/messages`, alice],
        [`/api/admin/orders/${aliceOrder}/messages`, boss],
      ] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': type, cookie: who.cookie },
        });
        expect(res.statusCode, `${url} body ${index}: ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().success).toBe(false);
      }
    }
  });

  it('refuses a lone surrogate in a message with 400 on the field, before anything is stored or mailed', async () => {
    const order = await placeOrder(ctx.app, bob, 'starter');
    for (const [who, admin] of [
      [bob, false],
      [boss, true],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${admin ? '/api/admin' : '/api'}/orders/${order}/messages`,
        headers: { cookie: who.cookie, 'content-type': 'application/json' },
        payload: '{"body":"Hello \\ud800 there"}',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details).toEqual([{ path: 'body', message: 'Must be valid Unicode text' }]);
    }
    expect(await thread(order)).toEqual([]);
  });
});

describe('mail about messages', () => {
  it('queues one mail per burst to each side, and a new one once the burst was read', async () => {
    const customer = await createUser(ctx.app, { name: 'Chitra Iyer' });
    const order = await placeOrder(ctx.app, customer, 'starter');
    for (const body of ['First question', 'Second thought', 'Third detail']) {
      expect((await write(customer, order, { body })).statusCode).toBe(201);
    }
    const toTeam = async () =>
      (await mails.queued('admin-order-message', TEAM_INBOX)).filter((m) => m.key.includes(order));
    expect(await toTeam()).toHaveLength(1);

    for (const body of ['Answer one', 'Answer two']) {
      expect((await write(boss, order, { body }, true)).statusCode).toBe(201);
    }
    expect(await mails.queued('order-message', customer.email)).toHaveLength(1);
    // An internal note is no burst for anyone.
    await write(boss, order, { body: 'Watch this one', internal: true }, true);
    expect(await mails.queued('order-message', customer.email)).toHaveLength(1);

    await read(customer, order);
    await write(boss, order, { body: 'One more thing' }, true);
    expect(await mails.queued('order-message', customer.email)).toHaveLength(2);

    // The team answered, so the next question starts a new burst for the team.
    await write(customer, order, { body: 'Thanks, and another question' });
    expect(await toTeam()).toHaveLength(2);
    await write(customer, order, { body: 'And a last one' });
    expect(await toTeam()).toHaveLength(2);

    await mails.deliverAll();
    const [delivered] = await mails.queued('order-message', customer.email);
    expect(delivered?.status).toBe('sent');
  });

  it('mails the admin who holds the conversation instead of the team’s address', async () => {
    const customer = await createUser(ctx.app);
    const order = await placeOrder(ctx.app, customer, 'starter');
    await write(customer, order, { body: 'Hello?' });
    await read(boss, order, true);
    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/${order}`,
      headers: { cookie: boss.cookie },
      payload: { assignee: 'me' },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    await write(customer, order, { body: 'Anyone there?' });
    expect(
      (await mails.queued('admin-order-message', boss.email)).filter((m) => m.key.includes(order)),
    ).toHaveLength(1);
  });
});

describe('GET /api/admin/support', () => {
  it('lists threads awaiting a reply first, the longest waiting first, with unread counts and assignees', async () => {
    const first = await createUser(ctx.app, { name: 'Waiting Longest' });
    const second = await createUser(ctx.app, { name: 'Waiting Less' });
    const firstOrder = await placeOrder(ctx.app, first, 'starter');
    const secondOrder = await placeOrder(ctx.app, second, 'starter');
    await write(first, firstOrder, { body: 'One' });
    await write(first, firstOrder, { body: 'Two' });
    await write(second, secondOrder, { body: 'Three' });

    const queue = supportQueueSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/support', headers: { cookie: boss.cookie } })
      ).json().data,
    );
    const ours = queue.threads.filter((t) => [firstOrder, secondOrder].includes(t.orderId));
    expect(ours.map((t) => [t.customerName, t.unreadCount, t.lastMessage])).toEqual([
      ['Waiting Longest', 2, 'Two'],
      ['Waiting Less', 1, 'Three'],
    ]);
    const waits = queue.threads.map((t) => t.awaitingReplySince ?? '');
    expect(waits).toEqual([...waits].sort());
    expect(queue.awaitingCount).toBeGreaterThanOrEqual(2);

    await write(boss, firstOrder, { body: 'Answered' }, true);
    const after = supportQueueSchema.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/support', headers: { cookie: boss.cookie } })
      ).json().data,
    );
    expect(after.threads.map((t) => t.orderId)).not.toContain(firstOrder);
    const all = supportQueueSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/support?filter=all',
          headers: { cookie: boss.cookie },
        })
      ).json().data,
    );
    expect(all.threads.find((t) => t.orderId === firstOrder)).toMatchObject({
      awaitingReplySince: null,
      unreadCount: 0,
    });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/${secondOrder}`,
      headers: { cookie: boss.cookie },
      payload: { assignee: 'me' },
    });
    const mine = supportQueueSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/support?filter=mine',
          headers: { cookie: boss.cookie },
        })
      ).json().data,
    );
    expect(mine.threads.find((t) => t.orderId === secondOrder)?.assignee).toEqual({
      id: boss.user.id,
      name: 'Boss Admin',
    });
    expect(mine.threads.every((t) => t.assignee?.id === boss.user.id)).toBe(true);
  });

  it('refuses a bad filter and an order without a conversation', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/support?filter=x',
      headers: { cookie: boss.cookie },
    });
    expect(bad.statusCode).toBe(400);
    const customer = await createUser(ctx.app);
    const silent = await placeOrder(ctx.app, customer, 'starter');
    const assign = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/support/${silent}`,
      headers: { cookie: boss.cookie },
      payload: { assignee: 'me' },
    });
    expect(assign.statusCode).toBe(404);
  });
});

describe('unread replies and live updates', () => {
  it('counts a customer’s unread replies per order and tells both sides’ streams of a new message', async () => {
    const customer = await createUser(ctx.app);
    const order = await placeOrder(ctx.app, customer, 'starter');
    const own = await openEventStream(ctx.app, { cookie: customer.cookie });
    const other = await openEventStream(ctx.app, { cookie: bob.cookie });
    const team = await openEventStream(ctx.app, { cookie: boss.cookie });
    try {
      await write(boss, order, { body: 'We have started' }, true);
      const isMessage = (e: { event: string; data: string }) =>
        e.event === 'order' && JSON.parse(e.data).orderId === order && JSON.parse(e.data).kind === 'message';
      await own.next(isMessage);
      await team.next(isMessage);
      await write(boss, order, { body: 'A note for us', internal: true }, true);
      await team.next(isMessage);
      await write(boss, order, { body: 'Second reply' }, true);
      await own.next(isMessage);
      // The customer's stream got the two replies and not the note in between.
      expect(own.events.filter(isMessage)).toHaveLength(2);
      expect(other.events.some((e) => e.data.includes(order))).toBe(false);

      const unread = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages/unread',
        headers: { cookie: customer.cookie },
      });
      expect(unread.json().data).toMatchObject({ total: 2, orders: [{ orderId: order, count: 2 }] });
      await read(customer, order);
      const none = await ctx.app.inject({
        method: 'GET',
        url: '/api/messages/unread',
        headers: { cookie: customer.cookie },
      });
      expect(none.json().data).toEqual({ total: 0, orders: [] });
    } finally {
      own.close();
      other.close();
      team.close();
    }
  });
});
