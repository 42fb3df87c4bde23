import { messages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function me(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

function revokeAll(cookie?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sessions/revoke-all',
    headers: cookie ? { cookie } : {},
  });
}

/** Signs the account in once more, as from another device; returns that session's cookie. */
async function signInAgain(email: string, password: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const match = /session=([^;]+)/.exec(String(res.headers['set-cookie']));
  if (!match?.[1]) throw new Error('no session cookie was set');
  return `session=${match[1]}`;
}

describe('POST /api/auth/sessions/revoke-all', () => {
  it('ends every session of the account, this one included, and clears the cookie', async () => {
    const user = await createUser(ctx.app);
    const credentials = { email: user.email, password: user.password };
    const phone = await signInAgain(credentials.email, credentials.password);
    const laptop = await signInAgain(credentials.email, credentials.password);
    const someoneElse = await createUser(ctx.app);

    const res = await revokeAll(user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: messages.signedOutEverywhere });
    expect(String(res.headers['set-cookie'])).toMatch(/session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect(res.headers['cache-control']).toBe('no-store');

    for (const cookie of [user.cookie, phone, laptop]) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(someoneElse.cookie)).statusCode).toBe(200);
    // Signing in again works as ever.
    const fresh = await signInAgain(credentials.email, credentials.password);
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('answers 401 without a session, and for a session already ended', async () => {
    expect((await revokeAll()).statusCode).toBe(401);
    const user = await createUser(ctx.app);
    expect((await revokeAll(user.cookie)).statusCode).toBe(200);
    const again = await revokeAll(user.cookie);
    expect(again.statusCode).toBe(401);
  });
});
