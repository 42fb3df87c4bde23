import { GOOGLE_CONFIRMATION_MAX_AGE_MINUTES, privacyMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleTokens } from '../../../test/google-tokens.ts';
import { createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';

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

let counter = 0;
const newEmail = () => `google.${++counter}.${Date.now()}@example.in`;

async function continueWithGoogle(email: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/firebase-auth/firebase-signin',
    remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
    headers: { 'user-agent': 'Google test browser' },
    payload: { idToken: await google.idToken(email), ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().data.user.id as string, cookie: `session=${res.json().data.token}` };
}

const consentRows = (userId: string) =>
  rows<{ granted: boolean; source: string }>(
    sql`select granted, source from consent_records where user_id = ${userId} order by created_at`,
  );

describe('an account created by Google sign-in', () => {
  it('starts without consent to product updates, as at sign-up, unless the box was ticked', async () => {
    const plain = await continueWithGoogle(newEmail());
    expect(await consentRows(plain.id)).toEqual([]);
    const consents = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me/consents',
      headers: { cookie: plain.cookie },
    });
    expect(consents.json().data).toEqual({ productUpdates: false });

    const ticked = await continueWithGoogle(newEmail(), { productUpdates: true });
    expect(await consentRows(ticked.id)).toEqual([{ granted: true, source: 'sign-up' }]);
    // The box counts only when the sign-in creates the account.
    const email = newEmail();
    const existing = await continueWithGoogle(email);
    await continueWithGoogle(email, { productUpdates: true });
    expect(await consentRows(existing.id)).toEqual([]);
  });

  it('records each Google sign-in in the history, with the network, never the whole address', async () => {
    const account = await continueWithGoogle(newEmail());
    expect(
      await rows(sql`select method, ip_prefix, user_agent from sign_ins where user_id = ${account.id}`),
    ).toEqual([{ method: 'google', ip_prefix: '2001:db8:85a3::', user_agent: 'Google test browser' }]);
  });
});

describe('deleting an account that signs in with Google only', () => {
  const schedule = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/me/deletion', headers: { cookie }, payload });
  const scheduled = async (userId: string) =>
    rows<{ status: string }>(sql`select status from account_deletions where user_id = ${userId}`);

  it('is confirmed by a Google sign-in of the last few minutes, not by a password it does not have', async () => {
    const email = newEmail();
    const account = await continueWithGoogle(email);

    const withPassword = await schedule(account.cookie, { password: 'anything at all' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json().message).toBe(privacyMessages.deletionNoPassword);

    const staleToken = await google.idToken(email, {
      signedInSecondsAgo: GOOGLE_CONFIRMATION_MAX_AGE_MINUTES * 60 + 30,
    });
    const stale = await schedule(account.cookie, { idToken: staleToken });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(privacyMessages.deletionGoogleStale);

    const someoneElse = await schedule(account.cookie, { idToken: await google.idToken(newEmail()) });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().message).toBe(privacyMessages.deletionGoogleOtherAccount);

    const forged = await schedule(account.cookie, { idToken: 'not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(await scheduled(account.id)).toEqual([]);

    const fresh = await schedule(account.cookie, { idToken: await google.idToken(email) });
    expect(fresh.statusCode, fresh.body).toBe(202);
    expect(await scheduled(account.id)).toEqual([{ status: 'scheduled' }]);
  });

  it('also lets an account with a password confirm with Google, and refuses an empty confirmation', async () => {
    const user = await createUser(ctx.app);
    expect((await schedule(user.cookie, {})).statusCode).toBe(400);
    const res = await schedule(user.cookie, { idToken: await google.idToken(user.email) });
    expect(res.statusCode, res.body).toBe(202);
  });
});

describe('deletion confirmed with Google where Google sign-in is not configured', () => {
  it('answers 501 and points to the password', async () => {
    const plain = await createTestApp();
    try {
      const user = await createUser(plain.app);
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/me/deletion',
        headers: { cookie: user.cookie },
        payload: { idToken: await google.idToken(user.email) },
      });
      expect(res.statusCode).toBe(501);
      expect(res.json().message).toBe(privacyMessages.deletionGoogleUnavailable);
    } finally {
      await plain.close();
    }
  });
});
