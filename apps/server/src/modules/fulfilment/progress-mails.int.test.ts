import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInstance, createUser, type TestContext } from '../../../test/helpers.ts';
import { createLaunchTestApp, launchDriver } from '../../../test/launch.ts';
import { mailNotices } from '../../../test/mail-notices.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const mail = mailNotices(() => ctx);
const QUIET_MS = 10 * 60_000;
const { detail, move } = launchDriver(() => ({ app: ctx.app, admin }));

beforeAll(async () => {
  ({ smtp, admin, ...ctx } = await createLaunchTestApp());
});

afterAll(async () => {
  await ctx?.close();
});

async function dueAt(orderId: string): Promise<Date | undefined> {
  const result = (await ctx.database.db.execute(
    sql`select due_at from launch_progress_mails where order_id = ${orderId}`,
  )) as unknown as { rows: { due_at: string | Date }[] };
  const value = result.rows[0]?.due_at;
  return value === undefined ? undefined : new Date(value);
}

const progressMailsTo = (who: User) =>
  smtp.to(who.email).filter((m) => m.text.includes('since we last wrote'));

describe('progress mails of a launch', () => {
  it('gathers 14 milestones finished in a catch-up into one mail, once the launch is quiet', async () => {
    const founder = await createUser(ctx.app, { name: 'Meera Iyer' });
    const orderId = await placeOrder(ctx.app, founder, 'enterprise', { payWith: 'CARD' });
    const caughtUp = (await detail(orderId, founder)).milestones.slice(1, 15);
    expect(caughtUp).toHaveLength(14);

    const first = await move(orderId, caughtUp[0]?.id, { status: 'done', confirmDocumentsOutstanding: true });
    expect(first.statusCode, first.body).toBe(200);
    const firstDue = await dueAt(orderId);
    for (const milestone of caughtUp.slice(1)) {
      const res = await move(orderId, milestone.id, {
        status: 'done',
        confirmDocumentsOutstanding: true,
        note: `${milestone.key} handled`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Each move pushes the mail back: it leaves a quiet period after the last one.
    const lastDue = (await dueAt(orderId)) as Date;
    expect(lastDue.getTime()).toBeGreaterThanOrEqual(firstDue?.getTime() ?? Number.POSITIVE_INFINITY);
    expect(lastDue.getTime()).toBeGreaterThan(Date.now() + QUIET_MS - 60_000);

    await ctx.app.launchProgress.sendDue(new Date(lastDue.getTime() - 1000));
    expect(await mail.queued('launch-progress', founder.email)).toEqual([]);
    await ctx.app.launchProgress.sendDue(lastDue);
    await ctx.app.launchProgress.sendDue(new Date(lastDue.getTime() + QUIET_MS));
    expect(await mail.queued('launch-progress', founder.email)).toHaveLength(1);

    await mail.deliverAll();
    expect(smtp.to(founder.email).filter((m) => m.subject.includes('done on your'))).toHaveLength(1);
    const [progress] = progressMailsTo(founder);
    expect(progress?.subject).toBe('14 steps done on your Enterprise launch');
    for (const milestone of caughtUp) expect(progress?.text).toContain(`${milestone.title}: Done on`);
    expect(progress?.text).toContain('website handled');
    await mail.expectOrderLink(progress?.text ?? '', orderId, founder.cookie);
  });

  it('does not announce a milestone finished and reopened within the quiet period', async () => {
    const founder = await createUser(ctx.app, { name: 'Rohan Mehta' });
    const orderId = await placeOrder(ctx.app, founder, 'starter', { payWith: 'CARD' });
    const [, documents, dsc] = (await detail(orderId, founder)).milestones;

    // A misclick, taken back: nothing is left to tell.
    expect(
      (await move(orderId, documents?.id, { status: 'done', confirmDocumentsOutstanding: true })).statusCode,
    ).toBe(200);
    expect((await move(orderId, documents?.id, { status: 'pending' })).statusCode).toBe(200);
    expect(await dueAt(orderId)).toBeUndefined();
    await ctx.app.launchProgress.sendDue(new Date(Date.now() + 2 * QUIET_MS));
    expect(await mail.queued('launch-progress', founder.email)).toEqual([]);

    // Two finished, the first taken back: the mail tells the second only.
    expect(
      (await move(orderId, documents?.id, { status: 'done', confirmDocumentsOutstanding: true })).statusCode,
    ).toBe(200);
    expect(
      (await move(orderId, dsc?.id, { status: 'done', confirmDocumentsOutstanding: true })).statusCode,
    ).toBe(200);
    expect((await move(orderId, documents?.id, { status: 'pending' })).statusCode).toBe(200);
    await ctx.app.launchProgress.sendDue(new Date(Date.now() + 2 * QUIET_MS));
    await mail.deliverAll();
    const mails = progressMailsTo(founder);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${dsc?.title}: Done on`);
    expect(mails[0]?.text).not.toContain(`${documents?.title}:`);
    expect(mails[0]?.text).toContain(`Next step: ${documents?.title}`);
  });

  it('mails at once what a milestone blocked on the customer needs', async () => {
    const founder = await createUser(ctx.app, { name: 'Kabir Shah' });
    const orderId = await placeOrder(ctx.app, founder, 'starter', { payWith: 'CARD' });
    const website = (await detail(orderId, founder)).milestones.find((m) => m.key === 'website');

    const unsaid = await move(orderId, website?.id, { status: 'blocked', blockedOnCustomer: true });
    expect(unsaid.statusCode).toBe(400);
    expect(unsaid.json().error.details).toEqual([
      { path: 'note', message: 'Say what you need from the customer' },
    ]);
    const blocked = await move(orderId, website?.id, {
      status: 'blocked',
      blockedOnCustomer: true,
      note: 'Send us the text of your About page',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({ status: 'blocked', blockedOnCustomer: true });

    expect(await mail.queued('launch-action-needed', founder.email)).toHaveLength(1);
    await mail.deliverAll();
    const [notice] = smtp.to(founder.email).filter((m) => m.subject.startsWith('We need something'));
    expect(notice?.subject).toBe(`We need something from you: ${website?.title}`);
    expect(notice?.text).toContain('Send us the text of your About page');
    await mail.expectOrderLink(notice?.text ?? '', orderId, founder.cookie);

    const order = await detail(orderId, founder);
    expect(order.trackState).toBe('waiting-on-customer');
    // Told already: the progress mail does not tell it again.
    await ctx.app.launchProgress.sendDue(new Date(Date.now() + 2 * QUIET_MS));
    expect(await mail.queued('launch-progress', founder.email)).toEqual([]);
  });

  it('sends each progress mail once when two instances look at the same moment', async () => {
    const second = await buildInstance(ctx.database, ctx.config);
    try {
      const founders: User[] = [];
      for (let i = 0; i < 3; i++) {
        const founder = await createUser(ctx.app, { name: `Twin ${i}` });
        const orderId = await placeOrder(ctx.app, founder, 'starter', { payWith: 'CARD' });
        const [, documents] = (await detail(orderId, founder)).milestones;
        expect(
          (await move(orderId, documents?.id, { status: 'done', confirmDocumentsOutstanding: true }))
            .statusCode,
        ).toBe(200);
        founders.push(founder);
      }
      const at = new Date(Date.now() + 2 * QUIET_MS);
      await Promise.all([ctx.app.launchProgress.sendDue(at), second.launchProgress.sendDue(at)]);
      await Promise.all([ctx.app.launchProgress.sendDue(at), second.launchProgress.sendDue(at)]);
      for (const founder of founders) {
        expect(await mail.queued('launch-progress', founder.email)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});
