import {
  type OrderDetail,
  orderDetailSchema,
  SIGN_OFF_MILESTONE_KEY,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createAdmin, type TestContext, type TestUser } from './helpers.ts';
import { createTestAppWithSmtp, PUBLIC_URL } from './mail-notices.ts';
import type { TestSmtpServer } from './smtp.ts';

interface Person {
  cookie: string;
}

/**
 * The app the launch's tests drive: listening, its mails going to a test SMTP server of its own, with
 * an admin of the team; `close` stops both.
 */
export async function createLaunchTestApp(): Promise<
  TestContext & { smtp: TestSmtpServer; admin: TestUser }
> {
  const ctx = await createTestAppWithSmtp({ PUBLIC_URL, RATE_LIMIT_SCALE: '100' }, { listen: true });
  try {
    return { ...ctx, admin: await createAdmin(ctx, { name: 'Ananya Rao' }) };
  } catch (error) {
    await ctx.close();
    throw error;
  }
}

/** The order's page as a person who may read it sees it. */
export async function orderDetail(app: FastifyInstance, orderId: string, who: Person): Promise<OrderDetail> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: who.cookie },
  });
  return successEnvelope(orderDetailSchema).parse(res.json()).data;
}

/** The team moves a milestone (`PATCH` with `payload`); returns the answer. */
export function moveMilestone(
  app: FastifyInstance,
  admin: Person,
  orderId: string,
  milestoneId: string | undefined,
  payload: object,
) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/milestones/${milestoneId}`,
    headers: { cookie: admin.cookie },
    payload,
  });
}

/**
 * The launch as its tests drive it: the order as a person reads it, and the team's admin moving a
 * milestone. `ctx` is read at each call, so the driver may be made before the app exists.
 */
export function launchDriver(ctx: () => { app: FastifyInstance; admin: Person }) {
  return {
    detail: (orderId: string, who: Person) => orderDetail(ctx().app, orderId, who),
    move: (orderId: string, milestoneId: string | undefined, payload: object) =>
      moveMilestone(ctx().app, ctx().admin, orderId, milestoneId, payload),
  };
}

/** Asks the customer for their sign-off (the team starts the step); returns the answer. */
export function askForSignOff(app: FastifyInstance, orderId: string, milestoneId: string, admin: Person) {
  return moveMilestone(app, admin, orderId, milestoneId, { status: 'in-progress' });
}

/** The customer approves and signs off their launch; returns the answer. */
export function signOff(app: FastifyInstance, orderId: string, customer: Person) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/launch/sign-off`,
    headers: { cookie: customer.cookie },
  });
}

/**
 * Finishes every open milestone of a paid order in plan order, as people would: the team's steps by
 * the admin, the sign-off asked for by the admin and given by the customer.
 */
export async function finishLaunch(
  app: FastifyInstance,
  orderId: string,
  { admin, customer }: { admin: Person; customer: Person },
): Promise<void> {
  const { milestones } = await orderDetail(app, orderId, customer);
  for (const milestone of milestones.filter((m) => m.status !== 'done')) {
    if (milestone.key === SIGN_OFF_MILESTONE_KEY) {
      expect((await askForSignOff(app, orderId, milestone.id, admin)).statusCode).toBe(200);
      const signed = await signOff(app, orderId, customer);
      expect(signed.statusCode, signed.body).toBe(200);
      continue;
    }
    const done = await moveMilestone(app, admin, orderId, milestone.id, {
      status: 'done',
      confirmDocumentsOutstanding: true,
    });
    expect(done.statusCode, done.body).toBe(200);
  }
}
