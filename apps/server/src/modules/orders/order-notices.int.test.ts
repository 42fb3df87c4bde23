import { formatInr, orderReference } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestContext } from '../../../test/helpers.ts';
import { createTestAppWithSmtp, mailNotices, PUBLIC_URL, TEAM_INBOX } from '../../../test/mail-notices.ts';
import { paymentsDriver, type User } from '../../../test/payments.ts';
import type { TestSmtpServer } from '../../../test/smtp.ts';
import { createUserReads } from '../auth/index.ts';
import { createMailOutbox } from '../mail/index.ts';
import { createRefundsRepository, refundInitiatedNotice } from '../payments/index.ts';
import { createOrderFaces } from './order-faces.ts';
import { createOrderNotices } from './order-notices.ts';
import { createOrderTransitions } from './order-transitions.ts';

let smtp: TestSmtpServer;
let ctx: TestContext;
let admin: User;
const drive = paymentsDriver(() => ctx);
const mail = mailNotices(() => ctx);

beforeAll(async () => {
  ({ smtp, ...ctx } = await createTestAppWithSmtp(
    {
      PUBLIC_URL,
      ADMIN_NOTIFY_EMAIL: TEAM_INBOX,
      SANDBOX_REFUND_DELAY_SECONDS: '1',
      RATE_LIMIT_SCALE: '100',
    },
    { listen: true },
  ));
  admin = await createAdmin(ctx, { name: 'Ananya Rao' });
});

afterAll(async () => {
  await ctx?.close();
});

/** Mails queued for these recipients and not yet sent, as a transaction sees them. */
async function queuedIn(tx: Pick<TestContext['database']['db'], 'execute'>, recipients: string[]) {
  const result = (await tx.execute(
    sql`select count(*)::int as count from mail_outbox
        where status = 'pending' and recipient in (${sql.join(
          recipients.map((r) => sql`${r}`),
          sql`, `,
        )})`,
  )) as unknown as { rows: { count: number }[] };
  return result.rows[0]?.count;
}

function asAdmin(method: 'PATCH' | 'POST', url: string, payload: object) {
  return ctx.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
}

describe('mails about an order', () => {
  it('alerts the team once when an order is paid, however often the payment is noticed', async () => {
    const buyer = await createUser(ctx.app, { name: 'Kabir Shah' });
    const bought = await drive.pay(buyer);
    // The buyer's status check again: the payment is already applied, nothing more is queued.
    await drive.status(buyer, bought.merchantOrderId);

    expect(await mail.queued('admin-order-paid', TEAM_INBOX)).toContainEqual(
      expect.objectContaining({ key: `admin:order-paid:${bought.orderId}` }),
    );
    const keys = (await mail.queued('admin-order-paid', TEAM_INBOX)).map((row) => row.key);
    expect(keys.filter((key) => key.endsWith(bought.orderId))).toHaveLength(1);

    await mail.deliverAll();
    const alerts = smtp.to(TEAM_INBOX).filter((m) => m.text.includes(orderReference(bought.orderId)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(`New paid order: Growth, ${formatInr(bought.amount)} (Kabir Shah)`);
    expect(alerts[0]?.text).toContain(buyer.email);
    expect(alerts[0]?.text).toMatch(/Paid: \d{1,2} \w{3} \d{4}, .+ IST/);
  });

  it('tells the customer of a status change by staff, with the note, once; not of the payment', async () => {
    const buyer = await createUser(ctx.app, { name: 'Ira Kapoor' });
    const bought = await drive.pay(buyer);
    // The payment moved the order to In Progress: that is the receipt's news, not this mail's.
    expect(await mail.queued('order-status-changed', buyer.email)).toEqual([]);

    const changed = await asAdmin('PATCH', `/api/admin/orders/${bought.orderId}/status`, {
      status: 'completed',
      reason: 'Everything was filed and handed over',
      confirmOpenWork: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same status again changes nothing and sends nothing.
    await asAdmin('PATCH', `/api/admin/orders/${bought.orderId}/status`, { status: 'completed' });
    expect(await mail.queued('order-status-changed', buyer.email)).toHaveLength(1);

    await mail.deliverAll();
    const mails = smtp.to(buyer.email).filter((m) => m.subject.startsWith('Your Growth order is now'));
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice?.subject).toBe('Your Growth order is now Completed');
    expect(notice?.text).toContain('Hello Ira Kapoor');
    expect(notice?.text).toContain('from In Progress to Completed');
    expect(notice?.text).toContain('Everything was filed and handed over');
    expect(notice?.html).toContain('<html');
    await mail.expectOrderLink(notice?.text ?? '', bought.orderId, buyer.cookie);
  });

  it('tells the customer a refund has started: amount, reason and 5–7 working days', async () => {
    const buyer = await createUser(ctx.app, { name: 'Meera Pillai' });
    const bought = await drive.pay(buyer);
    const refund = await asAdmin('POST', `/api/admin/orders/${bought.orderId}/refunds`, {
      amount: 1000,
      reason: 'Goodwill for the delay',
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const { merchantRefundId } = refund.json().data;

    const queued = await mail.queued('refund-initiated', buyer.email);
    expect(queued).toEqual([expect.objectContaining({ key: `refund-initiated:${refund.json().data.id}` })]);

    await mail.deliverAll();
    const mails = smtp.to(buyer.email).filter((m) => m.subject.startsWith('We have started a refund'));
    expect(mails).toHaveLength(1);
    const [notice] = mails;
    expect(notice?.subject).toBe('We have started a refund of ₹1,000 for your Growth order');
    expect(notice?.text).toContain('Goodwill for the delay');
    expect(notice?.text).toContain('5–7 working days');
    expect(notice?.text).toContain(merchantRefundId);
    await mail.expectOrderLink(notice?.text ?? '', bought.orderId, buyer.cookie);
  });

  it('alerts the team once of a cancellation request, with the reason', async () => {
    const buyer = await createUser(ctx.app, { name: 'Rohan Das' });
    const bought = await drive.pay(buyer);
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${bought.orderId}/cancellation-request`,
        headers: { cookie: buyer.cookie },
        payload: { reason: 'We found a co-founder who already runs a company' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const alerts = (await mail.queued('admin-cancellation-request', TEAM_INBOX)).filter((row) =>
      row.key.includes(bought.orderId),
    );
    expect(alerts).toHaveLength(1);

    await mail.deliverAll();
    const [alert] = smtp.to(TEAM_INBOX).filter((m) => m.subject.startsWith('Cancellation requested'));
    expect(alert?.subject).toBe('Cancellation requested: Growth order of Rohan Das');
    expect(alert?.text).toContain('We found a co-founder who already runs a company');
    expect(alert?.text).toContain(`${PUBLIC_URL}/admin`);
  });

  it('queues nothing when the transaction of the event rolls back', async () => {
    const buyer = await createUser(ctx.app, { name: 'Tara Menon' });
    const bought = await drive.pay(buyer);
    const db = ctx.database.db;
    const ordersRepo = createOrderFaces(ctx.database).reads;
    const usersRepo = createUserReads(db);
    const notices = createOrderNotices({
      mail: createMailOutbox({ adminNotifyEmail: TEAM_INBOX }),
      usersRepo,
    });
    const transitions = createOrderTransitions(undefined, notices);
    const before = await drive.orderRow(bought.orderId);
    await mail.deliverAll();
    const [payment] = await drive.rows<{ id: string }>(
      sql`select id from payments where order_id = ${bought.orderId}`,
    );

    const failing = (work: Parameters<typeof db.transaction>[0]) =>
      expect(db.transaction(work)).rejects.toThrow('the event failed');
    await failing(async (tx) => {
      const order = await ordersRepo.lockById(tx, bought.orderId);
      const customer = await usersRepo.findById(buyer.user.id, tx);
      if (!order || !customer) throw new Error('no order');
      await transitions.move(tx, {
        order,
        to: 'cancelled',
        writer: 'admin',
        actor: admin.user.id,
        reason: null,
      });
      await notices.cancellationRequested(tx, { order, customer, reason: 'Rolled back', at: new Date() });
      // The status mail and the request's acknowledgement to the customer, the alert to the team.
      expect(await queuedIn(tx, [buyer.email, TEAM_INBOX])).toBe(3);
      throw new Error('the event failed');
    });
    await failing(async (tx) => {
      const order = await ordersRepo.lockById(tx, bought.orderId);
      if (!order || !payment) throw new Error('no order');
      const refund = await createRefundsRepository(db).insert(tx, {
        paymentId: payment.id,
        orderId: order.id,
        merchantRefundId: 'RFROLLBACK0001',
        amountPaise: 100_00,
        kind: 'admin',
        reason: 'Rolled back',
        actor: admin.user.id,
      });
      if (!refund) throw new Error('no refund');
      await refundInitiatedNotice(createMailOutbox({ adminNotifyEmail: undefined }), usersRepo)(
        tx,
        refund,
        order,
      );
      expect(await queuedIn(tx, [buyer.email])).toBe(1);
      throw new Error('the event failed');
    });

    expect(await drive.orderRow(bought.orderId)).toEqual(before);
    expect(await mail.queued('order-status-changed', buyer.email)).toEqual([]);
    expect(await mail.queued('refund-initiated', buyer.email)).toEqual([]);
    const alerts = await mail.queued('admin-cancellation-request', TEAM_INBOX);
    expect(alerts.filter((row) => row.key.includes(bought.orderId))).toEqual([]);
  });
});
