import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxOrderRow } from '../../../db/schema.ts';
import type { SandboxRepository } from './sandbox.repository.ts';
import { SANDBOX_MERCHANT_ID } from './sandbox-credentials.ts';

// The shapes of PhonePe's v2 API that the sandbox's routes share: the pay body, errors, the order
// as the status calls describe it, and the ids of its payment attempt.

export const payBodySchema = z.object({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/),
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: z.record(z.string(), z.string()).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.object({ redirectUrl: z.string().url() }),
  }),
});

export function providerError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ success: false, code, message, data: {} });
}

/** The id of an order's one payment attempt: PhonePe's `OM…` transaction id. */
export const transactionIdOf = (providerOrderId: string) => `OM${providerOrderId.slice(3)}1`;

/** The order whose attempt `transactionIdOf` named: the inverse, undefined for another shape. */
export const providerOrderIdOf = (transactionId: string) =>
  /^OM[A-Z0-9]+1$/.test(transactionId) ? `OMO${transactionId.slice(2, -1)}` : undefined;

/** The attempt that paid (or failed) the order, as PhonePe lists it under `paymentDetails`. */
function attemptOf(order: SandboxOrderRow) {
  return {
    transactionId: transactionIdOf(order.providerOrderId),
    paymentMode: order.paymentMode ?? 'UPI_COLLECT',
    timestamp: order.updatedAt.getTime(),
    amount: order.amountPaise,
    state: order.state,
  };
}

/** The order as PhonePe's status API and its order callbacks describe it. */
export function statusBody(order: SandboxOrderRow) {
  const attempt =
    order.state === 'PENDING' && !order.completeAt
      ? []
      : [
          {
            ...attemptOf(order),
            ...(order.state === 'FAILED'
              ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_AUTO_FAILED' }
              : {}),
          },
        ];
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    orderId: order.providerOrderId,
    merchantOrderId: order.merchantOrderId,
    state: order.state,
    amount: order.amountPaise,
    expireAt: order.expireAt.getTime(),
    metaInfo: order.metaInfo ?? {},
    ...(order.state === 'FAILED' ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_AUTO_FAILED' } : {}),
    paymentDetails: attempt,
  };
}

/**
 * Stores the order of a pay or SDK-order request, as PhonePe opens one: its own id, and an expiry
 * `expireAfter` seconds away (20 minutes unless asked). Null when the merchant's order id is taken.
 */
export async function openSandboxOrder(
  repo: SandboxRepository,
  body: z.output<typeof payBodySchema>,
  now: number,
): Promise<{ providerOrderId: string; expireAt: Date } | null> {
  const expireAt = new Date(now + (body.expireAfter ?? 1200) * 1000);
  const providerOrderId = `OMO${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
  const created = await repo.insert({
    merchantOrderId: body.merchantOrderId,
    providerOrderId,
    amountPaise: body.amount,
    redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
    metaInfo: body.metaInfo ?? {},
    expireAt,
  });
  return created ? { providerOrderId, expireAt } : null;
}
