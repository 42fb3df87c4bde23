import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxOrderRow } from '../../../db/schema.ts';
import type { SandboxRepository } from './sandbox.repository.ts';
import {
  openSandboxOrder,
  payBodySchema,
  providerError,
  providerOrderIdOf,
  statusBody,
} from './sandbox-protocol.ts';

// The two calls of PhonePe's Standard Checkout SDK that the shop does not make itself, answered as
// PhonePe answers them so that an operator trying the official SDK against /sandbox gets JSON:
// `createSdkOrder` (an order for PhonePe's mobile SDKs, which pay with its token) and
// `getTransactionStatus` (the order of one payment attempt, by the attempt's id).

interface Options {
  repo: SandboxRepository;
  requireToken: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  currentState: (order: SandboxOrderRow) => Promise<SandboxOrderRow>;
  now: () => number;
}

export function sdkOrderRoutes(app: FastifyInstance, { repo, requireToken, currentState, now }: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/checkout/v2/sdk/order',
    { schema: { hide: true }, preHandler: requireToken },
    async (request, reply) => {
      const parsed = payBodySchema.safeParse(request.body);
      if (!parsed.success) return providerError(reply, 400, 'BAD_REQUEST', 'Invalid order request');
      const body = parsed.data;
      const opened = await openSandboxOrder(repo, body, now());
      if (!opened) return providerError(reply, 409, 'DUPLICATE_ORDER', 'merchantOrderId already used');
      return {
        orderId: opened.providerOrderId,
        state: 'PENDING',
        expireAt: opened.expireAt.getTime(),
        // What the mobile SDK opens the payment with; the sandbox has no app to hand it to.
        token: `sbx-order.${randomBytes(18).toString('base64url')}`,
      };
    },
  );

  r.get(
    '/checkout/v2/transaction/:transactionId/status',
    { schema: { hide: true, params: z.object({ transactionId: z.string() }) }, preHandler: requireToken },
    async (request, reply) => {
      const providerOrderId = providerOrderIdOf(request.params.transactionId);
      const order = providerOrderId ? await repo.findByProviderOrderId(providerOrderId) : undefined;
      // An order without an attempt yet has no transaction to report.
      const state = order ? await currentState(order) : undefined;
      const body = state ? statusBody(state) : undefined;
      if (!body || body.paymentDetails.length === 0) {
        return providerError(reply, 404, 'INVALID_TRANSACTION_ID', 'No entry found for given transaction id');
      }
      return body;
    },
  );
}
