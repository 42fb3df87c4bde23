import { privacyMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleTokens } from '../../../test/google-tokens.ts';
import {
  createTestApp,
  createUser,
  grantAdmin,
  rowsOf,
  type TestContext,
  type TestUser,
  testConfig,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';

let ctx: TestContext;
let google: Awaited<ReturnType<typeof googleTokens>>;

beforeAll(async () => {
  google = await googleTokens();
  ctx = await createTestApp(google.env);
});
afterAll(async () => {
  await ctx?.close();
  await google?.close();
});

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

/** What a holder of the address leaves on the account: billing details, an export, a deletion, a consent. */
async function leaveTraces(user: TestUser) {
  const as = { cookie: user.cookie };
  const calls = [
    {
      method: 'PUT' as const,
      url: '/api/auth/me/billing',
      payload: { name: 'Squatter Traders', address: '1 Fake Street, Pune 411001', state: '27' },
    },
    { method: 'PUT' as const, url: '/api/auth/me/consents', payload: { productUpdates: true } },
    { method: 'POST' as const, url: '/api/auth/me/data-export' },
    { method: 'POST' as const, url: '/api/auth/me/deletion', payload: { password: user.password } },
  ];
  for (const call of calls) {
    const res = await ctx.app.inject({ ...call, headers: as });
    expect(res.statusCode, `${call.url}: ${res.body}`).toBeLessThan(300);
  }
  await ctx.app.privacy.exports.buildPending();
}

async function tracesOf(userId: string) {
  const [counts] = await rows<{ billing: number; exports: number; chunks: number }>(sql`
    select (select count(*)::int from billing_details where user_id = ${userId}) as billing,
           (select count(*)::int from data_exports where user_id = ${userId}) as exports,
           (select count(*)::int from data_export_chunks c join data_exports e on e.id = c.export_id
             where e.user_id = ${userId}) as chunks`);
  const deletions = await rows<{ status: string; outcome: string | null }>(
    sql`select status, outcome from account_deletions where user_id = ${userId}`,
  );
  const [consent] = await rows<{ granted: boolean; source: string }>(
    sql`select granted, source from consent_records where user_id = ${userId} order by created_at desc limit 1`,
  );
  return { ...counts, deletions, consent };
}

/** What is left of the squatter's traces once the proved owner has the account. */
const nothingLeft = {
  billing: 0,
  exports: 0,
  chunks: 0,
  deletions: [{ status: 'cancelled', outcome: 'address-proved' }],
  consent: { granted: false, source: 'address-proved' },
};

/** The mailbox's owner asks for a reset link and chooses a password with it. */
async function resetFromMailbox(email: string) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const [link] = await rows<{ token: string }>(
    sql`select data->>'token' as token from mail_outbox where recipient = ${email} and template = 'password-reset'`,
  );
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: link?.token, password: 'the owner chose this one' },
  });
  expect(reset.statusCode, reset.body).toBe(200);
}

describe('an account passing to the proved owner of its address', () => {
  it('loses what the squatter left when ADMIN_EMAIL promotes it: billing details, exports, the scheduled deletion and the consent', async () => {
    const squatter = await createUser(ctx.app);
    await leaveTraces(squatter);
    expect((await tracesOf(squatter.user.id)).exports).toBe(1);

    const app = await buildApp(
      testConfig({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'operator passphrase 7' }),
      { database: ctx.database, skipMigrations: true, upkeep: false },
    );
    await app.close();

    expect(await tracesOf(squatter.user.id)).toEqual(nothingLeft);
  });

  it('loses what the squatter left when its owner signs in with Google, consent included', async () => {
    const squatter = await createUser(ctx.app);
    await leaveTraces(squatter);
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/firebase-signin',
      payload: { idToken: await google.idToken(squatter.email) },
    });
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.user.id).toBe(squatter.user.id);
    const traces = await tracesOf(squatter.user.id);
    expect(traces).toMatchObject({ billing: 0, exports: 0, chunks: 0 });
    // Signing in cancels a deletion too; whichever came first, none is left scheduled.
    expect(traces.deletions.map((d) => d.status)).toEqual(['cancelled']);
    expect(traces.consent).toEqual({ granted: false, source: 'address-proved' });
    const consents = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me/consents',
      headers: { authorization: `Bearer ${owner.json().data.token}` },
    });
    expect(consents.json().data).toEqual({ productUpdates: false });
  });

  it('loses what the squatter left when its owner resets the password through the mailed link', async () => {
    const squatter = await createUser(ctx.app);
    await leaveTraces(squatter);
    await resetFromMailbox(squatter.email);
    expect(await tracesOf(squatter.user.id)).toEqual(nothingLeft);
  });

  it('keeps what a verified owner left when they reset their password', async () => {
    const owner = await createUser(ctx.app);
    await ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${owner.user.id}`,
    );
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me/billing',
      headers: { cookie: owner.cookie },
      payload: { name: 'Owner Traders', address: '2 True Street, Pune 411001', state: '27' },
    });
    await resetFromMailbox(owner.email);
    expect((await tracesOf(owner.user.id)).billing).toBe(1);
  });

  it('keeps what a verified owner left when they sign in with Google', async () => {
    const owner = await createUser(ctx.app);
    await ctx.database.db.execute(
      sql`update users set email_verified_at = now() where id = ${owner.user.id}`,
    );
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me/consents',
      headers: { cookie: owner.cookie },
      payload: { productUpdates: true },
    });
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/firebase-auth/firebase-signin',
      payload: { idToken: await google.idToken(owner.email) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await tracesOf(owner.user.id)).consent).toEqual({ granted: true, source: 'account' });
  });
});

describe('the only admin erasing their account', () => {
  const schedule = (user: TestUser) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/deletion',
      headers: { cookie: user.cookie },
      payload: { password: user.password },
    });
  const dueNow = (userId: string) =>
    ctx.database.db.execute(
      sql`update account_deletions set scheduled_for = now() - interval '1 minute' where user_id = ${userId} and status = 'scheduled'`,
    );
  /** Leaves `keep` the only active admin of the shop (earlier tests' admins lose the right). */
  async function onlyAdmin(keep: TestUser) {
    await ctx.database.db.execute(sql`update users set role = 'customer' where id <> ${keep.user.id}`);
    await grantAdmin(ctx.database, keep.user.id);
  }

  it('is refused with 409 while no other admin stays, and scheduled once one does', async () => {
    const admin = await createUser(ctx.app);
    await onlyAdmin(admin);
    const refused = await schedule(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(privacyMessages.deletionLastOwner);
    expect(await rows(sql`select 1 from account_deletions where user_id = ${admin.user.id}`)).toEqual([]);

    const colleague = await createUser(ctx.app);
    await grantAdmin(ctx.database, colleague.user.id);
    expect((await schedule(admin)).statusCode).toBe(202);
  });

  it('keeps one of two admins who both ask at once, and refuses on the day a deletion that would leave none', async () => {
    const first = await createUser(ctx.app);
    const second = await createUser(ctx.app);
    await onlyAdmin(first);
    await grantAdmin(ctx.database, second.user.id);
    const answers = await Promise.all([schedule(first), schedule(second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);

    // The one scheduled is refused on the day if the other admin has lost the right meanwhile.
    const leaving = answers[0]?.statusCode === 202 ? first : second;
    const staying = leaving === first ? second : first;
    await ctx.database.db.execute(sql`update users set role = 'customer' where id = ${staying.user.id}`);
    await dueNow(leaving.user.id);
    await ctx.app.privacy.deletions.carryOutDue();
    expect(
      await rows(sql`select status, outcome from account_deletions where user_id = ${leaving.user.id}`),
    ).toEqual([{ status: 'refused', outcome: 'last-admin' }]);
    expect(await rows(sql`select role from users where id = ${leaving.user.id}`)).toEqual([
      { role: 'owner' },
    ]);
  });
});
