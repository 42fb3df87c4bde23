import {
  DOCUMENTS_OUTSTANDING_CONFIRMATION,
  NOT_STARTED_CONFIRMATION,
  OUT_OF_ORDER_CONFIRMATION,
  SIGN_OFF_MILESTONE_KEY,
} from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestContext } from '../../../test/helpers.ts';
import { askForSignOff, createLaunchTestApp, launchDriver, signOff } from '../../../test/launch.ts';
import { mailNotices } from '../../../test/mail-notices.ts';
import { placeOrder, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { pdfWith, uploadFile } from '../../../test/uploads.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const mail = mailNotices(() => ctx);
const { detail, move } = launchDriver(() => ({ app: ctx.app, admin }));

beforeAll(async () => {
  ({ smtp, admin, ...ctx } = await createLaunchTestApp());
});

afterAll(async () => {
  await ctx?.close();
});

async function paidStarter(name: string) {
  const founder = await createUser(ctx.app, { name });
  const orderId = await placeOrder(ctx.app, founder, 'starter', { payWith: 'CARD' });
  return { founder, orderId, milestones: (await detail(orderId, founder)).milestones };
}

describe('the order of milestones', () => {
  it('refuses to finish a milestone before earlier open ones unless the admin confirms it', async () => {
    const { founder, orderId, milestones } = await paidStarter('Ira Kapoor');
    const [, documents, dsc, naming] = milestones;

    const refused = await move(orderId, naming?.id, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `2 earlier milestones are not done yet: ${documents?.title}; ${dsc?.title}. Finish this one anyway?`,
    );
    expect(refused.json().error.details).toEqual([
      { path: OUT_OF_ORDER_CONFIRMATION, message: documents?.title },
      { path: OUT_OF_ORDER_CONFIRMATION, message: dsc?.title },
    ]);
    const untouched = await detail(orderId, founder);
    expect(untouched.milestones.find((m) => m.id === naming?.id)?.status).toBe('pending');
    expect(untouched.events.some((e) => e.reason?.startsWith(`${naming?.title}:`))).toBe(false);

    // Starting, blocking or reopening out of order needs no confirmation: only finishing does.
    expect((await move(orderId, naming?.id, { status: 'in-progress' })).statusCode).toBe(200);
    const confirmed = await move(orderId, naming?.id, { status: 'done', confirmOutOfOrder: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('done');
  });
});

describe('finishing the documents step', () => {
  it('refuses while a document is rejected, missing or unchecked, naming them, and never moves the launch earlier', async () => {
    const { founder, orderId, milestones } = await paidStarter('Kabir Sethi');
    const step = milestones[1];
    expect(step?.key).toBe('documents');
    const { documents, expectedLaunchDate } = await detail(orderId, founder);
    expect(documents.length).toBeGreaterThanOrEqual(3);
    const [rejected, unchecked, ...missing] = documents;
    const url = `/api/orders/${orderId}/documents`;
    const sent = await uploadFile(ctx.app, founder, url, rejected?.kind as string, {
      name: 'pan.pdf',
      bytes: pdfWith('pan'),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const review = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/documents/${sent.json().data.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'rejected', reason: 'Another person’s PAN' },
    });
    expect(review.statusCode, review.body).toBe(200);
    const second = { name: 'second.pdf', bytes: pdfWith('second') };
    expect((await uploadFile(ctx.app, founder, url, unchecked?.kind as string, second)).statusCode).toBe(201);
    await move(orderId, step?.id, { status: 'in-progress' });

    const refused = await move(orderId, step?.id, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    const named = [
      `${rejected?.title} (rejected)`,
      `${unchecked?.title} (not checked)`,
      ...missing.map((d) => `${d.title} (not sent)`),
    ];
    expect(refused.json().message).toBe(
      `${named.length} documents are not accepted yet: ${named.join('; ')}. Finish this one anyway?`,
    );
    expect(refused.json().error.details).toEqual(
      named.map((message) => ({ path: DOCUMENTS_OUTSTANDING_CONFIRMATION, message })),
    );
    const untouched = await detail(orderId, founder);
    expect(untouched.milestones[1]?.status).toBe('in-progress');
    expect(untouched.expectedLaunchDate).toBe(expectedLaunchDate);

    const confirmed = await move(orderId, step?.id, { status: 'done', confirmDocumentsOutstanding: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const finished = await detail(orderId, founder);
    expect(finished.milestones[1]?.status).toBe('done');
    // Finished days before it was due, with documents outstanding: the launch does not move earlier.
    expect(finished.expectedLaunchDate).toBe(expectedLaunchDate);
    expect(finished.events.some((e) => e.reason?.startsWith('Expected launch date moved'))).toBe(false);
  });

  it('asks once for both an earlier open milestone and outstanding documents', async () => {
    const { orderId, milestones } = await paidStarter('Meher Bhatt');
    const [first, step] = milestones;
    await move(orderId, first?.id, { status: 'pending' });
    const refused = await move(orderId, step?.id, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    const paths = new Set(refused.json().error.details.map((d: { path: string }) => d.path));
    expect(paths).toEqual(new Set([OUT_OF_ORDER_CONFIRMATION, DOCUMENTS_OUTSTANDING_CONFIRMATION]));
    const both = { status: 'done', confirmOutOfOrder: true, confirmDocumentsOutstanding: true };
    expect((await move(orderId, step?.id, both)).statusCode).toBe(200);
  });
});

describe('the customer’s sign-off', () => {
  it('is never finished by the team, and is given by the customer once asked for', async () => {
    const { founder, orderId, milestones } = await paidStarter('Tara Menon');
    const step = milestones.find((m) => m.key === SIGN_OFF_MILESTONE_KEY);
    expect(step?.title).toBe('Your review and sign-off');

    const byStaff = await move(orderId, step?.id, { status: 'done', confirmOutOfOrder: true });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(
      'Only the customer signs this off, with “Approve and sign off” on their order page',
    );
    const early = await signOff(ctx.app, orderId, founder);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'The work is not ready for your review yet: we will mail you when it is',
    );

    // The team asks for it: the customer is mailed at once.
    expect((await askForSignOff(ctx.app, orderId, step?.id as string, admin)).statusCode).toBe(200);
    await mail.deliverAll();
    const [asked] = smtp.to(founder.email).filter((m) => m.subject.startsWith('Ready for your review'));
    expect(asked?.subject).toBe('Ready for your review: your Starter launch');
    expect(asked?.text).toContain('Approve and sign off');

    // Nobody else signs it off, admins included; they find no order.
    const stranger = await createUser(ctx.app);
    expect((await signOff(ctx.app, orderId, stranger)).statusCode).toBe(404);
    expect((await signOff(ctx.app, orderId, admin)).statusCode).toBe(404);

    const signed = await signOff(ctx.app, orderId, founder);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ id: step?.id, status: 'done' });
    const order = await detail(orderId, founder);
    expect(order.events.filter((e) => e.reason?.startsWith('Your review and sign-off: approved'))).toEqual([
      expect.objectContaining({
        actor: 'customer',
        reason: 'Your review and sign-off: approved and signed off by the customer',
      }),
    ]);
    expect((await signOff(ctx.app, orderId, founder)).statusCode).toBe(409);
    // The team cannot take it back to done by another road, but may reopen it.
    expect((await move(orderId, step?.id, { status: 'in-progress' })).statusCode).toBe(200);
  });
});

describe('handing over a deliverable', () => {
  it('asks first when the milestone it comes from has not started', async () => {
    const { founder, orderId, milestones } = await paidStarter('Dev Malhotra');
    const url = `/api/admin/orders/${orderId}/deliverables`;
    const file = () => ({ name: 'coi.pdf', bytes: pdfWith('coi') });

    const asked = await uploadFile(ctx.app, admin, url, 'certificate-of-incorporation', file());
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(
      '“Certificate of incorporation issued” has not started yet. Hand this deliverable over anyway?',
    );
    expect(asked.json().error.details).toEqual([
      { path: NOT_STARTED_CONFIRMATION, message: 'Certificate of incorporation issued' },
    ]);
    const stored = (await ctx.database.db.execute(
      sql`select count(*)::int as count from order_files where order_id = ${orderId}`,
    )) as unknown as { rows: { count: number }[] };
    expect(stored.rows[0]?.count).toBe(0);

    const confirmed = await uploadFile(
      ctx.app,
      admin,
      `${url}?confirmNotStarted=true`,
      'certificate-of-incorporation',
      file(),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    // A deliverable of no milestone, or of one under way, is handed over at once.
    expect((await uploadFile(ctx.app, admin, url, 'other', file())).statusCode).toBe(201);
    const incorporation = milestones.find((m) => m.key === 'incorporation');
    await move(orderId, incorporation?.id, { status: 'in-progress' });
    expect((await uploadFile(ctx.app, admin, url, 'certificate-of-incorporation', file())).statusCode).toBe(
      201,
    );
    expect((await detail(orderId, founder)).deliverables).toHaveLength(3);
  });
});
