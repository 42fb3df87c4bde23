import { accountMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let ip = 0;

function post(url: string, payload: object, cookie?: string, remoteAddress?: string) {
  ip += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: remoteAddress ?? `10.44.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
  });
}

/** Asks for a reset link and returns the one in the mail that arrives. */
async function resetLinkFor(email: string): Promise<URL> {
  const resetMails = () => smtp.to(email).filter((m) => m.subject === 'Choose a new Launchpad password');
  const before = resetMails().length;
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  await ctx.app.mailDelivery.deliverDue();
  const mails = resetMails();
  expect(mails).toHaveLength(before + 1);
  const mail = mails.at(-1);
  const match = mail?.text.match(/https:\/\/launchpad\.example\/reset-password\?token=[\w-]+/);
  expect(match).toBeTruthy();
  return new URL(match?.[0] ?? '');
}

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL: 'https://launchpad.example' }));
});

afterAll(async () => {
  await ctx?.close();
});

describe('password reset', () => {
  it('answers the same sentence for an unknown email and sends nothing', async () => {
    const known = await createUser(ctx.app);
    const forKnown = await post('/api/auth/forgot-password', { email: known.email });
    const forUnknown = await post('/api/auth/forgot-password', { email: 'nobody.here@example.in' });
    expect(forUnknown.statusCode).toBe(200);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forUnknown.json().message).toBe(accountMessages.resetLinkSent);
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to('nobody.here@example.in')).toHaveLength(0);
  });

  it('sets a new password from the mailed link, once, and signs every session out', async () => {
    const user = await createUser(ctx.app, { password: 'old-password-1' });
    const link = await resetLinkFor(user.email);
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);
    // Only a hash of the token is stored.
    const stored = (
      (await ctx.database.db.execute(
        sql`select token_hash from account_tokens where user_id = ${user.user.id}`,
      )) as unknown as { rows: { token_hash: string }[] }
    ).rows;
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    // Once delivered, the outbox no longer holds the link.
    const outbox = (
      (await ctx.database.db.execute(
        sql`select data::text as data from mail_outbox where template = 'password-reset' and recipient = ${user.email}`,
      )) as unknown as { rows: { data: string }[] }
    ).rows;
    expect(outbox[0]?.data).toBe('{}');

    const reset = await post('/api/auth/reset-password', { token, password: 'new-password-2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(accountMessages.passwordReset);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'old-password-1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'new-password-2' })).statusCode,
    ).toBe(200);

    const again = await post('/api/auth/reset-password', { token, password: 'third-password-3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link has expired or was already used.');

    await ctx.app.mailDelivery.deliverDue();
    const notice = smtp.to(user.email).find((m) => m.subject === 'Your Launchpad password was changed');
    expect(notice?.text).toContain('signed out');
    // One notice for the reset, keyed by the account and the moment.
    const queued = await mailNotices(() => ctx).queued('password-changed', user.email);
    expect(queued.map((row) => row.key)).toEqual([
      expect.stringMatching(`^password-changed:${user.user.id}:\\d+$`),
    ]);
  });

  it("refuses the service's name, the account's words and dressed-up common passwords; the link still works", async () => {
    const user = await createUser(ctx.app, { name: 'Nandini Rao' });
    const token = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    for (const [password, message] of [
      ['Launchpad@2026', accountMessages.passwordNamesTheService],
      ['N4ndini.Rao!', accountMessages.passwordIsYourName],
      ['Passw0rd!', accountMessages.passwordCommonVariant],
    ] as const) {
      const refused = await post('/api/auth/reset-password', { token, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json().error.details).toEqual([{ path: 'password', message }]);
    }
    expect(
      (await post('/api/auth/reset-password', { token, password: 'river stones at dusk' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired link, and an older link once a newer one was used', async () => {
    const user = await createUser(ctx.app);
    const first = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    const second = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'newer-password-1' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'older-password-1' })).statusCode,
    ).toBe(400);

    // Another account: one mailbox gets three account mails a window, the sign-up's link among them.
    const late = await createUser(ctx.app);
    const third = (await resetLinkFor(late.email)).searchParams.get('token') ?? '';
    await ctx.database.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${late.user.id} and used_at is null`,
    );
    const expired = await post('/api/auth/reset-password', { token: third, password: 'late-password-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details).toEqual([{ path: 'token', message: accountMessages.linkExpired }]);
  });

  it('lifts the sign-in throttling of the account and of the address the reset came from', async () => {
    const user = await createUser(ctx.app, { password: 'right-password-1' });
    const home = '10.45.0.1';
    for (let i = 0; i < 6; i += 1)
      await post('/api/auth/login', { email: user.email, password: 'wrong-password' }, undefined, home);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'right-password-1' }, undefined, home))
        .statusCode,
    ).toBe(429);
    const token = (await resetLinkFor(user.email)).searchParams.get('token') ?? '';
    expect(
      (await post('/api/auth/reset-password', { token, password: 'fresh-password-1' }, undefined, home))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'fresh-password-1' }, undefined, home))
        .statusCode,
    ).toBe(200);
  });

  it('tells the account by mail when its password is changed from the account page', async () => {
    const user = await createUser(ctx.app, { password: 'first-password-1' });
    const res = await post(
      '/api/auth/change-password',
      { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
      user.cookie,
    );
    expect(res.statusCode).toBe(200);
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(user.email).map((m) => m.subject)).toContain('Your Launchpad password was changed');
  });
});
