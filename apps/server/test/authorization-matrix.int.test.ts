import { indiaDate } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { openEventStream } from './event-stream.ts';
import { createAdmin, createTestDatabase, createUser, testConfig } from './helpers.ts';
import { placeOrder } from './payments.ts';

// One matrix over every /api route × {signed out, user A, user B, an owner}: the expected status, and
// no other user's data in any answer. A new route fails the first test until it is classified.
// 'admin' routes are the staff routes, called here by an owner, who holds every permission; what
// each of the other roles is refused is staff-permissions.int.test.ts.

type Access =
  | 'public'
  | 'user'
  | 'owned'
  | 'owner-action'
  | 'admin'
  | 'admin-action'
  | 'webhook'
  | 'own-sessions'
  | 'link'
  | 'stream';

const matrix: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/packages': 'public',
  'GET /api/site-config': 'public',
  'GET /api/docs': 'public',
  'POST /api/contact': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  // Ends every session of the caller: a user of its own signs up to call it (see 'own-sessions').
  'POST /api/auth/sessions/revoke-all': 'own-sessions',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/accept-invitation': 'public',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'user',
  'GET /api/auth/providers': 'public',
  'POST /api/firebase-auth/firebase-signin': 'public',
  'GET /api/auth/me': 'user',
  'PATCH /api/auth/me': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/change-email': 'user',
  'POST /api/auth/confirm-email-change': 'public',
  'POST /api/auth/login/two-factor': 'public',
  'POST /api/auth/me/two-factor': 'user',
  'POST /api/auth/me/two-factor/confirm': 'user',
  'DELETE /api/auth/me/two-factor': 'user',
  'GET /api/auth/sessions': 'user',
  // Someone else's session is not found (two-factor.int.test.ts signs one's own out).
  'DELETE /api/auth/sessions/:id': 'user',
  'POST /api/payments/initiate': 'user',
  'GET /api/payments': 'user',
  'GET /api/orders': 'user',
  'GET /api/orders/activity': 'user',
  'GET /api/payments/status/:merchantOrderId': 'owned',
  'GET /api/orders/:id': 'owned',
  'POST /api/orders/:id/cancel': 'owner-action',
  'POST /api/orders/:id/cancellation-request': 'owner-action',
  'POST /api/payments/webhook/phonepe': 'webhook',
  'POST /api/payments/webhook/razorpay': 'webhook',
  'GET /api/admin/summary': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/export.csv': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'PATCH /api/admin/orders/:id/status': 'admin',
  'PATCH /api/admin/orders/:id/notes': 'admin',
  'POST /api/admin/orders/:id/refunds': 'admin-action',
  'POST /api/admin/orders/:id/cancellation-request/decline': 'admin-action',
  'GET /api/admin/users': 'admin',
  'POST /api/admin/invitations': 'admin',
  'POST /api/admin/users/:id/invitation': 'admin-action',
  'POST /api/admin/users/:id/verification': 'admin',
  'POST /api/admin/users/:id/sessions/revoke': 'admin',
  'POST /api/admin/users/:id/deactivate': 'admin',
  'POST /api/admin/users/:id/reactivate': 'admin',
  'PATCH /api/admin/users/:id/role': 'admin',
  'GET /api/admin/messages': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'POST /api/admin/messages/:id/replies': 'admin',
  'POST /api/admin/messages/:id/grievance': 'admin',
  'GET /api/admin/mail': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/export.csv': 'admin',
  'POST /api/admin/mail/:id/retry': 'admin',
  // The launch tracker, on Alice's paid order (see launchRoute).
  'POST /api/orders/:id/documents': 'user',
  'GET /api/orders/:id/documents/:documentId/file': 'owned',
  'GET /api/orders/:id/deliverables/:deliverableId/file': 'owned',
  'PATCH /api/admin/orders/:id/milestones/:milestoneId': 'admin',
  'POST /api/orders/:id/launch/sign-off': 'owner-action',
  'PATCH /api/admin/orders/:id/documents/:documentId': 'admin',
  'GET /api/admin/orders/:id/launch': 'admin',
  'PATCH /api/admin/orders/:id/launch': 'admin',
  'POST /api/admin/orders/:id/deliverables': 'admin',
  'GET /api/admin/launches': 'admin',
  'GET /api/admin/launches/owners': 'admin',
  // Billing: details, the checkout's quote, invoices of Alice's paid order and the register.
  'GET /api/auth/me/billing': 'user',
  'PUT /api/auth/me/billing': 'user',
  'GET /api/billing/quote': 'user',
  'GET /api/invoices/:id/pdf': 'owned',
  'GET /api/admin/invoices': 'admin',
  'GET /api/admin/invoices/export.csv': 'admin',
  // The customer's data rights: each acts on the caller's own account only.
  'POST /api/auth/me/data-export': 'user',
  'GET /api/auth/me/data-export': 'user',
  'GET /api/auth/me/data-export/:id': 'user',
  'GET /api/auth/me/data-export/:id/file': 'user',
  'GET /api/auth/me/deletion': 'user',
  'POST /api/auth/me/deletion': 'user',
  'DELETE /api/auth/me/deletion': 'user',
  'GET /api/auth/me/consents': 'user',
  'PUT /api/auth/me/consents': 'user',
  // The one-click unsubscribe of a product update: its link's signed token is the authorization.
  'POST /api/unsubscribe': 'link',
  // An order's conversation, on Alice's pending order (a message with a file is written first).
  'GET /api/orders/:id/messages': 'owner-action',
  'POST /api/orders/:id/messages': 'user',
  'GET /api/orders/:id/messages/files/:fileId': 'owner-action',
  'GET /api/messages/unread': 'user',
  'GET /api/admin/support': 'admin',
  'PATCH /api/admin/support/:id': 'admin',
  'GET /api/admin/orders/:id/messages': 'admin',
  'POST /api/admin/orders/:id/messages': 'admin',
  'GET /api/admin/orders/:id/messages/files/:fileId': 'admin',
  // Complaints: raised and followed signed out too; the team's list and changes.
  'POST /api/grievances': 'public',
  'GET /api/grievances': 'user',
  'POST /api/grievances/lookup': 'public',
  'GET /api/admin/grievances': 'admin',
  'GET /api/admin/data-requests': 'admin',
  'POST /api/admin/customers/:id/corrections': 'admin',
  'PATCH /api/admin/grievances/:id': 'admin',
  // Re-issues the bill of supply of the paid order.
  'POST /api/admin/orders/:id/invoices/:invoiceId/correction': 'admin-action',
  // Pays Alice's pending order, so it comes after every route that acts on it unpaid.
  'POST /api/admin/orders/:id/offline-payments': 'admin-action',
  // Last of the launch routes: it deletes the deliverable the routes above read.
  'DELETE /api/admin/orders/:id/deliverables/:documentId': 'admin',
  // A server-sent event stream never ends, so inject cannot wait for it: see the 'stream' case.
  'GET /api/events': 'stream',
};

/** Routes of the launch tracker act on a paid order; the others on Alice's pending one. */
const launchRoute = /\/(documents|deliverables|milestones|launch)\b/;

const registered: RouteOptions[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Database;
let drop: () => Promise<void>;
type Person = Awaited<ReturnType<typeof createUser>>;
let alice: Person;
let bob: Person;
let boss: Person;
/** The account the admin's calls on one user act on (signed out, deactivated, …). */
let bystander: Person;
let aliceOrder: { merchantOrderId: string; orderId: string };
let messageId: string;
let failedMailId: string;
let messageFileId: string;
let grievanceId: string;
let paid: {
  orderId: string;
  milestoneId: string;
  documentId: string;
  deliverableId: string;
  invoiceId: string;
};
let deliverableUpload: { payload: Buffer; headers: Record<string, string> };

/** A multipart body of `fields` and one small PDF. */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' }), 'file.pdf');
  const body = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string },
  };
}

/** Valid inputs per route, so that an allowed caller gets past validation. */
function request(route: string): { url: string; payload?: unknown; headers?: Record<string, string> } {
  const [, url = ''] = route.split(' ');
  const filled = url
    .replace('/orders/:id/invoices/:invoiceId', `/orders/${paid.orderId}/invoices/${paid.invoiceId}`)
    .replace(':merchantOrderId', aliceOrder.merchantOrderId)
    .replace('/orders/:id', `/orders/${launchRoute.test(url) ? paid.orderId : aliceOrder.orderId}`)
    .replace(':milestoneId', paid.milestoneId)
    .replace(':documentId', paid.documentId)
    .replace(':deliverableId', paid.deliverableId)
    .replace('/invoices/:id', `/invoices/${paid.invoiceId}`)
    .replace('/billing/quote', '/billing/quote?packageId=growth')
    .replace('/messages/:id', `/messages/${messageId}`)
    .replace('/support/:id', `/support/${aliceOrder.orderId}`)
    .replace(':fileId', messageFileId)
    .replace('/grievances/:id', `/grievances/${grievanceId}`)
    .replace('/mail/:id', `/mail/${failedMailId}`)
    .replace('/customers/:id', `/customers/${bob.user.id}`)
    .replace('/users/:id', `/users/${bystander.user.id}`)
    .replace('/sessions/:id', '/sessions/00000000-0000-4000-8000-000000000000');
  const payloads: Record<string, unknown> = {
    'PATCH /api/auth/me': { name: 'Renamed Person' },
    'POST /api/auth/me/deletion': { password: 'wrong-password-x' },
    'PUT /api/auth/me/consents': { productUpdates: false },
    'POST /api/auth/change-password': {
      currentPassword: 'wrong-password-x',
      newPassword: 'a-new-password-1',
    },
    'POST /api/payments/initiate': { packageId: 'starter' },
    'POST /api/auth/forgot-password': { email: 'nobody@example.in' },
    'POST /api/auth/verify-email': { token: 'no-such-token' },
    'POST /api/auth/change-email': { email: 'somewhere-new@example.in', currentPassword: 'wrong-password-x' },
    'POST /api/auth/confirm-email-change': { token: 'no-such-token' },
    'POST /api/auth/reset-password': { token: 'no-such-token', password: 'a-new-password-1' },
    'POST /api/auth/me/two-factor/confirm': { code: '123456' },
    'PATCH /api/admin/orders/:id/status': { status: 'pending' },
    'PATCH /api/admin/orders/:id/notes': { notes: 'Checked documents' },
    'POST /api/orders/:id/cancellation-request': { reason: 'Plans changed' },
    'POST /api/admin/orders/:id/refunds': { reason: 'Goodwill' },
    'POST /api/admin/orders/:id/cancellation-request/decline': { reply: 'Work has begun' },
    'PATCH /api/admin/messages/:id': { handled: true },
    'POST /api/admin/messages/:id/replies': { body: 'Thank you for writing' },
    'POST /api/orders/:id/messages': { body: 'Is anyone there?' },
    'POST /api/admin/orders/:id/messages': { body: 'We are here' },
    'PATCH /api/admin/support/:id': { assignee: 'me' },
    'POST /api/grievances': {
      subject: 'Late',
      body: 'Too slow',
      name: 'Visitor',
      email: 'visitor@example.in',
    },
    'POST /api/grievances/lookup': { number: 'GRV-2611-9999', email: 'visitor@example.in' },
    'PATCH /api/admin/grievances/:id': { status: 'acknowledged', note: 'Seen' },
    'POST /api/admin/customers/:id/corrections': { phone: '+91 98860 12345', reason: 'Asked by phone' },
    'POST /api/admin/orders/:id/invoices/:invoiceId/correction': {
      name: 'Fernandes Studio',
      address: '3 Church Street, Bengaluru 560001',
      state: '29',
      reason: 'Wrong billing name',
    },
    'PATCH /api/admin/orders/:id/milestones/:milestoneId': { status: 'in-progress' },
    'PATCH /api/admin/orders/:id/documents/:documentId': { status: 'rejected', reason: 'Blurred' },
    'PATCH /api/admin/orders/:id/launch': { internalNotes: 'Checked' },
    'POST /api/admin/orders/:id/offline-payments': {
      amount: 49_999,
      method: 'NEFT',
      reference: 'UTR 1234',
      // Today: the order was placed today, and the money cannot arrive before it.
      receivedOn: indiaDate(new Date()),
    },
    'PUT /api/auth/me/billing': { name: 'Bob Thakur', address: '12 MG Road, Pune 411001', state: '27' },
    'POST /api/admin/invitations': {
      name: 'New Staff',
      email: `staff-${Date.now()}@example.in`,
      phone: '+91 90000 11111',
    },
    'PATCH /api/admin/users/:id/role': { role: 'customer' },
  };
  if (route === 'POST /api/admin/orders/:id/deliverables') return { url: filled, ...deliverableUpload };
  if (route === 'DELETE /api/admin/orders/:id/deliverables/:documentId') {
    return { url: filled.replace(paid.documentId, paid.deliverableId), payload: { reason: 'Wrong file' } };
  }
  return { url: filled, payload: payloads[route] ?? (route.startsWith('GET') ? undefined : {}) };
}

async function call(route: string, who: Person | null) {
  const [method] = route.split(' ');
  const { url, payload, headers } = request(route);
  return app.inject({
    method: method as 'GET',
    url,
    payload: payload as object | undefined,
    headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) },
    remoteAddress: '10.77.7.7',
  });
}

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  drop = created.drop;
  // A configured seller, so that Alice's paid order has a receipt to fetch.
  const seller = {
    BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
    BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
    BUSINESS_STATE: '29',
  };
  app = await buildApp(testConfig({ RATE_LIMIT_SCALE: '1000', ...seller }), {
    database,
    skipMigrations: true,
    upkeep: false,
    mailWorker: false,
    onRoute: (route) => registered.push(route),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await createUser(app, { name: 'Alice Fernandes' });
  bob = await createUser(app, { name: 'Bob Thakur' });
  boss = await createAdmin({ app, database }, { name: 'Boss Admin' });
  bystander = await createUser(app, { name: 'Chetan Bhatt' });
  const initiated = await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: alice.cookie },
    payload: { packageId: 'growth' },
  });
  aliceOrder = initiated.json().data;
  await app.inject({
    method: 'POST',
    url: '/api/payments/initiate',
    headers: { cookie: bob.cookie },
    payload: { packageId: 'scale' },
  });
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Visitor', email: 'visitor@example.in', subject: 'Question', message: 'About GST' },
  });
  expect(contact.statusCode).toBe(201);
  const [row] = (
    (await database.db.execute(sql`select id from contact_messages limit 1`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  messageId = row?.id ?? '';
  // The acknowledgement of that message, as if delivery had failed for good.
  const [mail] = (
    (await database.db.execute(
      sql`update mail_outbox set status = 'failed', last_error = 'refused' where recipient = 'visitor@example.in' returning id`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  failedMailId = mail?.id ?? '';

  // A message of Alice's with a file, on her pending order.
  const attached = await multipart({ body: 'My PAN card' });
  const asked = await app.inject({
    method: 'POST',
    url: `/api/orders/${aliceOrder.orderId}/messages`,
    headers: { ...attached.headers, cookie: alice.cookie },
    payload: attached.payload,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  messageFileId = asked.json().data.attachments[0].id;

  // A complaint of Alice's.
  const grievance = await app.inject({
    method: 'POST',
    url: '/api/grievances',
    headers: { cookie: alice.cookie },
    payload: { subject: 'Slow', body: 'Nobody answers' },
  });
  expect(grievance.statusCode, grievance.body).toBe(201);
  grievanceId = grievance.json().data.id;

  // A paid order of Alice's with a document uploaded and a deliverable handed over.
  const orderId = await placeOrder(app, alice, 'starter', { payWith: 'CARD' });
  const document = await multipart({ kind: 'pan' });
  const uploaded = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/documents`,
    headers: { ...document.headers, cookie: alice.cookie },
    payload: document.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  deliverableUpload = await multipart({ kind: 'other' });
  const delivered = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/deliverables`,
    headers: { ...deliverableUpload.headers, cookie: boss.cookie },
    payload: deliverableUpload.payload,
  });
  expect(delivered.statusCode, delivered.body).toBe(201);
  const order = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: alice.cookie },
  });
  paid = {
    orderId,
    milestoneId: order.json().data.milestones[1].id,
    documentId: uploaded.json().data.id,
    deliverableId: delivered.json().data.id,
    invoiceId: order.json().data.invoices[0].id,
  };
  expect(paid.invoiceId).toBeTruthy();
});

afterAll(async () => {
  await app?.close();
  await drop?.();
});

function apiRoutes(): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD' && route.url.startsWith('/api/')) keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys].sort();
}

describe('the authorization matrix', () => {
  it('classifies every /api route', () => {
    expect(apiRoutes()).toEqual(Object.keys(matrix).sort());
  });

  for (const [route, access] of Object.entries(matrix)) {
    it(`${route} (${access})`, async () => {
      const secretsOfAlice = [alice.email, alice.user.id, aliceOrder.orderId, aliceOrder.merchantOrderId];
      const anonymous = await call(route, null);
      if (access === 'public') {
        expect([401, 403], anonymous.body).not.toContain(anonymous.statusCode);
        return;
      }
      if (access === 'link') {
        // Without a link's token (here: none), refused for what it is, and nothing of anyone shown.
        expect([400, 404], anonymous.body).toContain(anonymous.statusCode);
        for (const secret of secretsOfAlice) expect(anonymous.body).not.toContain(secret);
        return;
      }
      if (access === 'webhook') {
        // No provider credentials: refused (the razorpay route is not served for the sandbox).
        expect([401, 404]).toContain(anonymous.statusCode);
        return;
      }
      expect(anonymous.statusCode, anonymous.body).toBe(401);
      for (const secret of secretsOfAlice) expect(anonymous.body).not.toContain(secret);
      if (access === 'stream') {
        // Refused before it streams, so inject sees the 401; signed in, it is read over real HTTP.
        expect(anonymous.headers['cache-control']).toBe('no-store');
        for (const person of [bob, boss]) {
          const stream = await openEventStream(app, { cookie: person.cookie });
          stream.close();
          expect(stream.status).toBe(200);
          expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
          expect(stream.headers.get('cache-control')).toBe('no-store');
        }
        return;
      }

      if (access === 'own-sessions') {
        // Signed in, it ends the caller's own sessions and nobody else's.
        const carol = await createUser(app, { name: 'Carol Dsouza' });
        const byCarol = await call(route, carol);
        expect(byCarol.statusCode, byCarol.body).toBe(200);
        const me = (who: Person) =>
          app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: who.cookie } });
        expect((await me(carol)).statusCode).toBe(401);
        expect((await me(bob)).statusCode).toBe(200);
        return;
      }

      const byBob = await call(route, bob);
      if (access === 'admin') {
        expect(byBob.statusCode, byBob.body).toBe(403);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        const byBoss = await call(route, boss);
        expect(byBoss.statusCode, byBoss.body).toBeLessThan(400);
        return;
      }
      if (access === 'admin-action') {
        // Past authorization, an admin's action may be refused for what it is (409): an unpaid order,
        // an account that has set its password and so has no invitation to send again.
        expect(byBob.statusCode, byBob.body).toBe(403);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        const byBoss = await call(route, boss);
        expect([200, 201, 409], byBoss.body).toContain(byBoss.statusCode);
        return;
      }
      if (access === 'owner-action') {
        // Only the customer acts on their own order here; anyone else, admins too, finds nothing.
        expect(byBob.statusCode, byBob.body).toBe(404);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        expect((await call(route, boss)).statusCode).toBe(404);
        const byAlice = await call(route, alice);
        expect([200, 409], byAlice.body).toContain(byAlice.statusCode);
        return;
      }
      if (access === 'owned') {
        expect(byBob.statusCode, byBob.body).toBe(404);
        for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
        expect((await call(route, alice)).statusCode).toBe(200);
        expect((await call(route, boss)).statusCode).toBe(200);
        return;
      }
      // A signed-in user's own routes: allowed, and never carrying another user's data.
      expect([401, 403]).not.toContain(byBob.statusCode);
      for (const secret of secretsOfAlice) expect(byBob.body).not.toContain(secret);
    });
  }

  it('marks every answer that depends on the session no-store, refusals included', async () => {
    const sessionRoutes = Object.entries(matrix)
      .filter(([route, access]) => ['user', 'owned', 'admin'].includes(access) || route.includes('/auth'))
      .map(([route]) => route);
    expect(sessionRoutes).toContain('POST /api/auth/login');
    for (const route of sessionRoutes) {
      // Signing out would end the session the later tests use.
      const people = ['POST /api/auth/logout', 'POST /api/auth/sessions/revoke-all'].includes(route)
        ? [null]
        : [null, alice, boss];
      for (const person of people) {
        const res = await call(route, person);
        expect(res.headers['cache-control'], `${route} as ${person?.email ?? 'nobody'}`).toBe('no-store');
      }
    }
  });

  it('refuses every cookie-authenticated write that comes from another site', async () => {
    const ownAuthentication = (route: string) => route.includes('/webhook/') || matrix[route] === 'link';
    for (const route of Object.keys(matrix).filter((r) => !r.startsWith('GET') && !ownAuthentication(r))) {
      const [method] = route.split(' ');
      const { url, payload, headers } = request(route);
      const res = await app.inject({
        method: method as 'POST',
        url,
        payload: payload as object,
        headers: { ...headers, cookie: boss.cookie, origin: 'https://evil.example' },
      });
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.code, route).toBe('csrf_rejected');
    }
  });
});
