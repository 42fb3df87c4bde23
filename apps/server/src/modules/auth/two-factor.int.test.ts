import { twoFactorMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';
import { mailNotices } from '../../../test/mail-notices.ts';
import {
  codeSignIn,
  enrolTwoFactor,
  oathtoolCode,
  passwordSignIn,
  sessionCookieOf,
  wrongCode,
} from '../../../test/two-factor.ts';

let ctx: TestContext;
const mails = mailNotices(() => ctx);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** A user with two-step sign-in on, and a second session of theirs opened before it was. */
async function enrolledUser() {
  const user = await createUser(ctx.app);
  const enrolment = await enrolTwoFactor(ctx.app, user.cookie);
  return { ...user, ...enrolment };
}

/** The challenge of a password sign-in of an enrolled account. */
async function challengeOf(user: { email: string; password: string }, address?: string) {
  const first = await passwordSignIn(ctx.app, user, address);
  expect(first.statusCode, first.body).toBe(200);
  expect(sessionCookieOf(first)).toBeUndefined();
  const data = first.json().data;
  expect(data).toEqual({ twoFactor: 'required', challenge: expect.any(String) });
  return data.challenge as string;
}

describe('turning two-step sign-in on', () => {
  it('answers a 160-bit secret and its otpauth URI, and turns on with a right code only', async () => {
    const user = await createUser(ctx.app);
    const other = await passwordSignIn(ctx.app, user);
    const otherCookie = sessionCookieOf(other) ?? '';
    const begun = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/two-factor',
      headers: { cookie: user.cookie },
    });
    const { secret, otpauthUrl } = begun.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUrl);
    expect(uri.searchParams.get('issuer')).toBe('Launchpad');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);

    const confirm = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/me/two-factor/confirm',
        headers: { cookie: user.cookie },
        payload: { code },
      });
    const wrong = await confirm(wrongCode(secret));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0]).toMatchObject({
      path: 'code',
      message: twoFactorMessages.wrongCode,
    });
    expect((await confirm('12345')).statusCode).toBe(400);

    const right = await confirm(oathtoolCode(secret));
    expect(right.statusCode, right.body).toBe(200);
    const codes: string[] = right.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    // A credential changed: the other session ended, this one goes on.
    expect((await me(otherCookie)).statusCode).toBe(401);
    const status = (await me(user.cookie)).json().data.twoFactor;
    expect(status).toEqual({ enabled: true, enrolmentRequired: false, recoveryCodesLeft: 10 });

    // Neither the secret nor a recovery code is stored as itself.
    const stored = JSON.stringify(
      await rowsOf(
        ctx.database,
        sql`select s.secret_sealed, r.code_hash from two_factor_secrets s
        join two_factor_recovery_codes r using (user_id) where s.user_id = ${user.user.id}`,
      ),
    );
    expect(stored).not.toContain(secret);
    for (const code of codes) expect(stored).not.toContain(code.replaceAll('-', ''));

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/me/two-factor',
      headers: { cookie: user.cookie },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /api/auth/login with two-step sign-in on', () => {
  it('answers a challenge without a session; the challenge and a code open the session', async () => {
    const user = await enrolledUser();
    const challenge = await challengeOf(user);
    const done = await codeSignIn(ctx.app, challenge, oathtoolCode(user.secret, 1));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.user.email).toBe(user.email);
    const cookie = sessionCookieOf(done) ?? '';
    expect((await me(cookie)).statusCode).toBe(200);
    // Single use: the same challenge opens nothing more.
    const twice = await codeSignIn(ctx.app, challenge, oathtoolCode(user.secret, 1));
    expect(twice.statusCode).toBe(401);
    expect(twice.json().message).toBe(twoFactorMessages.challengeExpired);
  });

  it('refuses a code of a time step already used', async () => {
    const user = await enrolledUser();
    const code = oathtoolCode(user.secret, 1);
    expect((await codeSignIn(ctx.app, await challengeOf(user), code)).statusCode).toBe(200);
    const replayed = await codeSignIn(ctx.app, await challengeOf(user), code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe(twoFactorMessages.codeUsed);
  });

  it('ends the challenge at the fifth wrong code, and counts wrong codes as failed sign-ins', async () => {
    const user = await enrolledUser();
    const challenge = await challengeOf(user, '10.90.1.1');
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await codeSignIn(ctx.app, challenge, wrongCode(user.secret), '10.90.1.1');
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401);
      expect(wrong.json().message).toBe(twoFactorMessages.wrongCode);
    }
    const fifth = await codeSignIn(ctx.app, challenge, wrongCode(user.secret), '10.90.1.1');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(twoFactorMessages.challengeLocked);
    const after = await codeSignIn(ctx.app, challenge, oathtoolCode(user.secret, 1), '10.90.1.1');
    expect(after.statusCode).toBe(401);
    // The address that guessed is throttled for this account, its password too.
    expect((await passwordSignIn(ctx.app, user, '10.90.1.1')).statusCode).toBe(429);
  });

  it('refuses an unknown or expired challenge and a malformed code, each with its message', async () => {
    const user = await enrolledUser();
    const unknown = await codeSignIn(ctx.app, 'no-such-challenge', '123456');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(twoFactorMessages.challengeExpired);
    const challenge = await challengeOf(user);
    const short = await codeSignIn(ctx.app, challenge, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].path).toBe('code');
    await ctx.database.db.execute(
      sql`update two_factor_challenges set expires_at = now() - interval '1 second' where user_id = ${user.user.id}`,
    );
    const expired = await codeSignIn(ctx.app, challenge, oathtoolCode(user.secret, 1));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(twoFactorMessages.challengeExpired);
  });
});

describe('signing in with a recovery code', () => {
  it('works once, signs the other sessions out and mails the owner', async () => {
    const user = await enrolledUser();
    const [code = ''] = user.recoveryCodes;
    const done = await codeSignIn(ctx.app, await challengeOf(user), code.toUpperCase());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(twoFactorMessages.signedInWithRecoveryCode);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const cookie = sessionCookieOf(done) ?? '';
    expect((await me(cookie)).json().data.twoFactor.recoveryCodesLeft).toBe(9);
    expect(await mails.queued('recovery-code-used', user.email)).toHaveLength(1);
    const again = await codeSignIn(ctx.app, await challengeOf(user), code);
    expect(again.statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/me/two-factor', () => {
  it('needs the password, then turns it off, signs the other sessions out and mails the owner', async () => {
    const user = await enrolledUser();
    const second = await codeSignIn(ctx.app, await challengeOf(user), oathtoolCode(user.secret, 1));
    const off = (password?: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/auth/me/two-factor',
        headers: { cookie: user.cookie },
        payload: password === undefined ? {} : { password },
      });
    const missing = await off();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].message).toBe(twoFactorMessages.passwordOrCodeNeeded);
    expect((await off('not the password')).statusCode).toBe(400);
    const done = await off(user.password);
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(sessionCookieOf(second) ?? '')).statusCode).toBe(401);
    expect(await mails.queued('two-factor-disabled', user.email)).toHaveLength(1);
    // The password alone signs in again.
    const plain = await passwordSignIn(ctx.app, user);
    expect(sessionCookieOf(plain)).toBeDefined();
    expect((await off(user.password)).statusCode).toBe(409);
  });
});
