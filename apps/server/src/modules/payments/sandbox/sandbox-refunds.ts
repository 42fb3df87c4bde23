import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxRefundRow } from '../../../db/schema.ts';
import type { SandboxRefundsRepository, SandboxRepository } from './sandbox.repository.ts';
import type { CallbackSender } from './sandbox-callbacks.ts';
import { SANDBOX_MERCHANT_ID } from './sandbox-credentials.ts';

interface Options {
  repo: SandboxRepository;
  refundsRepo: SandboxRefundsRepository;
  send: CallbackSender;
  requireToken: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  providerError: (reply: FastifyReply, status: number, code: string, message: string) => FastifyReply;
  /** A refund settles by itself after this long, and the shop is told by callback. */
  refundDelayMs: number;
  now: () => number;
}

const refundBodySchema = z.object({
  merchantRefundId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/),
  originalMerchantOrderId: z.string().optional(),
  amount: z.number().int().optional(),
});

/** Where a refund is at `at`: accepted half-way to settling, completed when settled. */
function refundStateAt(at: number, refund: SandboxRefundRow): 'PENDING' | 'CONFIRMED' | 'COMPLETED' {
  if (refund.state === 'COMPLETED') return 'COMPLETED';
  const created = refund.createdAt.getTime();
  return at >= created + (refund.completeAt.getTime() - created) / 2 ? 'CONFIRMED' : 'PENDING';
}

/** A refund as PhonePe's refund status API and its refund callbacks describe it. */
async function refundBodyOf(repo: SandboxRepository, now: () => number, refund: SandboxRefundRow) {
  const order = await repo.find(refund.merchantOrderId);
  const state = refundStateAt(now(), refund);
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    merchantRefundId: refund.merchantRefundId,
    originalMerchantOrderId: refund.merchantOrderId,
    refundId: refund.refundId,
    orderId: order?.providerOrderId ?? refund.refundId,
    amount: refund.amountPaise,
    state,
    timestamp: refund.createdAt.getTime(),
    expireAt: order?.expireAt.getTime() ?? refund.completeAt.getTime(),
    paymentDetails: [
      {
        transactionId: `OMRT${refund.refundId.slice(3)}`,
        paymentMode: order?.paymentMode ?? 'UPI_COLLECT',
        timestamp: refund.createdAt.getTime(),
        amount: refund.amountPaise,
        state,
      },
    ],
  };
}

/**
 * PhonePe's refunds, as the sandbox plays them: asked (PENDING), accepted half-way to settling
 * (CONFIRMED, with a `pg.refund.accepted` callback), then COMPLETED (`pg.refund.completed`).
 */
export function sandboxRefunds(app: FastifyInstance, options: Options) {
  const { repo, refundsRepo, send, now } = options;
  // Refunds whose acceptance was told: a tool of one development server, so kept in memory (a
  // restart may tell an acceptance twice, which PhonePe's own retries do too).
  const acceptanceTold = new Set<string>();

  const refundState = (refund: SandboxRefundRow) => refundStateAt(now(), refund);
  const refundBody = (refund: SandboxRefundRow) => refundBodyOf(repo, now, refund);

  /** Tells the shop of refunds accepted since the last tick, and settles those whose time has come. */
  async function tick(): Promise<void> {
    for (const refund of await refundsRepo.pending()) {
      if (refundState(refund) !== 'CONFIRMED' || acceptanceTold.has(refund.merchantRefundId)) continue;
      acceptanceTold.add(refund.merchantRefundId);
      const payload = await refundBody(refund);
      void send({ event: 'pg.refund.accepted', type: 'PG_REFUND_ACCEPTED', payload }, async () => {});
    }
    for (const refund of await refundsRepo.completeDue()) {
      acceptanceTold.delete(refund.merchantRefundId);
      const payload = await refundBody(refund);
      void send({ event: 'pg.refund.completed', type: 'PG_REFUND_COMPLETED', payload }, () =>
        refundsRepo.markWebhookDelivered(refund.merchantRefundId),
      );
    }
  }

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/payments/v2/refund',
    { schema: { hide: true }, preHandler: options.requireToken },
    async (request, reply) => {
      const parsed = refundBodySchema.safeParse(request.body);
      if (!parsed.success)
        return options.providerError(reply, 400, 'BAD_REQUEST', 'Invalid merchantRefundId');
      const body = parsed.data;
      const known = await refundsRepo.find(body.merchantRefundId);
      if (known) return { refundId: known.refundId, amount: known.amountPaise, state: refundState(known) };
      const order = body.originalMerchantOrderId ? await repo.find(body.originalMerchantOrderId) : undefined;
      if (order?.state !== 'COMPLETED' || !body.amount || body.amount < 100) {
        return options.providerError(reply, 400, 'BAD_REQUEST', 'Refund not allowed');
      }
      const refunded = await refundsRepo.refundedPaise(order.merchantOrderId);
      if (refunded + body.amount > order.amountPaise) {
        return options.providerError(
          reply,
          400,
          'EXCESS_REFUND_AMOUNT',
          'Refund amount exceeds the amount paid',
        );
      }
      const refund = await refundsRepo.insertOnce({
        merchantRefundId: body.merchantRefundId,
        refundId: `OMR${randomBytes(8).toString('hex').toUpperCase()}`,
        merchantOrderId: order.merchantOrderId,
        amountPaise: body.amount,
        completeAt: new Date(now() + options.refundDelayMs),
      });
      return { refundId: refund.refundId, amount: refund.amountPaise, state: refund.state };
    },
  );

  r.get(
    '/payments/v2/refund/:merchantRefundId/status',
    {
      schema: { hide: true, params: z.object({ merchantRefundId: z.string() }) },
      preHandler: options.requireToken,
    },
    async (request, reply) => {
      const refund = await refundsRepo.find(request.params.merchantRefundId);
      if (!refund)
        return options.providerError(reply, 404, 'NOT_FOUND', 'No refund with this merchantRefundId');
      return refundBody(refund);
    },
  );

  return { tick };
}
