import {
  cancellationMessages,
  cancellationRequestSchema,
  ok,
  orderActivityListSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { OrdersService } from './orders.service.ts';

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      onRequest: app.requireUser,
      schema: { tags: ['orders'], response: { 200: orderListResponseSchema } },
    },
    async (request) => ok(await orders.listForUser(signedInUser(request))),
  );

  r.get(
    '/activity',
    {
      onRequest: app.requireUser,
      schema: { tags: ['orders'], response: { 200: successEnvelope(orderActivityListSchema) } },
    },
    async (request) => ok(await orders.recentActivity(signedInUser(request))),
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
    async (request) => ok(await orders.getForUser(signedInUser(request), request.params.id)),
  );

  r.post(
    '/:id/cancel',
    {
      config: { errors: ['conflict'] },
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        response: { 200: successEnvelope(orderDetailSchema) },
      },
    },
    async (request) =>
      ok(await orders.cancel(signedInUser(request), request.params.id), cancellationMessages.cancelled),
  );

  r.post(
    '/:id/cancellation-request',
    {
      config: { errors: ['conflict'] },
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        body: cancellationRequestSchema,
        response: { 200: successEnvelope(orderDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await orders.requestCancellation(signedInUser(request), request.params.id, request.body),
        cancellationMessages.requested,
      ),
  );
}
