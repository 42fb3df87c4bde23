import { accountMessages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_SECRET, type TestContext } from '../../../test/helpers.ts';
import { createPasswordConfirmation } from '../../lib/password-confirmation.ts';
import { createMemoryRateLimiter } from '../../lib/rate-limiter.ts';
import { createTokenService } from '../../lib/tokens.ts';
import { createMailOutbox, createTypedAddressMail, typedAddressCaps } from '../mail/index.ts';
import { createAccountTokensRepository } from './account-tokens.repository.ts';
import { createAuthService } from './auth.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSignInsRepository } from './sign-ins.repository.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import { createChallengeOpener } from './two-factor-sign-in.ts';
import { createUsersRepository } from './users.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

function me(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
}

function sessionCookieOf(res: { headers: Record<string, unknown> }): string {
  const match = /session=([^;]+)/.exec(String(res.headers['set-cookie']));
  if (!match?.[1]) throw new Error('no session cookie was set');
  return `session=${match[1]}`;
}

describe('PATCH /api/auth/me', () => {
  it('changes the name and phone, and the change is there on the next request', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { name: '  Asha V. Rao ', phone: '+91 90000 11111' },
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: accountMessages.profileUpdated,
      data: { user: { name: 'Asha V. Rao', phone: '+91 90000 11111', email: user.email } },
    });
    expect((await me(user.cookie)).json().data.user).toMatchObject({
      name: 'Asha V. Rao',
      phone: '+91 90000 11111',
    });
  });

  it('clears the phone when the field is left empty', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { name: user.name, phone: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.phone).toBeNull();
  });

  it('rejects an empty name and a malformed phone with field details', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { name: ' ', phone: 'call me' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Full name is required' },
        { path: 'phone', message: 'Enter a valid phone number' },
      ]),
    );
  });

  it('cannot change the email or admin flag', async () => {
    const user = await createUser(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { name: user.name, phone: null, email: 'boss@example.in', role: 'owner' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: user.email, role: 'customer' });
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { name: 'Nobody', phone: null },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/change-password', () => {
  function changePassword(cookie: string, payload: Record<string, unknown>) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: { cookie }, payload });
  }

  it('refuses a wrong current password with 400 and says which field is wrong', async () => {
    const user = await createUser(ctx.app);
    const res = await changePassword(user.cookie, {
      currentPassword: 'not my password',
      newPassword: 'a brand new secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: accountMessages.wrongCurrentPassword,
      error: { details: [{ path: 'currentPassword', message: accountMessages.wrongCurrentPassword }] },
    });
    // The session survives a typo.
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const user = await createUser(ctx.app);
    const res = await changePassword(user.cookie, { currentPassword: user.password, newPassword: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({
      path: 'newPassword',
      message: 'Password must be at least 8 characters',
    });
  });

  it('keeps this session signed in with a fresh cookie and signs every other session out', async () => {
    const user = await createUser(ctx.app);
    const otherDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherCookie = sessionCookieOf(otherDevice);

    const res = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
    });

    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.passwordChanged);
    const freshCookie = sessionCookieOf(res);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(res.json().data.token).toBe(freshCookie.slice('session='.length));
    expect((await me(freshCookie)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);

    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const newLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new secret' },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(newLogin.statusCode).toBe(200);
  });

  it('locks password guessing after repeated wrong current passwords', async () => {
    const user = await createUser(ctx.app);
    const max = ctx.config.rateLimits.passwordRechecksPerAccount.max;
    for (let i = 0; i < max; i++) {
      await changePassword(user.cookie, { currentPassword: `guess-${i}`, newPassword: 'a brand new secret' });
    }
    const res = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: 'a brand new secret',
    });
    expect(res.statusCode).toBe(429);
  });

  it('needs a signed-in user', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'whatever1', newPassword: 'whatever2' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('revokeAllSessions', () => {
  it("signs every session of one account out, and no other account's", async () => {
    const auth = createAuthService({
      usersRepo: createUsersRepository(ctx.database.db),
      sessionsRepo: createSessionsRepository(ctx.database.db),
      signInsRepo: createSignInsRepository(ctx.database.db),
      tokens: createTokenService(TEST_SECRET),
      rateLimiter: createMemoryRateLimiter(),
      rateLimits: ctx.config.rateLimits,
      passwordConfirmation: createPasswordConfirmation({
        rateLimiter: createMemoryRateLimiter(),
        rule: ctx.config.rateLimits.passwordRechecksPerAccount,
      }),
      mail: createMailOutbox({ adminNotifyEmail: undefined }),
      typedAddress: createTypedAddressMail({
        rateLimiter: createMemoryRateLimiter(),
        caps: typedAddressCaps(ctx.config),
      }),
      tokensRepo: createAccountTokensRepository(ctx.database.db),
      openChallenge: createChallengeOpener(createTwoFactorRepository(ctx.database.db)),
      staffTwoFactor: 'optional',
    });
    const user = await createUser(ctx.app);
    const neighbour = await createUser(ctx.app);
    const secondDevice = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });

    expect(await auth.revokeAllSessions(user.user.id)).toBe(2);

    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(sessionCookieOf(secondDevice))).statusCode).toBe(401);
    expect((await me(neighbour.cookie)).statusCode).toBe(200);
  });
});
