import {
  initiatePaymentDataSchema,
  initiatePaymentRequestSchema,
  ok,
  paymentHistoryPageSchema,
  paymentHistoryQuerySchema,
  paymentStatusParamsSchema,
  paymentStatusResponseSchema,
  successEnvelope,
  webhookOutcomeSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

/** The customer's checkout: starting it, and its status. */
function checkoutRoutes(app: FastifyInstance, payments: PaymentsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/initiate',
    {
      config: {
        budget: { costs: ['provider-call'], limits: ['paymentInitiationPerUser'], at: 'service' },
        errors: [
          'payments_disabled',
          'rate_limited',
          'payment_initiation_failed',
          'payment_provider_error',
          'payment_provider_unavailable',
        ],
      },
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        body: initiatePaymentRequestSchema,
        response: { 200: successEnvelope(initiatePaymentDataSchema) },
      },
    },
    async (request) => {
      const data = await payments.initiate(signedInUser(request), request.body);
      return ok(data, 'Payment initiated');
    },
  );

  r.get(
    '/status/:merchantOrderId',
    {
      config: {
        budget: { costs: ['provider-call'], limits: ['paymentStatusPerUser'], at: 'service' },
        errors: ['rate_limited', 'payment_provider_error', 'payment_provider_unavailable'],
      },
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        params: paymentStatusParamsSchema,
        response: { 200: paymentStatusResponseSchema },
      },
    },
    async (request) => {
      const { attempt, message } = await payments.status(
        signedInUser(request),
        request.params.merchantOrderId,
      );
      return { ...ok(attempt), status: attempt.state, message };
    },
  );
}

/** The customer's payment history. */
function historyRoutes(app: FastifyInstance, payments: PaymentsService) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        querystring: paymentHistoryQuerySchema,
        response: { 200: successEnvelope(paymentHistoryPageSchema) },
      },
    },
    async (request) => {
      return ok(await payments.list(signedInUser(request), request.query));
    },
  );
}

/** The providers' webhooks. */
async function webhookRoutes(app: FastifyInstance, payments: PaymentsService) {
  // Webhooks need the exact bytes the provider signed, so this scope keeps JSON bodies raw.
  await app.register(async (hooks) => {
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    const webhookResponse = { 200: successEnvelope(webhookOutcomeSchema) };
    for (const route of ['phonepe', 'razorpay'] as const) {
      hooks.withTypeProvider<ZodTypeProvider>().post(
        `/webhook/${route}`,
        {
          schema: { tags: ['payments'], response: webhookResponse },
          // 401: a signature that does not verify; 404: the provider this server does not use.
          config: { errors: ['unauthenticated', 'not_found'] },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const outcome = await payments.handleWebhook(route, request.headers, raw);
          return ok({ outcome });
        },
      );
    }
  });
}

export async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  checkoutRoutes(app, payments);
  historyRoutes(app, payments);
  await webhookRoutes(app, payments);
}
