import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { adminMailListSchema, contactReference, successEnvelope } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  buildInstance,
  createAdmin,
  createUser,
  rowsOf,
  type TestContext,
  testConfig,
} from '../../../test/helpers.ts';
import { createTestAppWithSmtp } from '../../../test/mail-notices.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { createUserReads } from '../auth/index.ts';
import { queueMail } from './outbox.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
const ADMIN_INBOX = 'team@launchpad.example';

const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(ctx.database, query);

/** Lets the retry wait of every pending mail pass. */
async function timePasses() {
  await ctx.database.db.execute(sql`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
}

function contact(email: string, subject = 'GST registration') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Meera Iyer',
      email,
      subject,
      message: 'Which documents do I need?',
      service: 'gst-registration',
    },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp({
    MAIL_FROM: 'Launchpad <hello@launchpad.example>',
    ADMIN_NOTIFY_EMAIL: ADMIN_INBOX,
    PUBLIC_URL: 'https://launchpad.example',
    RATE_LIMIT_SCALE: '100',
  }));
  admin = await createAdmin(ctx, { name: 'Ops Admin' });
});

afterAll(async () => {
  await ctx?.close();
});

beforeEach(() => smtp.refuseRecipients(undefined));

describe('the mail outbox', () => {
  it('delivers a contact acknowledgement once, with its reference, and alerts the team', async () => {
    const email = `meera.${Date.now()}@example.in`;
    const res = await contact(email);
    expect(res.statusCode).toBe(201);
    const reference = contactReference(res.json().data.id);

    await ctx.app.mailDelivery.deliverDue();
    await ctx.app.mailDelivery.deliverDue();

    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toBe('hello@launchpad.example');
    expect(mail?.subject).toBe(`We received your message (ref. ${reference})`);
    // A fixed text: nothing the visitor typed goes back to the address they gave.
    expect(mail?.text).not.toContain('Meera');
    expect(mail?.text).toContain(reference);
    expect(mail?.text).toMatch(/Received: \d{1,2} \w{3} \d{4}, .+ IST/);
    expect(mail?.text).toContain('never ask for your password');
    expect(mail?.html).toContain('<html');

    const alerts = smtp.to(ADMIN_INBOX).filter((m) => m.subject.includes(reference));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('Which documents do I need?');
    expect(alerts[0]?.text).toContain('https://launchpad.example/admin?tab=messages');
  });

  it('carries one-click unsubscribe headers on a product update, and only there', async () => {
    const customer = await createUser(ctx.app, { email: `news.${Date.now()}@example.in` });
    const account = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/me/consents',
      headers: { cookie: customer.cookie },
      payload: { productUpdates: true },
    });
    expect(account.statusCode).toBe(200);
    const user = await createUserReads(ctx.database.db).findById(customer.user.id);
    if (!user) throw new Error('the customer is gone');
    const sent = await ctx.database.db.transaction((tx) =>
      ctx.app.privacy.consents.sendProductUpdate(tx, user, {
        key: 'winter-2026',
        subject: 'Trademark filing is now faster',
        paragraphs: ['We now file trademark applications within two working days.'],
      }),
    );
    expect(sent).toBe(true);
    const [queued] = (
      (await ctx.database.db.execute(
        sql`select template, idempotency_key as key from mail_outbox where recipient = ${customer.email.toLowerCase()} and template = 'product-update'`,
      )) as unknown as { rows: { template: string; key: string }[] }
    ).rows;
    expect(queued).toEqual({
      template: 'product-update',
      key: `product-update:winter-2026:${customer.user.id}`,
    });
    await ctx.app.mailDelivery.deliverDue();
    await ctx.app.mailDelivery.deliverDue();

    const [update, ...others] = smtp.to(customer.email).filter((m) => m.subject.includes('Trademark'));
    expect(others).toEqual([]);
    const unsubscribe = update?.headers['list-unsubscribe'] ?? '';
    expect(unsubscribe).toMatch(
      /^<https:\/\/launchpad\.example\/api\/unsubscribe\?token=[\w-]+\.[0-9a-z]+\.[\w-]+>$/,
    );
    expect(update?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // A transactional mail to the same person (the verification link) carries neither.
    const verification = smtp.to(customer.email).find((m) => m !== update);
    expect(verification).toBeDefined();
    expect(verification?.headers).not.toHaveProperty('list-unsubscribe');
    expect(verification?.headers).not.toHaveProperty('list-unsubscribe-post');

    // The provider's one click, from its own servers: no session, a form body.
    const url = new URL(unsubscribe.slice(1, -1));
    const click = await ctx.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode, click.body).toBe(200);
    const consents = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me/consents',
      headers: { cookie: customer.cookie },
    });
    expect(consents.json().data).toEqual({ productUpdates: false });
    // Withdrawn, the next update is not sent.
    const again = await ctx.database.db.transaction((tx) =>
      ctx.app.privacy.consents.sendProductUpdate(tx, user, {
        key: 'spring-2027',
        subject: 'More news',
        paragraphs: ['More news.'],
      }),
    );
    expect(again).toBe(false);
  });

  it('sends nothing for a transaction that rolls back, and one mail per idempotency key', async () => {
    const to = `rollback.${Date.now()}@example.in`;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await queueMail(tx, {
          key: `test-rollback:${to}`,
          to,
          template: 'contact-acknowledgement',
          data: { reference: 'C-0', receivedAt: 'now' },
        });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');

    const once = `once.${Date.now()}@example.in`;
    for (let i = 0; i < 3; i += 1) {
      const queued = await ctx.database.db.transaction((tx) =>
        queueMail(tx, {
          key: `test-once:${once}`,
          to: once,
          template: 'contact-acknowledgement',
          data: { reference: 'C-1', receivedAt: 'now' },
        }),
      );
      expect(queued).toBe(i === 0);
    }
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(to)).toHaveLength(0);
    expect(smtp.to(once)).toHaveLength(1);
  });

  it('keeps a mail while the SMTP server is down and delivers it when it returns', async () => {
    const email = `outage.${Date.now()}@example.in`;
    await smtp.stop();
    try {
      expect((await contact(email)).statusCode).toBe(201);
      await ctx.app.mailDelivery.deliverDue();
      await timePasses();
      await ctx.app.mailDelivery.deliverDue();
    } finally {
      await smtp.start();
    }
    const [waiting] = await rows<{ status: string; attempts: number; last_error: string; wait: number }>(
      sql`select status, attempts, last_error, extract(epoch from next_attempt_at - now()) as wait
          from mail_outbox where recipient = ${email}`,
    );
    expect(waiting?.status).toBe('pending');
    expect(waiting?.attempts).toBe(2);
    expect(waiting?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // The second failure waits about two minutes (one minute, doubling).
    expect(Number(waiting?.wait)).toBeGreaterThan(100);
    expect(smtp.to(email)).toHaveLength(0);

    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(0);
    await timePasses();
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);
    const [sent] = await rows<{ status: string }>(
      sql`select status from mail_outbox where recipient = ${email}`,
    );
    expect(sent?.status).toBe('sent');
  });

  it('marks a mail failed after 24 hours of retries', async () => {
    const email = `late.${Date.now()}@example.in`;
    await smtp.stop();
    try {
      expect((await contact(email)).statusCode).toBe(201);
      await ctx.database.db.execute(
        sql`update mail_outbox set give_up_at = now() + interval '30 seconds' where recipient = ${email}`,
      );
      await ctx.app.mailDelivery.deliverDue();
    } finally {
      await smtp.start();
    }
    const [row] = await rows<{ status: string }>(
      sql`select status from mail_outbox where recipient = ${email}`,
    );
    expect(row?.status).toBe('failed');
  });

  it('shows a refused mail to admins with its error, and delivers it when retried', async () => {
    const email = `refused.${Date.now()}@example.in`;
    smtp.refuseRecipients((address) => address === email);
    expect((await contact(email)).statusCode).toBe(201);
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(0);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/mail?status=failed',
      headers: { cookie: admin.cookie },
    });
    expect(listed.statusCode).toBe(200);
    const { data } = successEnvelope(adminMailListSchema).parse(listed.json());
    const failed = data.mails.find((m) => m.recipient === email);
    expect(failed?.lastError).toMatch(/550/);
    expect(failed?.subject).toMatch(/^We received your message/);
    expect(failed?.attempts).toBe(1);
    expect(data.counts.failed).toBeGreaterThanOrEqual(1);

    // Nothing happens to a failed mail until someone retries it.
    await timePasses();
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(0);

    smtp.refuseRecipients(undefined);
    const retried = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${failed?.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.mail.status).toBe('pending');
    await ctx.app.mailDelivery.deliverDue();
    expect(smtp.to(email)).toHaveLength(1);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${failed?.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/retry',
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('sends each mail once when two instances deliver at the same time', async () => {
    const second = await buildInstance(ctx.database, ctx.config);
    try {
      const batch = `pair.${Date.now()}`;
      await ctx.database.db.transaction(async (tx) => {
        for (let i = 0; i < 24; i += 1) {
          await queueMail(tx, {
            key: `test-pair:${batch}:${i}`,
            to: `${batch}.${i}@example.in`,
            template: 'contact-acknowledgement',
            data: { reference: `C-${i}`, receivedAt: 'now' },
          });
        }
      });
      const drain = async (app: typeof second) => {
        while ((await app.mailDelivery.deliverDue(5)) > 0) {}
      };
      await Promise.all([drain(ctx.app), drain(second)]);
      const mine = smtp.received.filter((m) => m.to[0]?.startsWith(`${batch}.`));
      expect(mine).toHaveLength(24);
      expect(new Set(mine.map((m) => m.messageId)).size).toBe(24);
      expect(new Set(mine.map((m) => m.to[0])).size).toBe(24);
    } finally {
      await second.close();
    }
  });

  it('delivers in the background without anyone asking', async () => {
    const background = await buildInstance(ctx.database, ctx.config, { mailWorker: true });
    try {
      const email = `background.${Date.now()}@example.in`;
      await ctx.database.db.transaction((tx) =>
        queueMail(tx, {
          key: `test-background:${email}`,
          to: email,
          template: 'contact-acknowledgement',
          data: { reference: 'C-2', receivedAt: 'now' },
        }),
      );
      await expect.poll(() => smtp.to(email).length, { interval: 100 }).toBe(1);
    } finally {
      await background.close();
    }
  });
});

describe('mail without SMTP_URL outside production', () => {
  it('writes an .eml file under DATA_DIR/mail and logs its recipient, subject and links', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'launchpad-mail-'));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildInstance(
      ctx.database,
      testConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://launchpad.example' }),
      { logger: { level: 'info', stream: sink } as never },
    );
    try {
      const email = `eml.${Date.now()}@example.in`;
      await ctx.database.db.transaction((tx) =>
        queueMail(tx, {
          key: `test-eml:${email}`,
          to: email,
          template: 'admin-contact-message',
          data: {
            reference: 'C-3',
            name: 'Eml',
            email,
            phone: null,
            subject: 'Files',
            message: 'Hello',
            service: null,
          },
        }),
      );
      await app.mailDelivery.deliverDue(100);
      const files = readdirSync(path.join(dataDir, 'mail'));
      const eml = files
        .map((f) => readFileSync(path.join(dataDir, 'mail', f), 'utf8'))
        .find((t) => t.includes(email));
      expect(eml).toContain('Subject: New contact message: Files (ref. C-3)');
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.to === email);
      expect(logged?.subject).toBe('New contact message: Files (ref. C-3)');
      expect(logged?.links).toEqual(['https://launchpad.example/admin?tab=messages']);
      expect(logged?.file).toMatch(/\.eml$/);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
