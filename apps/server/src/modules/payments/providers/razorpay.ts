import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  ProviderError,
  type ProviderRefundStatus,
  type ProviderStatus,
  type RefundRequest,
  WebhookAuthError,
  type WebhookNotice,
} from './provider.ts';
import { constantTimeEquals, firstHeader, readWebhookBody } from './webhook-check.ts';

// Razorpay Payment Links over fetch (docs/payment-providers.md). The SDK has no timeout,
// no configurable host and crashes on network errors, so it is not used.

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com unless a test points it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

const linkSchema = z
  .object({
    id: z.string(),
    short_url: z.string().url(),
    status: z.string(),
    amount: z.number().int(),
    amount_paid: z.number().int().optional(),
    reference_id: z.string().optional(),
    expire_by: z.number().optional().nullable(),
    payments: z
      .array(
        z
          .object({
            payment_id: z.string(),
            status: z.string(),
            method: z.string().optional(),
            amount: z.number().optional(),
          })
          .passthrough(),
      )
      .nullable()
      .optional(),
  })
  .passthrough();

const webhookSchema = z
  .object({
    event: z.string(),
    payload: z
      .object({
        payment_link: z
          .object({ entity: z.object({ reference_id: z.string().optional() }).passthrough() })
          .optional(),
        payment: z
          .object({
            entity: z
              .object({
                notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
              })
              .passthrough(),
          })
          .optional(),
        refund: z
          .object({ entity: z.object({ id: z.string(), receipt: z.string().nullish() }).passthrough() })
          .optional(),
      })
      .passthrough(),
  })
  .passthrough();

function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Checks the signature Razorpay adds to the callback URL. The link id must be the one stored when
 * the link was created, never one read back from the browser.
 */
export function verifyPaymentLinkCallback(
  keySecret: string,
  params: {
    paymentLinkId: string;
    referenceId: string;
    status: string;
    paymentId: string;
    signature: string;
  },
): boolean {
  const message = `${params.paymentLinkId}|${params.referenceId}|${params.status}|${params.paymentId}`;
  return constantTimeEquals(hmacHex(keySecret, message), params.signature);
}

export type PaymentLinkCallback = Parameters<typeof verifyPaymentLinkCallback>[1];

/** Razorpay refund statuses: pending → processed, or failed. */
function toRefundStatus(json: unknown): ProviderRefundStatus {
  const refund = json as { id?: unknown; status?: unknown };
  if (typeof refund.id !== 'string') throw new ProviderError('Razorpay refund response was not understood');
  const state =
    refund.status === 'processed' ? 'COMPLETED' : refund.status === 'failed' ? 'FAILED' : 'PENDING';
  return { state, providerRefundId: refund.id, raw: json };
}

/** One call of Razorpay's API with the key's Basic authorisation, bounded by `timeoutMs`. */
async function razorpayCall(
  { baseUrl, timeoutMs, authorization }: { baseUrl: string; timeoutMs: number; authorization: string },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`Razorpay request failed: ${(error as Error).message}`, undefined, {
      cause: error,
      unreachable: true,
    });
  }
  const text = await res.text();
  if (!res.ok) throw new ProviderError(`Razorpay ${path} answered ${res.status}`, res.status);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderError(`Razorpay ${path} answered with something that is not JSON`, res.status);
  }
}

/** A payment link as a payment's status: paid, expired or cancelled, else still pending. */
function toStatus(link: z.infer<typeof linkSchema>): ProviderStatus {
  const captured = link.payments?.find((p) => p.status === 'captured');
  const state =
    link.status === 'paid'
      ? 'COMPLETED'
      : ['expired', 'cancelled'].includes(link.status)
        ? 'FAILED'
        : 'PENDING';
  return {
    state,
    amountPaise: state === 'COMPLETED' ? (link.amount_paid ?? link.amount) : link.amount,
    paymentMode: captured?.method ?? null,
    raw: link,
  };
}

/** The notice of a webhook signed with the webhook secret; else WebhookAuthError. */
function verifyRazorpayWebhook(
  webhookSecret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): WebhookNotice {
  const signature = firstHeader(headers, 'x-razorpay-signature');
  // The HMAC covers the raw bytes: re-serialised JSON would not match.
  if (!signature || !constantTimeEquals(hmacHex(webhookSecret, rawBody), signature.trim())) {
    throw new WebhookAuthError();
  }
  const read = readWebhookBody(rawBody, webhookSchema);
  if ('notice' in read) return read.notice;
  const { payload } = read.body;
  const notes = payload.payment?.entity.notes;
  const fromNotes =
    notes && !Array.isArray(notes) && typeof notes.merchantOrderId === 'string'
      ? notes.merchantOrderId
      : null;
  const refund = payload.refund?.entity;
  return {
    merchantOrderId: payload.payment_link?.entity.reference_id || fromNotes,
    event: read.body.event,
    ...(refund ? { refund: { merchantRefundId: refund.receipt ?? null, providerRefundId: refund.id } } : {}),
  };
}

type RazorpayCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

/** A payment link for the checkout, open for at least 16 minutes. */
async function createPaymentLink(
  call: RazorpayCall,
  now: () => number,
  req: CheckoutRequest,
): Promise<Checkout> {
  const expireBy = Math.floor(now() / 1000) + Math.max(req.expireAfterSeconds, 16 * 60);
  const json = await call('POST', '/v1/payment_links', {
    amount: req.amountPaise,
    currency: 'INR',
    accept_partial: false,
    description: req.description.slice(0, 2048),
    reference_id: req.merchantOrderId,
    customer: {
      name: req.customer.name,
      email: req.customer.email,
      ...(req.customer.phone ? { contact: req.customer.phone } : {}),
    },
    notify: { sms: false, email: false },
    reminder_enable: false,
    expire_by: expireBy,
    notes: { merchantOrderId: req.merchantOrderId },
    callback_url: req.redirectUrl,
    callback_method: 'get',
  });
  const parsed = linkSchema.safeParse(json);
  if (!parsed.success) throw new ProviderError('Razorpay payment link response was not understood');
  return {
    providerOrderId: parsed.data.id,
    checkoutUrl: parsed.data.short_url,
    expiresAt: new Date((parsed.data.expire_by ?? expireBy) * 1000),
  };
}

/** Refunds the link's captured payment. */
async function refundCapturedPayment(call: RazorpayCall, req: RefundRequest) {
  if (!req.providerOrderId) throw new ProviderError('No Razorpay payment link recorded');
  const link = linkSchema.safeParse(
    await call('GET', `/v1/payment_links/${encodeURIComponent(req.providerOrderId)}`),
  );
  const paymentId = link.success
    ? link.data.payments?.find((p) => p.status === 'captured')?.payment_id
    : undefined;
  if (!paymentId) throw new ProviderError('No captured Razorpay payment to refund');
  const json = await call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
    amount: req.amountPaise,
    receipt: req.merchantRefundId.slice(0, 40),
  });
  return toRefundStatus(json);
}

export function createRazorpayProvider(
  options: RazorpayOptions,
): PaymentProvider & { verifyCallback: (params: PaymentLinkCallback) => boolean } {
  const baseUrl = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  const call: RazorpayCall = (method, path, body) =>
    razorpayCall({ baseUrl, timeoutMs, authorization }, method, path, body);

  return {
    name: 'razorpay',

    createCheckout: (req: CheckoutRequest) => createPaymentLink(call, now, req),

    async getStatus(merchantOrderId: string, providerOrderId: string | null): Promise<ProviderStatus> {
      if (!providerOrderId) {
        throw new ProviderError(`No Razorpay payment link is recorded for ${merchantOrderId}`);
      }
      const parsed = linkSchema.safeParse(
        await call('GET', `/v1/payment_links/${encodeURIComponent(providerOrderId)}`),
      );
      if (!parsed.success) throw new ProviderError('Razorpay payment link response was not understood');
      return toStatus(parsed.data);
    },

    // Only an unpaid link can be cancelled; a paid one answers 400 and the reconciler's last look
    // finds the payment.
    async cancelCheckout(_merchantOrderId: string, providerOrderId: string): Promise<void> {
      await call('POST', `/v1/payment_links/${encodeURIComponent(providerOrderId)}/cancel`, {});
    },

    verifyWebhook: (headers, rawBody) => verifyRazorpayWebhook(options.webhookSecret, headers, rawBody),

    refund: (req: RefundRequest) => refundCapturedPayment(call, req),

    async checkCredentials() {
      // The cheapest authenticated read: one payment of the account, or none.
      await call('GET', '/v1/payments?count=1');
    },

    async getRefundStatus(merchantRefundId: string, providerRefundId: string | null) {
      if (!providerRefundId)
        throw new ProviderError(`No Razorpay refund is recorded for ${merchantRefundId}`, 404);
      return toRefundStatus(await call('GET', `/v1/refunds/${encodeURIComponent(providerRefundId)}`));
    },

    verifyCallback: (params) => verifyPaymentLinkCallback(options.keySecret, params),
  };
}
