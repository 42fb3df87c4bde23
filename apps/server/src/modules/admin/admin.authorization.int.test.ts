import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: User;
let customer: User;
let standard: User;
let orderId: string;
let messageId: string;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx.app, { name: 'Ananya Rao' });
  customer = await createUser(ctx.app, { name: 'Rohan Mehta' });
  standard = await createUser(ctx.app, { name: 'Sneha Kulkarni' });
  await ctx.database.db.execute(sql`update users set role = 'owner' where id = ${admin.user.id}`);
  const [order] = await rows<{ id: string }>(sql`
    insert into orders (user_id, package_id, package_name, amount, status, notes, cancellation_requested_at)
    values (${customer.user.id}, 'growth', 'Growth', 49999, 'in-progress', 'Secret onboarding note', now())
    returning id`);
  orderId = order?.id ?? '';
  await ctx.database.db.execute(sql`
    insert into payments (order_id, merchant_order_id, provider, amount_paise, state, expires_at)
    values (${orderId}, 'LPAUTHZ0000000000001', 'sandbox', 4999900, 'COMPLETED', now())`);
  const [message] = await rows<{ id: string }>(sql`
    insert into contact_messages (name, email, subject, message)
    values ('Visitor', 'visitor.secret@example.in', 'Hello', 'Please call me')
    returning id`);
  messageId = message?.id ?? '';
});
afterAll(async () => {
  await ctx?.close();
});

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  payload?: () => unknown;
  headers?: () => Record<string, string>;
  ok: number;
}

// Ids that no milestone or document has: past authorization, an admin is told so.
const noSuchMilestone = '00000000-0000-4000-8000-00000000a001';
const noSuchDocument = '00000000-0000-4000-8000-00000000a002';
const noSuchFile = '00000000-0000-4000-8000-00000000a003';
const noSuchInvoice = '00000000-0000-4000-8000-00000000a004';

/** A multipart body holding one small PDF deliverable. */
function deliverable(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'launchpad-authz-boundary';
  const payload = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="kind"',
      '',
      'design-files',
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="logo.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7\n%%EOF',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// Every admin route. A new route that is not added here is caught by the route-table test below.
const calls: Call[] = [
  { method: 'GET', url: () => '/api/admin/summary', ok: 200 },
  { method: 'GET', url: () => '/api/admin/orders', ok: 200 },
  { method: 'GET', url: () => '/api/admin/orders/export.csv', ok: 200 },
  { method: 'GET', url: () => `/api/admin/orders/${orderId}`, ok: 200 },
  { method: 'GET', url: () => '/api/admin/launches', ok: 200 },
  { method: 'GET', url: () => '/api/admin/launches/owners', ok: 200 },
  // The launch calls come before the status change below completes the order.
  { method: 'GET', url: () => `/api/admin/orders/${orderId}/launch`, ok: 200 },
  {
    method: 'PATCH',
    url: () => `/api/admin/orders/${orderId}/launch`,
    payload: () => ({ internalNotes: 'Secret onboarding note' }),
    ok: 200,
  },
  {
    method: 'PATCH',
    url: () => `/api/admin/orders/${orderId}/milestones/${noSuchMilestone}`,
    payload: () => ({ status: 'in-progress' }),
    ok: 404,
  },
  {
    method: 'PATCH',
    url: () => `/api/admin/orders/${orderId}/documents/${noSuchDocument}`,
    payload: () => ({ status: 'accepted' }),
    ok: 404,
  },
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
    payload: () => deliverable().payload,
    headers: () => deliverable().headers,
    ok: 201,
  },
  {
    method: 'PATCH',
    url: () => `/api/admin/orders/${orderId}/status`,
    payload: () => ({ status: 'completed' }),
    ok: 200,
  },
  {
    method: 'PATCH',
    url: () => `/api/admin/orders/${orderId}/notes`,
    payload: () => ({ notes: 'Secret onboarding note' }),
    ok: 200,
  },
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/cancellation-request/decline`,
    payload: () => ({ reply: 'Work has begun' }),
    ok: 200,
  },
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/refunds`,
    payload: () => ({ amount: 1, reason: 'Goodwill' }),
    ok: 201,
  },
  // The order is paid: past authorization, an admin is told it cannot be paid again.
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/offline-payments`,
    payload: () => ({ amount: 1, method: 'NEFT', reference: 'UTR0001', receivedOn: '2026-11-20' }),
    ok: 409,
  },
  // No invoice has this id (no seller is configured here): past authorization, it does not exist.
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/invoices/${noSuchInvoice}/correction`,
    payload: () => ({
      name: 'Mehta Traders',
      address: '21 FC Road, Pune 411004',
      state: '27',
      reason: 'Wrong billing name',
    }),
    ok: 404,
  },
  // No deliverable has this id: past authorization, an admin is told it does not exist.
  {
    method: 'DELETE',
    url: () => `/api/admin/orders/${orderId}/deliverables/${noSuchDocument}`,
    payload: () => ({ reason: 'Wrong file' }),
    ok: 404,
  },
  { method: 'GET', url: () => '/api/admin/invoices', ok: 200 },
  { method: 'GET', url: () => '/api/admin/invoices/export.csv', ok: 200 },
  { method: 'GET', url: () => '/api/admin/users', ok: 200 },
  { method: 'GET', url: () => '/api/admin/mail', ok: 200 },
  { method: 'GET', url: () => '/api/admin/audit', ok: 200 },
  { method: 'GET', url: () => '/api/admin/audit/export.csv', ok: 200 },
  // No mail has this id: past authorization, an admin is told it does not exist.
  { method: 'POST', url: () => `/api/admin/mail/${messageId}/retry`, ok: 404 },
  {
    method: 'POST',
    url: () => '/api/admin/invitations',
    payload: () => ({ name: 'Kavya Iyer', email: buildUser().email, phone: '+91 98450 12345' }),
    ok: 201,
  },
  // The customer has set a password: there is no invitation to send again.
  { method: 'POST', url: () => `/api/admin/users/${customer.user.id}/invitation`, ok: 409 },
  { method: 'POST', url: () => `/api/admin/users/${customer.user.id}/verification`, ok: 200 },
  { method: 'POST', url: () => `/api/admin/users/${customer.user.id}/sessions/revoke`, ok: 200 },
  { method: 'POST', url: () => `/api/admin/users/${customer.user.id}/reactivate`, ok: 200 },
  {
    method: 'PATCH',
    url: () => `/api/admin/users/${customer.user.id}/role`,
    payload: () => ({ role: 'customer' }),
    ok: 200,
  },
  // Last: the customer's account stays deactivated.
  { method: 'POST', url: () => `/api/admin/users/${customer.user.id}/deactivate`, ok: 200 },
  { method: 'GET', url: () => '/api/admin/messages', ok: 200 },
  {
    method: 'PATCH',
    url: () => `/api/admin/messages/${messageId}`,
    payload: () => ({ handled: true }),
    ok: 200,
  },
  {
    method: 'POST',
    url: () => `/api/admin/messages/${messageId}/replies`,
    payload: () => ({ body: 'Thank you, we will call you today.' }),
    ok: 201,
  },
  {
    method: 'POST',
    url: () => `/api/admin/messages/${messageId}/grievance`,
    payload: () => ({}),
    ok: 201,
  },
  { method: 'GET', url: () => '/api/admin/support', ok: 200 },
  {
    method: 'POST',
    url: () => `/api/admin/orders/${orderId}/messages`,
    payload: () => ({ body: 'We have your documents.' }),
    ok: 201,
  },
  { method: 'GET', url: () => `/api/admin/orders/${orderId}/messages`, ok: 200 },
  // No attachment has this id: past authorization, an admin is told it does not exist.
  { method: 'GET', url: () => `/api/admin/orders/${orderId}/messages/files/${noSuchFile}`, ok: 404 },
  {
    method: 'PATCH',
    url: () => `/api/admin/support/${orderId}`,
    payload: () => ({ assignee: 'me' }),
    ok: 200,
  },
  { method: 'GET', url: () => '/api/admin/grievances', ok: 200 },
  { method: 'GET', url: () => '/api/admin/data-requests', ok: 200 },
  {
    method: 'POST',
    url: () => `/api/admin/customers/${customer.user.id}/corrections`,
    payload: () => ({ phone: '+91 98860 12345', reason: 'The customer asked by phone' }),
    ok: 200,
  },
  // No complaint has this id: past authorization, an admin is told it does not exist.
  {
    method: 'PATCH',
    url: () => `/api/admin/grievances/${messageId}`,
    payload: () => ({ status: 'acknowledged', note: 'We are looking into it.' }),
    ok: 404,
  },
];

function send(call: Call, user?: User) {
  return ctx.app.inject({
    method: call.method,
    url: call.url(),
    headers: { ...call.headers?.(), ...(user ? { cookie: user.cookie } : {}) },
    ...(call.payload ? { payload: call.payload() as object } : {}),
  });
}

/** "METHOD /full/path" of every route, read from Fastify's printed route tree. */
function registeredRoutes(): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/** Nothing an admin would see may appear in a refusal. */
function expectNoAdminData(body: string) {
  for (const secret of [
    customer.email,
    admin.email,
    'visitor.secret@example.in',
    'Secret onboarding note',
    orderId,
    'Rohan Mehta',
  ]) {
    expect(body).not.toContain(secret);
  }
}

describe('admin authorization', () => {
  it('covers every admin route of the application', () => {
    const expected = calls.map(
      (c) =>
        `${c.method} ${c
          .url()
          .replace(orderId, ':id')
          .replace(messageId, ':id')
          .replace(noSuchMilestone, ':milestoneId')
          .replace(noSuchDocument, ':documentId')
          .replace(noSuchFile, ':fileId')
          .replace(noSuchInvoice, ':invoiceId')
          .replace(customer.user.id, ':id')
          .replace(/\?.*$/, '')}`,
    );
    const adminRoutes = registeredRoutes().filter((route) => /^\S+ \/api\/admin\//.test(route));
    expect(adminRoutes.sort()).toEqual(expected.sort());
  });

  describe.each(calls)('$method $url', (call) => {
    it('answers 401 to a visitor who is not signed in, with no data', async () => {
      const res = await send(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
      expect(res.json()).not.toHaveProperty('data');
      expectNoAdminData(res.body);
    });

    it('answers 403 to a signed-in standard user, with no data', async () => {
      const res = await send(call, standard);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'forbidden' } });
      expect(res.json()).not.toHaveProperty('data');
      expectNoAdminData(res.body);
    });

    it('answers an admin', async () => {
      const res = await send(call, admin);
      expect(res.statusCode).toBe(call.ok);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  it('refuses before reading the body: an invalid body from a standard user is still a 403', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { cookie: standard.cookie },
      payload: { status: 'shipped' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes nothing when a standard user tries to write', async () => {
    const before = await rows<{ status: string; notes: string }>(
      sql`select status, notes from orders where id = ${orderId}`,
    );
    const events = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_events where order_id = ${orderId}`,
    );
    const newUser = buildUser();
    for (const call of [
      {
        method: 'PATCH' as const,
        url: `/api/admin/orders/${orderId}/status`,
        payload: { status: 'cancelled' },
      },
      { method: 'PATCH' as const, url: `/api/admin/orders/${orderId}/notes`, payload: { notes: 'Hacked' } },
      { method: 'PATCH' as const, url: `/api/admin/messages/${messageId}`, payload: { handled: false } },
      { method: 'POST' as const, url: `/api/admin/messages/${messageId}/replies`, payload: { body: 'Hi' } },
      { method: 'POST' as const, url: `/api/admin/messages/${messageId}/grievance`, payload: {} },
      {
        method: 'POST' as const,
        url: '/api/admin/invitations',
        payload: { name: newUser.name, email: newUser.email, phone: newUser.phone, role: 'owner' },
      },
      {
        method: 'PATCH' as const,
        url: `/api/admin/users/${standard.user.id}/role`,
        payload: { role: 'owner' },
      },
    ]) {
      const res = await ctx.app.inject({ ...call, headers: { cookie: standard.cookie } });
      expect(res.statusCode).toBe(403);
    }
    expect(await rows(sql`select status, notes from orders where id = ${orderId}`)).toEqual(before);
    expect(await rows(sql`select count(*)::int as n from order_events where order_id = ${orderId}`)).toEqual(
      events,
    );
    expect(await rows(sql`select id from users where email = ${newUser.email}`)).toEqual([]);
  });

  it('takes the admin right away from a demoted admin, even with a token issued before', async () => {
    const former = await createUser(ctx.app, { name: 'Vikram Joshi' });
    await ctx.database.db.execute(sql`update users set role = 'owner' where id = ${former.user.id}`);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { authorization: `Bearer ${former.token}` },
    });
    expect(before.statusCode).toBe(200);

    await ctx.database.db.execute(sql`update users set role = 'customer' where id = ${former.user.id}`);

    for (const headers of [{ authorization: `Bearer ${former.token}` }, { cookie: former.cookie }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers });
      expect(res.statusCode).toBe(403);
      expectNoAdminData(res.body);
    }
  });

  it('gives the admin right at once to a user promoted in the database', async () => {
    const promoted = await createUser(ctx.app);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { cookie: promoted.cookie },
    });
    expect(before.statusCode).toBe(403);
    await ctx.database.db.execute(sql`update users set role = 'owner' where id = ${promoted.user.id}`);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: { cookie: promoted.cookie },
    });
    expect(after.statusCode).toBe(200);
  });
});
