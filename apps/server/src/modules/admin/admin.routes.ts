import {
  adminIdParamsSchema,
  adminMessages,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  adminPaymentSchema,
  adminSummarySchema,
  createRefundRequestSchema,
  declineCancellationRequestSchema,
  formatIsoDay,
  ok,
  recordOfflinePaymentRequestSchema,
  refundSchema,
  successEnvelope,
  updateOrderNotesRequestSchema,
  updateOrderNotesResponseSchema,
  updateOrderStatusRequestSchema,
  updateOrderStatusResponseSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-export.ts';
import { csvAnswer } from '../../plugins/api-doc/media.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { RecordOfflinePayment, RefundsService } from '../payments/index.ts';
import type { AdminService } from './admin.service.ts';
import { ORDERS_CSV_COLUMNS } from './orders-export.ts';

type AdminRoutesDeps = {
  admin: AdminService;
  refunds: Pick<RefundsService, 'refundOrder'>;
  recordOfflinePayment: RecordOfflinePayment;
};

/**
 * The admin's order calls under `/api/admin/*`. Every route of this plugin sits behind
 * `requireStaff`, run first (before the body is even parsed): 401 signed out, 403 for anyone whose
 * role, read from the database on this request, lacks the permission the route declares. Answers
 * are never cached.
 */
export async function adminRoutes(app: FastifyInstance, deps: AdminRoutesDeps) {
  app.addHook('onRequest', app.requireStaff);
  orderReadRoutes(app, deps);
  orderMoneyRoutes(app, deps);
  orderCareRoutes(app, deps);
}

/** The summary, the orders list and its CSV, and one order. */
function orderReadRoutes(app: FastifyInstance, { admin }: AdminRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/summary',
    {
      config: { permission: 'orders.read' },
      schema: { tags, response: { 200: successEnvelope(adminSummarySchema) } },
    },
    async () => ok(await admin.summary()),
  );

  r.get(
    '/admin/orders',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        querystring: adminOrdersQuerySchema,
        response: { 200: successEnvelope(adminOrderPageSchema) },
      },
    },
    async (request) => ok(await admin.listOrders(request.query)),
  );

  r.get(
    '/admin/orders/export.csv',
    {
      schema: { tags, querystring: adminOrdersExportQuerySchema },
      config: {
        permission: 'exports.csv',
        budget: { costs: ['heavy-work'], limits: ['staffCostlyPerAccount'], at: 'account' },
        media: { answer: csvAnswer('The orders that match the filters.', ORDERS_CSV_COLUMNS) },
      },
    },
    async (request, reply) => {
      const day = formatIsoDay(new Date());
      return sendCsv(reply, `launchpad-orders-${day}.csv`, admin.exportOrders(request.query));
    },
  );

  r.get(
    '/admin/orders/:id',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await admin.getOrder(request.params.id)),
  );
}

/** An order's status moved, a refund made, a payment received outside the checkout recorded. */
function orderMoneyRoutes(app: FastifyInstance, { admin, refunds, recordOfflinePayment }: AdminRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.patch(
    '/admin/orders/:id/status',
    {
      config: { permission: 'orders.move', errors: ['conflict'] },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: updateOrderStatusRequestSchema,
        response: { 200: successEnvelope(updateOrderStatusResponseSchema) },
      },
    },
    async (request) => {
      const data = await admin.changeStatus(signedInUser(request), request.params.id, request.body);
      return ok(data, data.changed ? adminMessages.statusUpdated : adminMessages.statusUnchanged);
    },
  );

  r.post(
    '/admin/orders/:id/refunds',
    {
      config: {
        permission: 'money.refund',
        budget: { costs: ['provider-call'], limits: ['staffCostlyPerAccount'], at: 'account' },
        errors: ['conflict'],
      },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: createRefundRequestSchema,
        response: { 201: successEnvelope(refundSchema) },
      },
    },
    async (request, reply) => {
      const refund = await refunds.refundOrder(signedInUser(request), request.params.id, request.body);
      reply.status(201);
      return ok(refund, 'Refund started');
    },
  );

  r.post(
    '/admin/orders/:id/offline-payments',
    {
      config: { permission: 'money.offline' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: recordOfflinePaymentRequestSchema,
        response: { 201: successEnvelope(adminPaymentSchema) },
      },
    },
    async (request, reply) => {
      const payment = await recordOfflinePayment(signedInUser(request), request.params.id, request.body);
      reply.status(201);
      return ok(payment, 'Payment recorded');
    },
  );
}

/** A cancellation request declined, and the order's notes. */
function orderCareRoutes(app: FastifyInstance, { admin }: AdminRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.post(
    '/admin/orders/:id/cancellation-request/decline',
    {
      config: { permission: 'orders.move', errors: ['conflict'] },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: declineCancellationRequestSchema,
        response: { 200: successEnvelope(adminOrderSchema) },
      },
    },
    async (request) =>
      ok(
        await admin.declineCancellation(signedInUser(request), request.params.id, request.body),
        'Cancellation request declined',
      ),
  );

  r.patch(
    '/admin/orders/:id/notes',
    {
      config: { permission: 'orders.note' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: updateOrderNotesRequestSchema,
        response: { 200: successEnvelope(updateOrderNotesResponseSchema) },
      },
    },
    async (request) => {
      const order = await admin.setNotes(signedInUser(request), request.params.id, request.body);
      return ok({ order }, order.notes ? adminMessages.notesSaved : adminMessages.notesCleared);
    },
  );
}
