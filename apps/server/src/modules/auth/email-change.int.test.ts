import { randomUUID } from 'node:crypto';
import { accountMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
const mail = mailNotices(() => ctx);
type User = Awaited<ReturnType<typeof createUser>>;

const CONFIRM_SUBJECT = 'Confirm your new email for Launchpad';
const freshAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.in`;

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL, RATE_LIMIT_SCALE: '100' }));
});

afterAll(async () => {
  await ctx?.close();
});

function askToChange(user: User, body: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/change-email',
    headers: { cookie: user.cookie },
    payload: body,
  });
}

function confirm(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/confirm-email-change', payload: { token } });
}

async function me(user: User) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
  return res.json().data.user as { email: string; emailVerified: boolean };
}

function signIn(email: string, password: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/**
 * A signed-in customer whose address is proved (only such an account can move), through the link
 * of the verification mail opened in the browser that is signed in.
 */
async function verifiedUser(overrides: Parameters<typeof createUser>[1] = {}): Promise<User> {
  const user = await createUser(ctx.app, overrides);
  await mail.deliverAll();
  const text = smtp.to(user.email).find((m) => m.subject === 'Confirm your email for Launchpad')?.text ?? '';
  const token = text.match(/\/verify-email\?token=([\w-]+)/)?.[1] ?? '';
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    headers: { cookie: user.cookie },
    payload: { token },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return user;
}

/** The token of the newest confirmation link mailed to `address`. */
async function linkTokenFor(address: string): Promise<string> {
  await mail.deliverAll();
  const mails = smtp.to(address).filter((m) => m.subject === CONFIRM_SUBJECT);
  const match = mails.at(-1)?.text.match(/https:\/\/launchpad\.example\/confirm-email\?token=([\w-]+)/);
  expect(match, mails.at(-1)?.text).toBeTruthy();
  return match?.[1] ?? '';
}

describe('changing one’s email', () => {
  it('applies only once the link mailed to the new address is opened, and tells the old address', async () => {
    const user = await verifiedUser({ name: 'Farah Ali' });
    const next = freshAddress('farah.new');
    const asked = await askToChange(user, { email: next.toUpperCase(), currentPassword: user.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(accountMessages.emailChangeSent);
    // Nothing changes until the new address is proved.
    expect((await me(user)).email).toBe(user.email);

    const token = await linkTokenFor(next);
    const [link] = smtp.to(next).filter((m) => m.subject === CONFIRM_SUBJECT);
    expect(link?.to).toEqual([next]);
    expect(link?.text).toContain('Hello,');
    expect(link?.text).not.toContain('Farah Ali');
    expect(smtp.to(user.email).filter((m) => m.subject === 'Your Launchpad email was changed')).toEqual([]);
    // The current address heard of the request at once.
    expect(await mail.queued('email-change-requested', user.email)).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(accountMessages.emailChanged);
    // Opened from the new mailbox, not the signed-in browser: every session of the account ended.
    const ended = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
    });
    expect(ended.statusCode).toBe(401);
    const moved = await signIn(next, user.password);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.user).toMatchObject({ email: next, emailVerified: true });
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);

    await mail.deliverAll();
    const told = smtp.to(user.email).filter((m) => m.subject === 'Your Launchpad email was changed');
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain(`changed to ${next}`);
    expect(told[0]?.text).toContain(ctx.config.support.email);
    expect(told[0]?.text).toMatch(/\d{1,2} \w{3} \d{4}, .+ IST/);
    // The link's secret does not stay in the outbox once delivered.
    const [row] = (
      (await ctx.database.db.execute(
        sql`select data from mail_outbox where template = 'confirm-email-change' and recipient = ${next}`,
      )) as unknown as { rows: { data: Record<string, unknown> }[] }
    ).rows;
    expect(JSON.stringify(row?.data)).not.toContain(token);

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.linkExpired);
  });

  it('refuses an address another account has, answering as for any other', async () => {
    const user = await verifiedUser({ name: 'Vikram Iyer' });
    const holder = await createUser(ctx.app, { name: 'Leela Iyer' });
    const asked = await askToChange(user, { email: holder.email, currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(accountMessages.emailChangeSent);

    await mail.deliverAll();
    expect(await mail.queued('confirm-email-change', holder.email)).toEqual([]);
    const notices = smtp
      .to(holder.email)
      .filter((m) => m.subject === 'This email already has a Launchpad account');
    expect(notices).toHaveLength(1);
    // The holder learns nothing about who asked.
    expect(notices[0]?.text).not.toContain(user.email);
    expect(notices[0]?.text).not.toContain('Vikram');
    expect((await me(user)).email).toBe(user.email);
  });

  it('asks for the current password, and refuses a wrong one or the same address', async () => {
    const user = await verifiedUser();
    const next = freshAddress('someone');
    const missing = await askToChange(user, { email: next });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { path: 'currentPassword', message: accountMessages.currentPasswordNeeded },
    ]);
    const wrong = await askToChange(user, { email: next, currentPassword: 'not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { path: 'currentPassword', message: accountMessages.wrongCurrentPassword },
    ]);
    const same = await askToChange(user, { email: user.email, currentPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toEqual([{ path: 'email', message: accountMessages.sameEmail }]);
    const invalid = await askToChange(user, { email: 'not an address', currentPassword: user.password });
    expect(invalid.statusCode).toBe(400);
    expect(await mail.queued('confirm-email-change', next)).toEqual([]);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { email: next, currentPassword: user.password },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('keeps the email, and tells nobody, when the address was taken after the link was sent', async () => {
    const user = await verifiedUser({ name: 'Sunil Joshi' });
    const next = freshAddress('sunil.new');
    expect((await askToChange(user, { email: next, currentPassword: user.password })).statusCode).toBe(200);
    const token = await linkTokenFor(next);
    await createUser(ctx.app, { email: next });

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(accountMessages.emailNoLongerFree);
    expect((await me(user)).email).toBe(user.email);
    // The refused change rolled back whole: no notice to the old address.
    expect(await mail.queued('email-changed', user.email)).toEqual([]);
  });

  it('lets only the newest link work', async () => {
    const user = await verifiedUser();
    const first = freshAddress('first');
    const second = freshAddress('second');
    await askToChange(user, { email: first, currentPassword: user.password });
    const firstToken = await linkTokenFor(first);
    await askToChange(user, { email: second, currentPassword: user.password });
    const secondToken = await linkTokenFor(second);

    expect((await confirm(firstToken)).statusCode).toBe(400);
    expect((await confirm(secondToken)).statusCode).toBe(200);
    expect((await signIn(second, user.password)).json().data.user.email).toBe(second);
  });
});
