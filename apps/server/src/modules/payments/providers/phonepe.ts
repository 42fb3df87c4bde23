import type { PaymentState } from '@launchpad/shared';
import { z } from 'zod';
import { createPhonePeClient, type PhonePeOptions } from './phonepe-client.ts';
import { phonePeWebhookAuthorization, verifyPhonePeWebhook } from './phonepe-webhook.ts';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderRefundStatus,
  type ProviderStatus,
  type RefundRequest,
} from './provider.ts';

// PhonePe PG v2 Standard Checkout, spoken over fetch. The official SDK breaks on a clean install
// and cannot be pointed at another host; what this client relies on is in docs/payment-providers.md.

export { PHONEPE_TOKEN_PATH, type PhonePeOptions } from './phonepe-client.ts';
export { phonePeWebhookAuthorization } from './phonepe-webhook.ts';

const stateSchema = z.enum(['PENDING', 'COMPLETED', 'FAILED']);

const payResponseSchema = z.object({
  orderId: z.string(),
  state: z.string(),
  expireAt: z.number(),
  redirectUrl: z.string().url(),
});

const statusResponseSchema = z.object({
  orderId: z.string().optional(),
  state: stateSchema,
  amount: z.number().int(),
  paymentDetails: z
    .array(
      z
        .object({
          paymentMode: z.string().optional(),
          state: z.string().optional(),
          timestamp: z.number().optional(),
        })
        .passthrough(),
    )
    .optional(),
});

const refundResponseSchema = z.object({ refundId: z.string().optional(), state: z.string() });

/** PhonePe refund states: PENDING → CONFIRMED (accepted) → COMPLETED, or FAILED. */
function refundState(state: string): ProviderRefundStatus['state'] {
  if (state === 'COMPLETED') return 'COMPLETED';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

/** A refund's answer, from the refund call and the refund status call alike. */
function toRefundStatus(json: unknown, what: string): ProviderRefundStatus {
  const parsed = refundResponseSchema.safeParse(json);
  if (!parsed.success) throw new ProviderError(`PhonePe ${what} was not understood`);
  return { state: refundState(parsed.data.state), providerRefundId: parsed.data.refundId ?? null, raw: json };
}

/** A payment's status: the root state decides; the mode comes from the attempt that completed (or the latest). */
function toProviderStatus(json: unknown): ProviderStatus {
  const parsed = statusResponseSchema.safeParse(json);
  if (!parsed.success) throw new ProviderError('PhonePe status response was not understood');
  const attempts = parsed.data.paymentDetails ?? [];
  const decisive =
    attempts.find((a) => a.state === 'COMPLETED') ??
    [...attempts].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0))[0];
  return {
    state: parsed.data.state as PaymentState,
    amountPaise: parsed.data.amount,
    paymentMode: decisive?.paymentMode ?? null,
    raw: json,
  };
}

export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const { accessToken, authorised } = createPhonePeClient(options);
  const expectedWebhookAuth = phonePeWebhookAuthorization(options.webhookUsername, options.webhookPassword);

  return {
    name: options.name ?? 'phonepe',

    async createCheckout(req: CheckoutRequest): Promise<Checkout> {
      const body = {
        merchantOrderId: req.merchantOrderId,
        amount: req.amountPaise,
        expireAfter: Math.min(3600, Math.max(300, req.expireAfterSeconds)),
        metaInfo: { udf1: req.description.slice(0, 256) },
        paymentFlow: {
          type: 'PG_CHECKOUT',
          message: req.description.slice(0, 100),
          merchantUrls: { redirectUrl: req.redirectUrl },
        },
      };
      const json = await authorised('/checkout/v2/pay', { method: 'POST', body: JSON.stringify(body) });
      const parsed = payResponseSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('PhonePe pay response was not understood');
      return {
        providerOrderId: parsed.data.orderId,
        checkoutUrl: parsed.data.redirectUrl,
        expiresAt: new Date(parsed.data.expireAt),
      };
    },

    async getStatus(merchantOrderId: string): Promise<ProviderStatus> {
      const path = `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`;
      return toProviderStatus(await authorised(path, { method: 'GET' }));
    },

    verifyWebhook: (headers, rawBody) => verifyPhonePeWebhook(expectedWebhookAuth, headers, rawBody),

    async refund(req: RefundRequest) {
      const json = await authorised('/payments/v2/refund', {
        method: 'POST',
        body: JSON.stringify({
          merchantRefundId: req.merchantRefundId,
          originalMerchantOrderId: req.merchantOrderId,
          amount: req.amountPaise,
        }),
      });
      return toRefundStatus(json, 'refund response');
    },

    async checkCredentials() {
      await accessToken(true);
    },

    async getRefundStatus(merchantRefundId: string): Promise<ProviderRefundStatus> {
      const path = `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;
      return toRefundStatus(await authorised(path, { method: 'GET' }), 'refund status');
    },
  };
}
