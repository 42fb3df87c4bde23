import { randomUUID } from 'node:crypto';
import { accountMessages } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildInstance,
  createUser,
  type TestContext,
  type TestUser,
  testConfig,
} from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { newLinkToken } from './account-links.ts';

/**
 * The ways an account used to be taken over through a link that outlived the proof of its owner,
 * walked through the API with the mails read out of the outbox as their recipients would.
 */
let smtp: TestSmtpServer;
let ctx: TestContext;
const mail = mailNotices(() => ctx);

const subjects = {
  verify: 'Confirm your email for Launchpad',
  reset: 'Choose a new Launchpad password',
  confirmChange: 'Confirm your new email for Launchpad',
  changeRequested: 'Someone asked to move your Launchpad account to another email',
};
const linkPaths = {
  verify: '/verify-email',
  reset: '/reset-password',
  confirmChange: '/confirm-email',
} as const;

const mailbox = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.in`;

let address = 0;
function post(url: string, payload: object, cookie?: string) {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.61.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
  });
}

/** The token of the newest link of this kind that reached `to`. */
async function linkFrom(to: string, kind: keyof typeof linkPaths): Promise<string> {
  await mail.deliverAll();
  const text =
    smtp
      .to(to)
      .filter((m) => m.subject === subjects[kind])
      .at(-1)?.text ?? '';
  const match = text.match(
    new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}${linkPaths[kind]}\\?token=([\\w-]+)`),
  );
  expect(match, `no ${kind} link mailed to ${to}`).toBeTruthy();
  return match?.[1] ?? '';
}

async function signIn(email: string, password: string) {
  const res = await post('/api/auth/login', { email, password });
  return {
    statusCode: res.statusCode,
    cookie: `session=${res.json().data?.token}`,
    user: res.json().data?.user,
  };
}

async function profile(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

/** A customer whose address is proved by the link of the verification mail, opened in the mailbox. */
async function verifiedCustomer(overrides: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const user = await createUser(ctx.app, overrides);
  expect(
    (await post('/api/auth/verify-email', { token: await linkFrom(user.email, 'verify') })).statusCode,
  ).toBe(200);
  // Verifying from another browser signed every session out: sign in again.
  const again = await signIn(user.email, user.password);
  expect(again.statusCode).toBe(200);
  return { ...user, cookie: again.cookie };
}

/** Someone who has the account's password (phished, reused) signs in and asks to move the account. */
async function attackerAsksForMove(victim: TestUser, attackerMailbox: string) {
  const attacker = await signIn(victim.email, victim.password);
  expect(attacker.statusCode).toBe(200);
  const asked = await post(
    '/api/auth/change-email',
    { email: attackerMailbox, currentPassword: victim.password },
    attacker.cookie,
  );
  expect(asked.statusCode, asked.body).toBe(200);
  return { cookie: attacker.cookie, link: await linkFrom(attackerMailbox, 'confirmChange') };
}

/** Resets the password from the link of the reset mail, as the mailbox's owner. */
async function resetThroughMailbox(email: string, password: string) {
  expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
  const reset = await post('/api/auth/reset-password', { token: await linkFrom(email, 'reset'), password });
  expect(reset.statusCode, reset.body).toBe(200);
}

/** A link issued before an account's address had to be proved to move it (an earlier release). */
async function plantChangeLink(userId: string, to: string): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await ctx.database.db.execute(
    sql`insert into account_tokens (user_id, purpose, token_hash, email, expires_at)
        values (${userId}, 'change-email', ${tokenHash}, ${to}, now() + interval '1 day')`,
  );
  return token;
}

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL, RATE_LIMIT_SCALE: '100' }));
});

afterAll(async () => {
  await ctx?.close();
});

describe('a pending email-change link against the proof of the owner', () => {
  it('tells the current address at once, and dies when the owner resets the password', async () => {
    const owner = await verifiedCustomer({ name: 'Nisha Rao' });
    const attackerMailbox = mailbox('attacker');
    const { cookie: attackerCookie, link } = await attackerAsksForMove(owner, attackerMailbox);

    // The owner hears of the request before anything changes, without the whole new address.
    const [notice] = smtp.to(owner.email).filter((m) => m.subject === subjects.changeRequested);
    expect(notice?.text).toContain(`a***@example.in`);
    expect(notice?.text).not.toContain(attackerMailbox);
    expect(notice?.text).toContain('reset your password');
    expect(notice?.text).toContain(`${PUBLIC_URL}/forgot-password`);

    await resetThroughMailbox(owner.email, 'a brand new passphrase 7');

    const confirmed = await post('/api/auth/confirm-email-change', { token: link });
    expect(confirmed.statusCode, confirmed.body).toBe(400);
    expect(confirmed.json().message).toBe(accountMessages.linkExpired);
    expect((await profile(attackerCookie)).statusCode).toBe(401);
    // The account still answers to its owner's address, and only to the new password.
    const back = await signIn(owner.email, 'a brand new passphrase 7');
    expect(back.user).toMatchObject({ id: owner.user.id, email: owner.email });
    await resetAttempt(attackerMailbox);
  });

  it('dies when the owner changes the password while signed in', async () => {
    const owner = await verifiedCustomer();
    const attackerMailbox = mailbox('intruder');
    const { link } = await attackerAsksForMove(owner, attackerMailbox);

    const changed = await post(
      '/api/auth/change-password',
      { currentPassword: owner.password, newPassword: 'another fresh passphrase 9' },
      owner.cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    expect((await post('/api/auth/confirm-email-change', { token: link })).statusCode).toBe(400);
    expect((await profile(`session=${changed.json().data.token}`)).json().data.user.email).toBe(owner.email);
    await resetAttempt(attackerMailbox);
  });

  it('refuses to move an account whose address was never proved, and retires old links at recovery', async () => {
    // The attacker registers the victim's address and asks to move the account to their own mailbox.
    const victimAddress = mailbox('victim');
    const squatter = await createUser(ctx.app, { email: victimAddress, password: 'squatter passphrase 1' });
    const attackerMailbox = mailbox('squatter');
    const asked = await post(
      '/api/auth/change-email',
      { email: attackerMailbox, currentPassword: squatter.password },
      squatter.cookie,
    );
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(accountMessages.emailChangeNeedsConfirmedEmail);
    await mail.deliverAll();
    expect(smtp.to(attackerMailbox)).toEqual([]);

    // A link mailed before the rule existed is refused as well while the address is unproved…
    const earlier = await plantChangeLink(squatter.user.id, attackerMailbox);
    const early = await post('/api/auth/confirm-email-change', { token: earlier });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(accountMessages.emailChangeNeedsConfirmedEmail);

    // …and once the owner recovers the account through "Forgot password", it is dead for good.
    await resetThroughMailbox(victimAddress, 'the real owner passphrase 3');
    const late = await post('/api/auth/confirm-email-change', { token: earlier });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(accountMessages.linkExpired);
    expect((await profile(squatter.cookie)).statusCode).toBe(401);
    expect((await signIn(victimAddress, 'the real owner passphrase 3')).user.email).toBe(victimAddress);
  });
});

describe('the ADMIN_EMAIL promotion against a pending link', () => {
  /** The operator starts an instance on the same database with ADMIN_EMAIL set. */
  async function startWithAdmin(email: string, password: string) {
    const instance = await buildInstance(
      ctx.database,
      testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password, PUBLIC_URL }),
    );
    await instance.close();
  }

  it('retires the link someone signed in to the account asked for, so the operator keeps the admin', async () => {
    const future = await verifiedCustomer({ name: 'Office Mailbox' });
    const attackerMailbox = mailbox('squatter');
    const { cookie: attackerCookie, link } = await attackerAsksForMove(future, attackerMailbox);

    await startWithAdmin(future.email, 'operator passphrase 42');

    expect((await post('/api/auth/confirm-email-change', { token: link })).statusCode).toBe(400);
    expect((await profile(attackerCookie)).statusCode).toBe(401);
    await resetAttempt(attackerMailbox);
    const operator = await signIn(future.email, 'operator passphrase 42');
    expect(operator.user).toMatchObject({ email: future.email, role: 'owner', emailVerified: true });
  });

  it('retires a link asked for before the address had to be proved, on a squatted address', async () => {
    const adminAddress = mailbox('admin');
    const squatter = await createUser(ctx.app, { email: adminAddress });
    const attackerMailbox = mailbox('squatter');
    const link = await plantChangeLink(squatter.user.id, attackerMailbox);

    await startWithAdmin(adminAddress, 'operator passphrase 43');

    expect((await post('/api/auth/confirm-email-change', { token: link })).statusCode).toBe(400);
    await resetAttempt(attackerMailbox);
    const operator = await signIn(adminAddress, 'operator passphrase 43');
    expect(operator.user).toMatchObject({ email: adminAddress, role: 'owner' });
  });
});

describe('other proofs of ownership', () => {
  it('verifying the address ends every other session and link, and keeps the browser that opened it', async () => {
    const user = await createUser(ctx.app);
    const elsewhere = await signIn(user.email, user.password);
    expect((await post('/api/auth/forgot-password', { email: user.email })).statusCode).toBe(200);
    const resetLink = await linkFrom(user.email, 'reset');

    const verified = await post(
      '/api/auth/verify-email',
      { token: await linkFrom(user.email, 'verify') },
      user.cookie,
    );
    expect(verified.statusCode).toBe(200);

    expect((await profile(user.cookie)).json().data.user.emailVerified).toBe(true);
    expect((await profile(elsewhere.cookie)).statusCode).toBe(401);
    const reset = await post('/api/auth/reset-password', {
      token: resetLink,
      password: 'too late passphrase 5',
    });
    expect(reset.statusCode).toBe(400);
  });

  it('moving the account ends its other sessions, and keeps the browser that opened the link', async () => {
    const user = await verifiedCustomer();
    const elsewhere = await signIn(user.email, user.password);
    const next = mailbox('moved');
    expect(
      (await post('/api/auth/change-email', { email: next, currentPassword: user.password }, user.cookie))
        .statusCode,
    ).toBe(200);

    const confirmed = await post(
      '/api/auth/confirm-email-change',
      { token: await linkFrom(next, 'confirmChange') },
      user.cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    expect((await profile(user.cookie)).json().data.user.email).toBe(next);
    expect((await profile(elsewhere.cookie)).statusCode).toBe(401);
  });
});

/** What an attacker who lost the race tries next: a reset link to their own mailbox, which never comes. */
async function resetAttempt(attackerMailbox: string) {
  expect((await post('/api/auth/forgot-password', { email: attackerMailbox })).statusCode).toBe(200);
  await mail.deliverAll();
  expect(smtp.to(attackerMailbox).filter((m) => m.subject === subjects.reset)).toEqual([]);
}
