// What a founder and the team do on the deployed shop, through nginx over https: sign up, pay on the
// payment page (the third instance's sandbox playing PhonePe), the webhook marking the order paid,
// a 10 MB document uploaded, and a live event after an admin change.
import { randomBytes } from 'node:crypto';
import { EventSource } from 'eventsource';
import { multipart } from './client.mjs';
import { totpCode } from './totp.mjs';

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function must(answer, status, what) {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${answer.bytes.toString().slice(0, 300)}`);
  }
  return answer.json?.data;
}

/** Signs in; answers the session token. */
export async function signIn(call, email, password) {
  return must(await call('POST', '/api/auth/login', { json: { email, password } }), 200, 'sign-in').token;
}

/**
 * The owner's first sign-in in production: staff must turn on two-step sign-in before anything else
 * (STAFF_TWO_FACTOR is `required` by default), so the console refuses them until they have.
 */
export async function ownerEnrolsSecondFactor({ call, token, expect }) {
  const before = await call('GET', '/api/admin/summary', { token });
  expect(
    before.status === 403,
    `staff without a second factor are sent to set it up first (${before.status})`,
  );
  const { secret } = must(await call('POST', '/api/auth/me/two-factor', { token }), 200, 'two-step set-up');
  must(
    await call('POST', '/api/auth/me/two-factor/confirm', { json: { code: totpCode(secret) }, token }),
    200,
    'two-step confirmation',
  );
  const after = await call('GET', '/api/admin/summary', { token });
  expect(after.status === 200, `with a second factor the console opens (${after.status})`);
}

/** A new customer who buys the Starter package and pays on the payment page. */
export async function buyAndPay({ call, fetchImpl, expect }) {
  const email = `founder-${randomBytes(4).toString('hex')}@launchpad.example`;
  const password = `river-${randomBytes(6).toString('hex')}-lantern`;
  const account = { name: 'Meera Iyer', email, phone: '+91 98450 22334', password, productUpdates: false };
  must(await call('POST', '/api/auth/register', { json: account }), 201, 'sign-up');
  const token = await signIn(call, email, password);
  const started = must(
    await call('POST', '/api/payments/initiate', { json: { packageId: 'starter' }, token }),
    200,
    'payment initiation',
  );
  // The buyer pays on the hosted page, which sends them back to the shop.
  const paid = await fetchImpl(started.checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay&mode=UPI_QR',
  });
  expect(paid.status === 303, `the payment page took the payment (${paid.status})`);
  const until = Date.now() + 20_000;
  let order;
  while (Date.now() < until) {
    order = must(await call('GET', `/api/orders/${started.orderId}`, { token }), 200, 'the order');
    if (order.status === 'in-progress' && order.invoices.length > 0) break;
    await wait(250);
  }
  expect(
    order.status === 'in-progress' && order.invoices.length > 0,
    `the provider's webhook, through nginx, marked the order paid and invoiced (${order.status})`,
  );
  return { token, orderId: started.orderId, order };
}

/** A 10 MB PDF uploaded for the order's first document; answers its bytes and id. */
export async function uploadDocument({ call, token, order, expect }) {
  const size = 10 * 1000 * 1000;
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  const kind = order.documents[0].kind;
  const form = multipart({ kind }, { name: 'memorandum.pdf', type: 'application/pdf', bytes });
  const answer = await call('POST', `/api/orders/${order.id}/documents`, {
    raw: form.body,
    contentType: form.contentType,
    token,
  });
  expect(answer.status === 201, `a 10 MB document uploads through nginx (${answer.status})`);
  const fresh = must(await call('GET', `/api/orders/${order.id}`, { token }), 200, 'the order');
  const document = fresh.documents.find((d) => d.kind === kind);
  return { documentId: document.id, bytes };
}

/** The customer's event stream sees an admin's milestone change within 2 s. */
export async function liveEventAfterAdminChange({ base, fetchImpl, call, token, adminToken, order, expect }) {
  const stream = new EventSource(`${base}/api/events`, {
    fetch: (input, init) =>
      fetchImpl(input, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } }),
  });
  try {
    await new Promise((resolve, reject) => {
      stream.addEventListener('open', resolve, { once: true });
      stream.addEventListener('error', (event) => reject(new Error(`the stream failed: ${event.message}`)), {
        once: true,
      });
    });
    const arrived = new Promise((resolve) => {
      stream.addEventListener('order', (event) => {
        if (JSON.parse(event.data).orderId === order.id) resolve(Date.now());
      });
    });
    const milestone = order.milestones.find((m) => m.status === 'pending') ?? order.milestones[0];
    const changedAt = Date.now();
    must(
      await call('PATCH', `/api/admin/orders/${order.id}/milestones/${milestone.id}`, {
        json: { status: 'in-progress', note: 'Started by the deployment test.' },
        token: adminToken,
      }),
      200,
      'the milestone change',
    );
    const seenAt = await Promise.race([arrived, wait(5000).then(() => undefined)]);
    const took = seenAt === undefined ? Number.POSITIVE_INFINITY : seenAt - changedAt;
    expect(took <= 2000, `the customer's stream saw the admin's change in ${took} ms (at most 2000)`);
  } finally {
    stream.close();
  }
}
