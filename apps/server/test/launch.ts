import { orderDetailSchema, SIGN_OFF_MILESTONE_KEY, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

interface Person {
  cookie: string;
}

/** Asks the customer for their sign-off (the team starts the step); returns the answer. */
export function askForSignOff(app: FastifyInstance, orderId: string, milestoneId: string, admin: Person) {
  return app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${orderId}/milestones/${milestoneId}`,
    headers: { cookie: admin.cookie },
    payload: { status: 'in-progress' },
  });
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
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie: customer.cookie },
  });
  const { milestones } = successEnvelope(orderDetailSchema).parse(res.json()).data;
  for (const milestone of milestones.filter((m) => m.status !== 'done')) {
    if (milestone.key === SIGN_OFF_MILESTONE_KEY) {
      expect((await askForSignOff(app, orderId, milestone.id, admin)).statusCode).toBe(200);
      const signed = await signOff(app, orderId, customer);
      expect(signed.statusCode, signed.body).toBe(200);
      continue;
    }
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}/milestones/${milestone.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: 'done' },
    });
    expect(done.statusCode, done.body).toBe(200);
  }
}
