import { ERASED_CUSTOMER_NAME, ERASED_TEXT, privacyMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  createAdmin,
  createTestApp,
  createUser,
  type TestContext,
} from '../../../test/helpers.ts';
import { paymentsDriver, placeOrder, type User } from '../../../test/payments.ts';
import { busyCustomer, seller } from '../../../test/privacy.ts';

let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp(seller, { listen: true });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

const DAY_MS = 86_400_000;

function schedule(user: User, password = user.password) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/me/deletion',
    headers: { cookie: user.cookie },
    payload: { password },
  });
}

const deletion = (user: User, method: 'GET' | 'DELETE') =>
  ctx.app.inject({ method, url: '/api/auth/me/deletion', headers: { cookie: user.cookie } });

const deletionRows = (userId: string) =>
  drive.rows<{ status: string; outcome: string | null }>(
    sql`select status, outcome from account_deletions where user_id = ${userId} order by created_at`,
  );

/** Makes the customer's scheduled deletion due, as if the week had passed. */
async function weekPasses(userId: string) {
  await ctx.database.db.execute(
    sql`update account_deletions set scheduled_for = now() - interval '1 minute' where user_id = ${userId} and status = 'scheduled'`,
  );
}

/** The templates of the mails queued to an address, oldest first. */
async function outboxTemplates(email: string): Promise<string[]> {
  const rows = await drive.rows<{ template: string }>(
    sql`select template from mail_outbox where recipient = ${email.toLowerCase()} order by created_at, id`,
  );
  return rows.map((row) => row.template);
}

async function count(statement: ReturnType<typeof sql>): Promise<number> {
  return (await drive.rows<{ n: number }>(statement))[0]?.n ?? -1;
}

/** A paid order in work (the GST-registered seller needs billing details first). */
async function paidOrder(user: User) {
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/auth/me/billing',
    headers: { cookie: user.cookie },
    payload: { name: 'Verma Foods LLP', address: '4 Linking Road, Mumbai 400050', state: '27' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return placeOrder(ctx.app, user, 'starter', { payWith: 'CARD' });
}

async function completeOrder(orderId: string) {
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin.cookie },
    payload: { status: 'completed', confirmOpenWork: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('POST /api/auth/me/deletion', () => {
  it('is confirmed by the password and scheduled a week ahead, with a mail', async () => {
    const user = await createUser(ctx.app);
    const wrong = await schedule(user, 'not the password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(privacyMessages.deletionWrongPassword);
    expect((await schedule(user, '')).statusCode).toBe(400);

    const res = await schedule(user);
    expect(res.statusCode, res.body).toBe(202);
    const scheduledFor = Date.parse(res.json().data.scheduledFor);
    expect(Math.abs(scheduledFor - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect((await deletion(user, 'GET')).json().data.scheduledFor).toBe(res.json().data.scheduledFor);
    expect((await schedule(user)).statusCode).toBe(409);
    const mails = await drive.rows<{ template: string }>(
      sql`select template from mail_outbox where recipient = ${user.email} and template = 'account-deletion-scheduled'`,
    );
    expect(mails).toHaveLength(1);
  });

  it('is refused while an order is paid and in work, saying the way out', async () => {
    const user = await createUser(ctx.app);
    await paidOrder(user);
    const res = await schedule(user);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(privacyMessages.deletionOrderInWork);
    expect(await deletionRows(user.user.id)).toEqual([]);
  });

  it('is cancelled from the account page, and then nothing is erased', async () => {
    const user = await createUser(ctx.app);
    await schedule(user);
    const cancelled = await deletion(user, 'DELETE');
    expect(cancelled.statusCode).toBe(200);
    expect((await deletion(user, 'DELETE')).statusCode).toBe(404);
    expect((await deletion(user, 'GET')).json().data).toBeNull();
    expect(await deletionRows(user.user.id)).toEqual([{ status: 'cancelled', outcome: 'customer' }]);
    expect((await outboxTemplates(user.email)).filter((name) => name.startsWith('account-deletion'))).toEqual(
      ['account-deletion-scheduled', 'account-deletion-cancelled'],
    );
    await weekPasses(user.user.id);
    await ctx.app.privacy.deletions.carryOutDue();
    expect(
      (await drive.rows<{ email: string }>(sql`select email from users where id = ${user.user.id}`))[0]
        ?.email,
    ).toBe(user.email);
  });

  it('is cancelled by signing in', async () => {
    const user = await createUser(ctx.app);
    await schedule(user);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await deletionRows(user.user.id)).toEqual([{ status: 'cancelled', outcome: 'sign-in' }]);
  });

  it('on the day erases what must go, keeps the tax records, and frees the address', async () => {
    const { user, orderId } = await busyCustomer(ctx, admin, 'meena');
    const other = await busyCustomer(ctx, admin, 'gopal');
    await completeOrder(orderId);
    expect((await schedule(user)).statusCode).toBe(202);
    await weekPasses(user.user.id);
    expect(await ctx.app.privacy.deletions.carryOutDue()).toBe(1);

    const id = user.user.id;
    const [account] = await drive.rows<{
      name: string;
      email: string;
      phone: string | null;
      password_hash: string | null;
    }>(sql`select name, email, phone, password_hash from users where id = ${id}`);
    expect(account).toEqual({
      name: ERASED_CUSTOMER_NAME,
      email: `erased-${id}@erased.invalid`,
      phone: null,
      password_hash: null,
    });
    for (const table of [
      'sessions',
      'account_tokens',
      'federated_identities',
      'billing_details',
      'data_exports',
      'consent_records',
      'sign_ins',
    ]) {
      expect(
        await count(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${id}`),
        table,
      ).toBe(0);
    }
    expect(await count(sql`select count(*)::int as n from order_files where order_id = ${orderId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from mail_outbox where recipient = ${user.email}`)).toBe(
      0,
    );
    expect(
      await count(sql`select count(*)::int as n from contact_messages where email = ${user.email}`),
    ).toBe(0);
    expect(
      (await drive.rows<{ notes: string | null }>(sql`select notes from orders where id = ${orderId}`))[0]
        ?.notes,
    ).toBeNull();

    // The conversation keeps only who wrote when: the customer's words, the team's answers and the
    // team's internal notes about them all go, as the privacy notice says.
    const messages = await drive.rows<{ author_role: string; body: string; file_id: string | null }>(
      sql`select author_role, body, file_id from order_messages where order_id = ${orderId} order by created_at`,
    );
    expect(messages.map((m) => [m.author_role, m.body, m.file_id])).toEqual([
      ['customer', ERASED_TEXT, null],
      ['staff', ERASED_TEXT, null],
      ['staff', ERASED_TEXT, null],
    ]);
    // The complaint keeps its number, dates and outcome, not the person or their words.
    const complaints = await drive.rows<{
      name: string;
      email: string;
      subject: string;
      body: string;
      status: string;
    }>(sql`select name, email, subject, body, status from grievances where user_id = ${id}`);
    expect(complaints).toEqual([
      {
        name: ERASED_CUSTOMER_NAME,
        email: `erased-${id}@erased.invalid`,
        subject: ERASED_TEXT,
        body: ERASED_TEXT,
        status: 'acknowledged',
      },
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from grievance_events e join grievances g on g.id = e.grievance_id where g.user_id = ${id} and e.note is not null`,
      ),
    ).toBe(0);

    // Kept: the tax documents as issued, the payment and the refund.
    const documents = await drive.rows<{ kind: string; recipient: { name: string } }>(
      sql`select kind, recipient from invoices where order_id = ${orderId} order by kind`,
    );
    expect(documents.map((d) => [d.kind, d.recipient.name])).toEqual([
      ['credit-note', 'meena Foods LLP'],
      ['invoice', 'meena Foods LLP'],
    ]);
    expect(
      await count(
        sql`select count(*)::int as n from payments where order_id = ${orderId} and state = 'COMPLETED'`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as n from refunds where order_id = ${orderId}`)).toBe(1);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      headers: { cookie: admin.cookie },
    });
    expect(seen.json().data.customer.name).toBe(ERASED_CUSTOMER_NAME);

    // The other customer is untouched.
    expect(
      await count(sql`select count(*)::int as n from order_files where order_id = ${other.orderId}`),
    ).toBe(4);
    expect(
      await count(
        sql`select count(*)::int as n from order_messages where order_id = ${other.orderId} and body = ${ERASED_TEXT}`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from sign_ins where user_id = ${other.user.user.id}`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from billing_details where user_id = ${other.user.user.id}`),
    ).toBe(1);

    // The account can no longer sign in; the address signs up again as a new account.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.99.0.9',
      payload: buildUser({ email: user.email }),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.user.id).not.toBe(id);
    expect(await deletionRows(id)).toEqual([{ status: 'completed', outcome: 'erased' }]);
  });

  it('is refused on the day when an order was bought and is in work meanwhile', async () => {
    const user = await createUser(ctx.app);
    await schedule(user);
    await paidOrder(user);
    await weekPasses(user.user.id);
    await ctx.app.privacy.deletions.carryOutDue();
    expect(await deletionRows(user.user.id)).toEqual([{ status: 'refused', outcome: 'order-in-work' }]);
    expect(
      (await drive.rows<{ email: string }>(sql`select email from users where id = ${user.user.id}`))[0]
        ?.email,
    ).toBe(user.email);
  });
});
