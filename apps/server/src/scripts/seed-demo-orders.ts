import {
  formatInr,
  isAwaitingPayment,
  isOrderCancelled,
  isPaidStatus,
  isPaymentPaid,
  type LaunchPackage,
  type OrderStatus,
} from '@launchpad/shared';
import type { Queryable } from '../db/queryable.ts';
import { orderEvents, orders, payments } from '../db/schema.ts';
import { DAY, notesByStatus } from './seed-demo-content.ts';

// One demo order: its row in a status drawn at random, its payment attempts and its timeline.

/** What every demo order draws on: the seeded generator, the admin and the running counts. */
export interface DemoRun {
  next: () => number;
  pick: <T>(items: readonly T[]) => T;
  adminId: string;
  counts: { users: number; orders: number; payments: number; events: number; messages: number };
  /** The payment attempts made so far, which number their merchant order ids. */
  attempt: number;
}

type Method = 'UPI' | 'Card' | 'Net Banking';

/** The customer's order for `pkg`, placed some days after they joined, with what followed. */
export async function seedDemoOrder(
  tx: Queryable,
  run: DemoRun,
  customer: { id: string; city: string; joined: number },
  pkg: LaunchPackage,
): Promise<void> {
  const { next, pick } = run;
  const status = pick<OrderStatus>([
    'pending',
    'in-progress',
    'in-progress',
    'completed',
    'completed',
    'cancelled',
  ]);
  const placed = customer.joined + (1 + next() * 20) * DAY;
  const paid = isPaidStatus(status) || (isOrderCancelled(status) && next() < 0.5);
  const paidAt = paid ? placed + 6 * 60 * 1000 : null;
  const method = pick<Method>(['UPI', 'UPI', 'Card', 'Net Banking']);
  const notes = next() < 0.45 ? pick(notesByStatus[status]) : null;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: customer.id,
      packageId: pkg.id,
      packageName: pkg.name,
      amount: pkg.price,
      status,
      notes,
      paymentMethod: paid ? method : null,
      paidAt: paidAt ? new Date(paidAt) : null,
      createdAt: new Date(placed),
      updatedAt: new Date(placed + 3 * DAY),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('a demo order was not created');
  run.counts.orders += 1;

  const failedAt = isAwaitingPayment(status) && next() < 0.5 ? placed + 5 * 60 * 1000 : null;
  const failed = failedAt ? demoPayment(run, order.id, pkg, method, 'FAILED', failedAt) : undefined;
  const completed = paidAt ? demoPayment(run, order.id, pkg, method, 'COMPLETED', paidAt) : undefined;
  const attempts = [failed, completed].filter((attempt) => attempt !== undefined);
  const events = demoTimeline(
    { id: order.id, customerId: customer.id, adminId: run.adminId, city: customer.city },
    { status, placed, paidAt, notes, method, price: pkg.price },
    { failed: failed?.merchantOrderId, completed: completed?.merchantOrderId },
  );
  if (attempts.length > 0) await tx.insert(payments).values(attempts);
  await tx.insert(orderEvents).values(events);
  run.counts.payments += attempts.length;
  run.counts.events += events.length;
}

/** A sandbox payment attempt of the order, completed or failed at `at`. */
function demoPayment(
  run: DemoRun,
  orderId: string,
  pkg: LaunchPackage,
  method: Method,
  state: 'COMPLETED' | 'FAILED',
  at: number,
) {
  run.attempt += 1;
  const mode = method === 'Card' ? 'CARD' : method === 'UPI' ? 'UPI_QR' : 'NET_BANKING';
  return {
    orderId,
    merchantOrderId: `LPDEMO${String(run.attempt).padStart(6, '0')}`,
    provider: 'sandbox',
    amountPaise: pkg.price * 100,
    state,
    paymentMode: isPaymentPaid(state) ? mode : null,
    lastCheckedAt: new Date(at),
    expiresAt: new Date(at + 20 * 60 * 1000),
    createdAt: new Date(at - 60 * 1000),
    updatedAt: new Date(at),
  } satisfies typeof payments.$inferInsert;
}

interface DemoOrderFacts {
  status: OrderStatus;
  placed: number;
  paidAt: number | null;
  notes: string | null;
  method: Method;
  price: number;
}

/** The order's timeline: placed, a failed attempt, the payment, its end, the team's notes. */
function demoTimeline(
  order: { id: string; customerId: string; adminId: string; city: string },
  { status, placed, paidAt, notes, method, price }: DemoOrderFacts,
  attempts: { failed: string | undefined; completed: string | undefined },
): (typeof orderEvents.$inferInsert)[] {
  const entry = (
    fromStatus: OrderStatus | null,
    toStatus: OrderStatus,
    actor: string,
    reason: string,
    at: number,
  ) => ({
    orderId: order.id,
    fromStatus,
    toStatus,
    actor,
    reason,
    createdAt: new Date(at),
  });
  const events = [entry(null, 'pending', order.customerId, 'Order placed', placed)];
  if (attempts.failed) {
    const reason = `Payment ${attempts.failed} failed or was cancelled`;
    events.push(entry('pending', 'pending', 'provider', reason, placed + 5 * 60 * 1000));
  }
  if (paidAt && attempts.completed) {
    const reason = `Payment of ${formatInr(price)} received by ${method} (${attempts.completed})`;
    events.push(entry('pending', 'in-progress', 'provider', reason, paidAt));
  }
  if (status === 'completed') {
    const reason = `Launch delivered to ${order.city}`;
    events.push(entry('in-progress', 'completed', order.adminId, reason, placed + 12 * DAY));
  }
  if (status === 'cancelled') {
    const reason = paidAt
      ? 'Cancelled at the customer’s request; refund initiated'
      : 'No payment after 14 days';
    events.push(
      entry(paidAt ? 'in-progress' : 'pending', 'cancelled', order.adminId, reason, placed + 2 * DAY),
    );
  }
  if (notes) events.push(entry(status, status, order.adminId, 'Notes updated', placed + 3 * DAY));
  return events;
}
