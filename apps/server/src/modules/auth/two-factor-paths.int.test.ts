import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleTokens } from '../../../test/google-tokens.ts';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import {
  codeSignIn,
  enrolTwoFactor,
  oathtoolCode,
  passwordSignIn,
  sessionCookieOf,
} from '../../../test/two-factor.ts';
import { hashLinkToken } from './account-links.ts';

// No way into an account skips its second factor: every path that could open a session for an
// enrolled account either answers the challenge or opens none.

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

/** A user whose address is proved, with two-step sign-in on. */
async function enrolledUser() {
  const user = await createUser(ctx.app);
  await ctx.database.db.execute(sql`update users set email_verified_at = now() where id = ${user.user.id}`);
  return { ...user, ...(await enrolTwoFactor(ctx.app, user.cookie)) };
}

/** A mailed link of the account, as if it had been sent: its token. */
async function linkFor(
  userId: string,
  purpose: 'password-reset' | 'invitation' | 'change-email',
  email: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.database.db.execute(sql`insert into account_tokens (user_id, purpose, token_hash, email, expires_at)
    values (${userId}, ${purpose}, ${hashLinkToken(token)}, ${email}, now() + interval '30 minutes')`);
  return token;
}

function post(url: string, payload: object, cookie?: string) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

/** The password sign-in still asks for the code. */
async function expectChallenge(user: { email: string; password: string }) {
  const res = await passwordSignIn(ctx.app, user);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.twoFactor).toBe('required');
  expect(sessionCookieOf(res)).toBeUndefined();
}

describe('paths into an account with two-step sign-in on', () => {
  it('a password reset sets the password and opens no session; the code is still asked', async () => {
    const user = await enrolledUser();
    const token = await linkFor(user.user.id, 'password-reset', user.email);
    const reset = await post('/api/auth/reset-password', { token, password: 'a fresh long passphrase' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(sessionCookieOf(reset)).toBeUndefined();
    expect(JSON.stringify(reset.json().data ?? null)).not.toContain('token');
    await expectChallenge({ email: user.email, password: 'a fresh long passphrase' });
  });

  it('accepting an invitation opens no session; the code is still asked', async () => {
    const user = await enrolledUser();
    const token = await linkFor(user.user.id, 'invitation', user.email);
    const accepted = await post('/api/auth/accept-invitation', { token, password: 'an invited passphrase' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(sessionCookieOf(accepted)).toBeUndefined();
    await expectChallenge({ email: user.email, password: 'an invited passphrase' });
  });

  it('confirming an email change opens no session; the code is still asked at the new address', async () => {
    const user = await enrolledUser();
    const newEmail = `moved.${randomBytes(4).toString('hex')}@example.in`;
    const token = await linkFor(user.user.id, 'change-email', newEmail);
    const confirmed = await post('/api/auth/confirm-email-change', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(sessionCookieOf(confirmed)).toBeUndefined();
    await expectChallenge({ email: newEmail, password: user.password });
  });

  it('Google sign-in answers the challenge, and the code opens the session', async () => {
    const user = await enrolledUser();
    const res = await post('/api/firebase-auth/firebase-signin', {
      idToken: await google.idToken(user.email),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeUndefined();
    const { challenge } = res.json().data;
    const done = await codeSignIn(ctx.app, challenge, oathtoolCode(user.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(sessionCookieOf(done)).toBeDefined();
    const [history] = (
      (await ctx.database.db.execute(
        sql`select method from sign_ins where user_id = ${user.user.id} order by created_at desc limit 1`,
      )) as unknown as { rows: { method: string }[] }
    ).rows;
    expect(history?.method).toBe('google');
  });

  it('a Google sign-in that takes over an unproved address does not inherit its holder’s second factor', async () => {
    const squatter = await createUser(ctx.app);
    await enrolTwoFactor(ctx.app, squatter.cookie);
    const res = await post('/api/firebase-auth/firebase-signin', {
      idToken: await google.idToken(squatter.email),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionCookieOf(res)).toBeDefined();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: sessionCookieOf(res) ?? '' },
    });
    expect(me.json().data.twoFactor.enabled).toBe(false);
  });
});
