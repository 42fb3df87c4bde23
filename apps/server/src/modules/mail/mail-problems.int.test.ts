import { adminMailListSchema, mailMessages, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type createUser, rowsOf, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { EXPIRED_LINK_ERROR } from './link-lifetimes.ts';
import { queueMail } from './outbox.ts';

// Mail problems surface at once: a mail that failed three times is listed among the problems with
// "Retry now" while it is still retried, and a mail whose link expired is reported, never sent.

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

async function adminList(status: 'failed' | 'pending') {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/mail?status=${status}`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return successEnvelope(adminMailListSchema).parse(res.json()).data;
}

function retry(id: string | undefined) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/mail/${id}/retry`,
    headers: { cookie: admin.cookie },
  });
}

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({
    MAIL_FROM: 'Launchpad <hello@launchpad.example>',
    PUBLIC_URL: 'https://launchpad.example',
  }));
  admin = await createAdmin(ctx, { name: 'Ops Admin' });
});
afterAll(async () => {
  await ctx?.close();
});

describe('mail problems', () => {
  it('lists a mail that failed three times as a problem while it is still retried, and sends it on "Retry now"', async () => {
    const email = `thrice.${Date.now()}@example.in`;
    await ctx.database.db.transaction((tx) =>
      queueMail(tx, {
        key: `problem:${email}`,
        to: email,
        template: 'verify-email',
        data: { token: 't' },
      }),
    );
    // Two attempts have failed already; the third finds the mail server away (a transient failure).
    await ctx.database.db.execute(sql`update mail_outbox set attempts = 2 where recipient = ${email}`);
    await smtp.stop();
    try {
      await ctx.app.mailDelivery.deliverDue();
    } finally {
      await smtp.start();
    }
    const [row] = await rows<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where recipient = ${email}`,
    );
    expect(row).toEqual({ status: 'pending', attempts: 3 });

    const problems = await adminList('failed');
    const listed = problems.mails.find((m) => m.recipient === email);
    expect(listed).toMatchObject({ status: 'pending', attempts: 3, expired: false });
    expect(problems.counts.failed).toBe(1);
    expect((await adminList('pending')).mails.find((m) => m.recipient === email)).toBeUndefined();

    const retried = await retry(listed?.id);
    expect(retried.statusCode, retried.body).toBe(200);
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('reports a mail whose link expired before it could go, and never sends or retries it', async () => {
    const email = `expired.${Date.now()}@example.in`;
    await ctx.database.db.transaction((tx) =>
      queueMail(tx, {
        key: `expired:${email}`,
        to: email,
        template: 'password-reset',
        data: { token: 't' },
      }),
    );
    // The mail server was away for 31 minutes: the reset link (30 minutes) is dead.
    await ctx.database.db.execute(
      sql`update mail_outbox set created_at = now() - interval '31 minutes' where recipient = ${email}`,
    );
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(0);
    const [row] = await rows<{ status: string; last_error: string }>(
      sql`select status, last_error from mail_outbox where recipient = ${email}`,
    );
    expect(row).toEqual({ status: 'failed', last_error: EXPIRED_LINK_ERROR });

    const listed = (await adminList('failed')).mails.find((m) => m.recipient === email);
    expect(listed?.expired).toBe(true);
    const refused = await retry(listed?.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(mailMessages.expired);
  });
});
