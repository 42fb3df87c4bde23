import {
  cancellationMessages,
  cancellationRequestSchema,
  type OrderListResponse,
  orderActivityListSchema,
  orderDetailSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf, signedInUser } from '../../plugins/auth.ts';
import { orderListReplyJson } from './orders.serializer.ts';
import type { OrdersService } from './orders.service.ts';

export async function ordersRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/',
    {
      // The list's own statement checks the session, and its reply reuses each package's features
      // as JSON (decision 018).
      onRequest: app.requireSession,
      schema: { tags: ['orders'], response: { 200: orderListResponseSchema } },
      serializerCompiler: () => (reply) => orderListReplyJson(reply as OrderListResponse),
    },
    async (request) => ({ success: true as const, data: await orders.listForSession(sessionOf(request)) }),
  );

  r.get(
    '/activity',
    {
      onRequest: app.requireUser,
      schema: { tags: ['orders'], response: { 200: successEnvelope(orderActivityListSchema) } },
    },
    async (request) => ({ success: true as const, data: await orders.recentActivity(signedInUser(request)) }),
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
      data: await orders.getForUser(signedInUser(request), request.params.id),
    }),
  );

  r.post(
    '/:id/cancel',
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
      data: await orders.cancel(signedInUser(request), request.params.id),
      message: cancellationMessages.cancelled,
    }),
  );

  r.post(
    '/:id/cancellation-request',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['orders'],
        params: orderIdParamsSchema,
        body: cancellationRequestSchema,
        response: { 200: successEnvelope(orderDetailSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await orders.requestCancellation(signedInUser(request), request.params.id, request.body),
      message: cancellationMessages.requested,
    }),
  );
}
