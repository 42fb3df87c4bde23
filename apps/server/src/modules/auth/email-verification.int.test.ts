import { accountMessages } from '@launchpad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;

const SUBJECT = 'Confirm your email for Launchpad';

function tokenIn(text: string): string {
  const match = text.match(/https:\/\/launchpad\.example\/verify-email\?token=([\w-]+)/);
  expect(match).toBeTruthy();
  return match?.[1] ?? '';
}

function me(cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
}

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({ PUBLIC_URL: 'https://launchpad.example' }));
});

afterAll(async () => {
  await ctx?.close();
});

describe('email verification', () => {
  it('mails a link at sign-up that confirms the address, once', async () => {
    const user = await createUser(ctx.app, { name: 'Divya Menon' });
    expect(user.user).toMatchObject({ emailVerified: false });
    expect((await me(user.cookie)).json().data.user.emailVerified).toBe(false);

    await ctx.app.mailDelivery.deliverDue();
    const mails = smtp.to(user.email).filter((m) => m.subject === SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hello,');
    expect(mails[0]?.text).not.toContain('Divya Menon');
    const token = tokenIn(mails[0]?.text ?? '');

    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().message).toBe(accountMessages.emailVerified);
    // Opened in another browser (the mailbox's): whoever was signed in to the account is signed out.
    expect((await me(user.cookie)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.json().data.user.emailVerified).toBe(true);

    const again = await ctx.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.linkExpired);
  });

  it('sends a fresh link on Resend, and says so when the address is already confirmed', async () => {
    const user = await createUser(ctx.app);
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        headers: { cookie: user.cookie },
      });
    const res = await resend();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(accountMessages.verificationSent);
    await ctx.app.mailDelivery.deliverDue();
    const mails = smtp.to(user.email).filter((m) => m.subject === SUBJECT);
    expect(mails).toHaveLength(2);
    const token = tokenIn(mails[1]?.text ?? '');
    // Opened in the browser that is signed in to the account, which stays signed in.
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers: { cookie: user.cookie },
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect((await me(user.cookie)).json().data.user.emailVerified).toBe(true);
    expect((await resend()).json().message).toBe(accountMessages.alreadyVerified);
  });
});
