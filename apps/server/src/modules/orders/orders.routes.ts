import {
  orderActivityListSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListSchema,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.ts';
import type { SessionClaims } from '../../lib/tokens.ts';
import { orderListReplyJson } from './orders.serializer.ts';
import type { OrdersService } from './orders.service.ts';

// requireUser (requireSession for the list) runs first on every route here, so these are set.
const signedIn = (request: FastifyRequest) => request.user as UserRow;
const sessionOf = (request: FastifyRequest) => request.session as SessionClaims;

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Orders are personal and change with every payment: never cached by a browser or proxy. Set on
  // arrival, before the routes' own hooks, so that refusals carry it too.
  r.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  r.get(
    '/',
    {
      // The account check runs in the list's own query (see listForSession).
      onRequest: app.requireSession,
      // The schema still types the reply and documents it; the serializer writes the same JSON.
      schema: { tags: ['orders'], response: { 200: successEnvelope(orderListSchema) } },
      serializerCompiler: () => orderListReplyJson,
    },
    async (request) => ({ success: true as const, data: await orders.listForSession(sessionOf(request)) }),
  );

  r.get(
    '/activity',
    {
      onRequest: app.requireUser,
      schema: { tags: ['orders'], response: { 200: successEnvelope(orderActivityListSchema) } },
    },
    async (request) => ({ success: true as const, data: await orders.recentActivity(signedIn(request)) }),
  );

  r.get(
    '/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.getForUser(signedIn(request), request.params.id),
    }),
  );
}
