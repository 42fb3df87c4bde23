import { twoFactorMessages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, createUser, type TestContext } from '../../../test/helpers.ts';
import { enrolTwoFactor, passwordSignIn, sessionCookieOf } from '../../../test/two-factor.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ STAFF_TWO_FACTOR: 'required' });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

describe('STAFF_TWO_FACTOR=required', () => {
  it('lets staff without a second factor reach only enrolment and their account until they turn it on', async () => {
    const admin = await createAdmin(ctx);
    const signedIn = await passwordSignIn(ctx.app, admin);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.twoFactorEnrolmentRequired).toBe(true);
    const cookie = sessionCookieOf(signedIn) ?? '';

    const me = await get('/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.twoFactor).toMatchObject({ enabled: false, enrolmentRequired: true });
    for (const url of ['/api/admin/summary', '/api/orders', '/api/auth/sessions']) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message, url).toBe(twoFactorMessages.enrolmentRequired);
    }

    await enrolTwoFactor(ctx.app, cookie);
    expect((await get('/api/admin/summary', cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', cookie)).json().data.twoFactor.enrolmentRequired).toBe(false);
  });

  it('asks nothing more of customers', async () => {
    const customer = await createUser(ctx.app);
    expect((await get('/api/orders', customer.cookie)).statusCode).toBe(200);
    const signedIn = await passwordSignIn(ctx.app, customer);
    expect(signedIn.json().data.twoFactorEnrolmentRequired).toBe(false);
  });
});

describe('GET and DELETE /api/auth/sessions', () => {
  it('lists one’s own live sessions, marks the current one, and signs out one of them', async () => {
    const user = await createUser(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '203.0.113.9',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Safari/604.1',
      },
    });
    const otherCookie = sessionCookieOf(other) ?? '';
    const listed = await get('/api/auth/sessions', user.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const sessions = listed.json().data.sessions as {
      id: string;
      browser: string;
      address: string;
      current: boolean;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current);
    expect(phone).toMatchObject({ browser: 'Safari on iOS', address: '203.0.113.9' });

    const stranger = await createUser(ctx.app);
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phone?.id}`,
      headers: { cookie: stranger.cookie },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await get('/api/auth/me', otherCookie)).statusCode).toBe(200);

    const ended = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phone?.id}`,
      headers: { cookie: user.cookie },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await get('/api/auth/me', otherCookie)).statusCode).toBe(401);
    expect((await get('/api/auth/sessions', user.cookie)).json().data.sessions).toHaveLength(1);
    const malformed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/not-an-id',
      headers: { cookie: user.cookie },
    });
    expect(malformed.statusCode).toBe(400);
  });
});
