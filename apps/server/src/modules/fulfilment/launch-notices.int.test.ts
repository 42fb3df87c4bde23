import { formatCalendarDate, fulfilmentPlanFor } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { createLaunchTestApp, finishLaunch, launchDriver } from '../../../test/launch.ts';
import { mailNotices } from '../../../test/mail-notices.ts';
import { paidDaysAgo, paymentsDriver, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { createUserReads } from '../auth/index.ts';
import { createMailOutbox } from '../mail/index.ts';
import { createOrderFaces } from '../orders/index.ts';
import { createFulfilmentRepository } from './fulfilment.repository.ts';
import { createLaunchNotices } from './launch-notices.ts';
import { createOrderFilesRepository } from './order-files.repository.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);
const { detail } = launchDriver(() => ({ app: ctx.app, admin }));

beforeAll(async () => {
  ({ smtp, admin, ...ctx } = await createLaunchTestApp());
});

afterAll(async () => {
  await ctx?.close();
});

const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');

async function multipart(fields: Record<string, string>, fileName: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

async function send(who: User, url: string, fields: Record<string, string>, fileName: string) {
  const { payload, headers } = await multipart(fields, fileName);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, cookie: who.cookie },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

function patch(url: string, payload: object) {
  return ctx.app.inject({ method: 'PATCH', url, headers: { cookie: admin.cookie }, payload });
}

/** How many mails are queued for a recipient, as a transaction sees it. */
async function queuedIn(tx: Pick<TestContext['database']['db'], 'execute'>, recipient: string) {
  const result = (await tx.execute(
    sql`select count(*)::int as count from mail_outbox where recipient = ${recipient}`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count;
}

/** A moment past the quiet period of the progress mails (10 minutes by default). */
const afterQuietPeriod = () => new Date(Date.now() + 11 * 60_000);

const mailsTo = (who: User, subjectStart: string) =>
  smtp.to(who.email).filter((m) => m.subject.startsWith(subjectStart));

describe('mails of the launch tracker', () => {
  it('sends the document checklist once, when the order is paid', async () => {
    const founder = await createUser(ctx.app, { name: 'Zoya Qureshi' });
    const bought = await drive.pay(founder, 'growth');
    // The payment noticed again (status check, webhook): the plan and its mail are not made twice.
    await drive.status(founder, bought.merchantOrderId);
    expect(await mail.queued('launch-documents-needed', founder.email)).toEqual([
      expect.objectContaining({ key: `launch-documents-needed:${bought.orderId}` }),
    ]);

    await mail.deliverAll();
    const mails = mailsTo(founder, 'Documents we need');
    expect(mails).toHaveLength(1);
    const [checklist] = mails;
    expect(checklist?.subject).toBe('Documents we need for your Growth launch');
    for (const document of fulfilmentPlanFor('growth').documents) {
      expect(checklist?.text).toContain(document.title);
    }
    const { expectedLaunchDate } = await detail(bought.orderId, founder);
    expect(checklist?.text).toContain(`Expected launch: ${formatCalendarDate(expectedLaunchDate ?? '')}`);
    await mail.expectOrderLink(checklist?.text ?? '', bought.orderId, founder.cookie);
  });

  it('tells the customer why a document was rejected, once per review', async () => {
    const founder = await createUser(ctx.app, { name: 'Arjun Nair' });
    const { orderId } = await drive.pay(founder, 'starter');
    const document = await send(founder, `/api/orders/${orderId}/documents`, { kind: 'pan' }, 'pan.pdf');
    const rejected = await patch(`/api/admin/orders/${orderId}/documents/${document.id}`, {
      status: 'rejected',
      reason: 'The scan is blurred: the PAN number cannot be read',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mail.queued('launch-document-rejected', founder.email)).toHaveLength(1);

    await mail.deliverAll();
    const mails = mailsTo(founder, 'Please send this document again');
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice?.to).toEqual([founder.email]);
    expect(notice?.subject).toBe('Please send this document again: PAN card of each director');
    expect(notice?.text).toContain('The scan is blurred: the PAN number cannot be read');
    await mail.expectOrderLink(notice?.text ?? '', orderId, founder.cookie);

    // Sent again and rejected again: a new review, a new mail; accepting it sends none.
    await send(founder, `/api/orders/${orderId}/documents`, { kind: 'pan' }, 'pan-2.pdf');
    await patch(`/api/admin/orders/${orderId}/documents/${document.id}`, {
      status: 'rejected',
      reason: 'Expired',
    });
    await send(founder, `/api/orders/${orderId}/documents`, { kind: 'pan' }, 'pan-3.pdf');
    await patch(`/api/admin/orders/${orderId}/documents/${document.id}`, { status: 'accepted' });
    expect(await mail.queued('launch-document-rejected', founder.email)).toHaveLength(2);
  });

  it('tells the customer a milestone is done in the progress mail, once the launch is quiet', async () => {
    const founder = await createUser(ctx.app, { name: 'Diya Sen' });
    const { orderId } = await drive.pay(founder, 'starter');
    const { milestones } = await detail(orderId, founder);
    const [, documents, step, next] = milestones;
    await ctx.database.db.execute(
      sql`update order_milestones set status = 'done', announced_status = 'done', completed_at = now()
          where id = ${documents?.id}`,
    );
    const url = `/api/admin/orders/${orderId}/milestones/${step?.id}`;
    expect((await patch(url, { status: 'in-progress' })).statusCode).toBe(200);
    const done = await patch(url, { status: 'done', note: 'Both directors have their DSC now' });
    expect(done.statusCode, done.body).toBe(200);
    // Saying "done" again changes nothing.
    await patch(url, { status: 'done' });
    expect(await ctx.app.launchProgress.sendDue(new Date())).toBe(0);
    expect(await mail.queued('launch-progress', founder.email)).toEqual([]);

    await ctx.app.launchProgress.sendDue(afterQuietPeriod());
    expect(await mail.queued('launch-progress', founder.email)).toHaveLength(1);
    await mail.deliverAll();
    const [notice] = mailsTo(founder, '1 step done');
    expect(notice?.subject).toBe('1 step done on your Starter launch');
    expect(notice?.text).toContain(`${step?.title}: Done on`);
    expect(notice?.text).toContain('Both directors have their DSC now');
    expect(notice?.text).toContain(`Next step: ${next?.title}`);
    await mail.expectOrderLink(notice?.text ?? '', orderId, founder.cookie);
  });

  it('tells the customer when the expected launch date moves, with the old and new dates', async () => {
    const founder = await createUser(ctx.app, { name: 'Kiran Rao' });
    const { orderId } = await drive.pay(founder, 'starter');
    const before = (await detail(orderId, founder)).expectedLaunchDate ?? '';
    // Paid two weeks ago with no document sent since: the wait on the customer moves the date.
    await paidDaysAgo(ctx.database, orderId, 14);
    const { milestones } = await detail(orderId, founder);
    // A note that moves no milestone: the date moved alone, and is told at once.
    const noted = await patch(`/api/admin/orders/${orderId}/milestones/${milestones[2]?.id}`, {
      status: 'pending',
      note: 'We start as soon as your documents are in',
    });
    expect(noted.statusCode).toBe(200);
    const after = (await detail(orderId, founder)).expectedLaunchDate ?? '';
    expect(after).not.toBe(before);
    // The timeline writes the days in words, not as ISO dates.
    expect((await detail(orderId, founder)).events.map((e) => e.reason)).toContain(
      `Expected launch date moved from ${formatCalendarDate(before)} to ${formatCalendarDate(after)}`,
    );
    expect(await mail.queued('launch-date-moved', founder.email)).toHaveLength(1);

    await mail.deliverAll();
    const [notice] = mailsTo(founder, 'Your expected launch date is now');
    expect(notice?.subject).toBe(`Your expected launch date is now ${formatCalendarDate(after)}`);
    expect(notice?.text).toContain(formatCalendarDate(before));
    expect(notice?.text).toContain('Waiting on you');
    await mail.expectOrderLink(notice?.text ?? '', orderId, founder.cookie);
  });

  it('completes the order through the transition table and mails the deliverables once', async () => {
    const founder = await createUser(ctx.app, { name: 'Nisha Gupta' });
    const { orderId } = await drive.pay(founder, 'starter');
    await ctx.database.db.execute(
      sql`update order_documents set status = 'accepted' where order_id = ${orderId}`,
    );
    await send(
      admin,
      `/api/admin/orders/${orderId}/deliverables?confirmNotStarted=true`,
      { kind: 'design-files' },
      'brand-kit.pdf',
    );
    await finishLaunch(ctx.app, orderId, { admin, customer: founder });

    const order = await detail(orderId, founder);
    expect(order.status).toBe('completed');
    expect(order.events.filter((e) => e.toStatus === 'completed')).toEqual([
      expect.objectContaining({
        fromStatus: 'in-progress',
        actor: 'system',
        reason: 'Launched: every milestone is done',
      }),
    ]);
    expect(await mail.queued('launch-completed', founder.email)).toHaveLength(1);
    // The sign-off was asked for at once; the progress of the steps gives way to the launch's mail.
    expect(await mail.queued('launch-action-needed', founder.email)).toHaveLength(1);
    await ctx.app.launchProgress.sendDue(afterQuietPeriod());
    expect(await mail.queued('launch-progress', founder.email)).toEqual([]);

    await mail.deliverAll();
    const [notice] = mailsTo(founder, 'Your Starter launch is complete');
    expect(notice?.text).toContain('Design files: brand-kit.pdf');
    await mail.expectOrderLink(notice?.text ?? '', orderId, founder.cookie);
  });

  it('queues nothing when the transaction of the change rolls back', async () => {
    const founder = await createUser(ctx.app, { name: 'Omar Siddiqui' });
    const { orderId } = await drive.pay(founder, 'starter');
    const db = ctx.database.db;
    const fulfilmentRepo = createFulfilmentRepository(db);
    const notices = createLaunchNotices({
      mail: createMailOutbox({ adminNotifyEmail: undefined }),
      progress: ctx.app.launchProgress,
      usersRepo: createUserReads(db),
      ordersRepo: createOrderFaces(ctx.database).reads,
      fulfilmentRepo,
      filesRepo: createOrderFilesRepository(db),
    });
    await db.execute(sql`delete from mail_outbox where recipient = ${founder.email}`);

    await expect(
      db.transaction(async (tx) => {
        const before = await notices.snapshot(tx, orderId);
        await notices.documentsNeeded(tx, orderId);
        const [document] = before.documents;
        const [, , step] = before.milestones;
        if (!document || !step) throw new Error('no plan');
        await fulfilmentRepo.updateDocument(tx, orderId, document.id, {
          status: 'rejected',
          reason: 'Rolled back',
          reviewedAt: new Date(),
        });
        await fulfilmentRepo.updateMilestone(tx, orderId, step.id, {
          status: 'done',
          completedAt: new Date(),
        });
        await notices.afterChange(tx, orderId, before, {
          track: undefined,
          dateEventId: undefined,
          completed: true,
        });
        await notices.afterChange(tx, orderId, before, {
          track: undefined,
          dateEventId: undefined,
          completed: false,
        });
        // Queued inside the transaction…
        expect(await queuedIn(tx, founder.email)).toBe(3);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    // …and gone with it.
    for (const template of ['launch-documents-needed', 'launch-document-rejected', 'launch-completed']) {
      expect(await mail.queued(template, founder.email), template).toEqual([]);
    }
    const waiting = (await db.execute(
      sql`select count(*)::int as count from launch_progress_mails where order_id = ${orderId}`,
    )) as unknown as { rows: { count: number }[] };
    expect(waiting.rows[0]?.count).toBe(0);
  });
});
