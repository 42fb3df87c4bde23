import { messages } from '@launchpad/shared';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildUser,
  createTestApp,
  createUser,
  TEST_SECRET,
  type TestContext,
} from '../../../test/helpers.ts';
import { SESSION_TTL_SECONDS } from '../../lib/tokens.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await ctx?.close();
});

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The session id a token names: forged tokens below carry a real one, so only their flaw is tested. */
function sessionIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).sid;
}

describe('POST /api/auth/register', () => {
  it('creates the account with a trimmed, lower-cased email and no secret in the answer', async () => {
    const body = buildUser({ email: '  Priya.Shah@Example.IN ' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ success: true, message: messages.registered });
    expect(json.data.user).toMatchObject({
      email: 'priya.shah@example.in',
      name: body.name,
      role: 'customer',
    });
    expect(res.body).not.toContain('password');
  });

  it('signs the new account in: its session cookie opens /me at once, before the email is confirmed', async () => {
    const body = buildUser();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(res.statusCode).toBe(201);
    const session = res.cookies.find((cookie) => cookie.name === 'session');
    expect(session).toMatchObject({ httpOnly: true });
    expect(res.json().data.token).toBe(session?.value);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${session?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: body.email, emailVerified: false });
  });

  it('refuses a second account with the same email, whatever its case, with 409', async () => {
    const body = buildUser();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: messages.emailTaken,
      error: { code: 'email_taken' },
    });
  });

  it('rejects a password shorter than 8 characters with field details', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildUser({ password: 'short' }),
    });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.details).toContainEqual({
      path: 'password',
      message: 'Password must be at least 8 characters',
    });
    expect(json.error.requestId).toEqual(expect.any(String));
  });

  it('rejects missing fields and a malformed email', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'password']));
  });
});

describe('POST /api/auth/login', () => {
  it('answers the same 401 for a wrong password and for an unknown email', async () => {
    const user = await createUser(ctx.app);
    const wrongPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    const unknownEmail = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody-here@example.in', password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe(messages.invalidCredentials);
    expect(unknownEmail.json().message).toBe(wrongPassword.json().message);
    expect(unknownEmail.json().error.code).toBe(wrongPassword.json().error.code);
  });

  it('returns the token and public user and sets an httpOnly, SameSite=Lax session cookie', async () => {
    const body = buildUser();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email.toUpperCase(), password: body.password },
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.message).toBe(messages.loggedIn);
    expect(json.data.token).toEqual(expect.any(String));
    expect(Object.keys(json.data.user).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'name',
      'phone',
      'role',
    ]);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toBe(
      `session=${json.data.token}; Max-Age=${SESSION_TTL_SECONDS}; Path=/; HttpOnly; SameSite=Lax`,
    );
  });

  it('refuses the guessing address with 429, even with the right password, while the owner signs in from theirs', async () => {
    const user = await createUser(ctx.app);
    const login = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress,
      });
    const max = ctx.config.rateLimits.loginFailuresPerEmail.max;
    for (let i = 0; i < max; i++) {
      expect((await login(`wrong-${i}`, '10.1.0.1')).statusCode).toBe(401);
    }
    const guesser = await login(user.password, '10.1.0.1');
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json()).toMatchObject({
      success: false,
      message: messages.rateLimited,
      error: { code: 'rate_limited' },
    });
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);

    // The account is only slowed down: its owner, elsewhere, still gets in.
    const owner = await login(user.password, '10.1.9.9');
    expect(owner.statusCode).toBe(200);
  });

  it('lets an address try again once the throttling of the account is cleared', async () => {
    const user = await createUser(ctx.app);
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.1.2.1',
      });
    for (let i = 0; i < ctx.config.rateLimits.loginFailuresPerEmail.max; i++) await login(`wrong-${i}`);
    expect((await login(user.password)).statusCode).toBe(429);
    await ctx.app.auth.clearSignInThrottling(user.email, '10.1.2.1');
    expect((await login(user.password)).statusCode).toBe(200);
  });

  it('answers 429 to one address that tries too many sign-ins', async () => {
    const max = ctx.config.rateLimits.loginPerIp.max;
    let last = 0;
    for (let i = 0; i <= max; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `someone-${i}@example.in`, password: 'whatever1' },
        remoteAddress: '10.2.0.1',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });

  it('does not rate limit reads', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 60; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/packages', remoteAddress: '10.3.0.1' });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the user for the session cookie and for a Bearer token', async () => {
    const user = await createUser(ctx.app);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
    });
    const byBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.user.email).toBe(user.email);
    expect(byBearer.json().data.user.id).toBe(user.user.id);
  });

  it('answers 401 when signed out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'unauthenticated' } });
  });

  it('refuses a token signed with another secret', async () => {
    const user = await createUser(ctx.app);
    const forged = await new SignJWT({ sid: sessionIdOf(user.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const user = await createUser(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.user.id, sid: sessionIdOf(user.token), iat: now, exp: now + 3600 })}.`;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `session=${unsigned}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx.app);
    const past = Math.floor(Date.now() / 1000) - 2 * 24 * 3600;
    const expired = await new SignJWT({ sid: sessionIdOf(user.token) })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setIssuedAt(past)
      .setExpirationTime(past + 24 * 3600)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(messages.sessionExpired);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server: the token stops working at once, other sessions go on', async () => {
    const user = await createUser(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherToken = other.json().data.token as string;
    const me = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers });

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);

    const signedOut: Record<string, string>[] = [
      { cookie: user.cookie },
      { authorization: `Bearer ${user.token}` },
    ];
    for (const headers of signedOut) {
      const res = await me(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.sessionExpired);
    }
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: user.cookie },
    });
    expect(orders.statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${otherToken}` })).statusCode).toBe(200);
  });

  it('ends a session signed in with a Bearer token', async () => {
    const user = await createUser(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${user.token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('clears the session cookie', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} });
    expect(res.statusCode).toBe(200);
    // Same name, path and flags as the cookie it replaces, already expired.
    expect(res.headers['set-cookie']).toBe(
      'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
    );
  });
});

describe('the session cookie', () => {
  it('is found among the other cookies a browser sends', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `theme=dark; ${user.cookie}; consent="yes"` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(user.email);
  });

  it('answers 401, not an error, for a Cookie header without a session or with a broken one', async () => {
    for (const cookie of ['theme=dark', 'session=', 'session=%E0%A4%A', ';;=;', 'session=not.a.token']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().error.code, cookie).toBe('unauthenticated');
    }
  });
});
