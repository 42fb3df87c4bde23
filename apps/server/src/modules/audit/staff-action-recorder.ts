import { staffActionDetails } from '@launchpad/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { RequestCommitSteps, withCommitSteps } from '../../db/request-transactions.ts';
import type { UserRow } from '../../db/schema.ts';
import { hooksOf } from '../../lib/route-hooks.ts';
import type { AuditRepository, NewStaffAction } from './audit.repository.ts';
import { changesOfRequest } from './staff-action-changes.ts';
import { staffActionOfRoute } from './staff-action-routes.ts';

const STEP = 'staff-action';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit steps of a staff route that writes: its entry waits for the request's transaction. */
    staffActionSteps?: RequestCommitSteps;
  }
}

/** The entry a staff request records, from its route, its guard's user and what it asked for. */
function entryOf(request: FastifyRequest, user: UserRow, key: string): NewStaffAction {
  const action = staffActionOfRoute[key];
  if (!action) throw new Error(`${key} records no staff action`);
  const params = request.params as { id?: string } | undefined;
  const targetKind = staffActionDetails[action].target;
  const orderRoute = key.includes('/api/admin/orders/:id');
  return {
    action,
    person: { id: user.id, email: user.email, role: user.role },
    address: request.ip ?? null,
    targetKind,
    targetId: params?.id ?? null,
    orderId: orderRoute ? (params?.id ?? null) : null,
    changes: changesOfRequest(request.params, request.body),
  };
}

/**
 * Records every staff route that writes (`staffActionOfRoute`) in the audit trail, with hooks of those
 * routes alone (other routes run none of them): the entry joins
 * the first transaction the request commits, so that the action and its record stand or fall
 * together; a route whose change commits without a transaction of the request's own (one
 * statement) is recorded once it has answered with success. A refused request records nothing.
 */
export const staffActionRecorder = fp(
  async (app: FastifyInstance, { db, audit }: { db: Db; audit: Pick<AuditRepository, 'record'> }) => {
    const record = (key: string): preHandlerHookHandler =>
      function recordStaffAction(
        request: FastifyRequest,
        _reply: FastifyReply,
        done: HookHandlerDoneFunction,
      ) {
        const user = request.user;
        if (!user) return done();
        const entry = entryOf(request, user, key);
        const steps = new RequestCommitSteps();
        steps.add(STEP, (tx) => audit.record(tx, entry));
        request.staffActionSteps = steps;
        withCommitSteps(steps, done);
      };
    const recordAfterCommit: onResponseHookHandler = async (request, reply) => {
      const steps = request.staffActionSteps;
      if (!steps?.isWaiting(STEP) || reply.statusCode >= 400) return;
      const [step] = steps.take().values();
      if (step) await db.transaction((tx) => step(tx));
    };
    // On the staff routes that write alone: every other route runs no hook of the audit trail.
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!staffActionOfRoute[key]) continue;
        route.preHandler = [...hooksOf(route.preHandler), record(key)];
        route.onResponse = [...hooksOf(route.onResponse), recordAfterCommit];
      }
    });
  },
);
