import { createHash, timingSafeEqual } from 'node:crypto';
import type { PaymentState } from '@launchpad/shared';
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

// PhonePe PG v2 Standard Checkout, spoken over fetch. The official SDK breaks on a clean install
// and cannot be pointed at another host; what this client relies on is in docs/payment-providers.md.

export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /**
   * Base of the token API as PhonePe documents it (and its SDK holds it), e.g.
   * https://api.phonepe.com/apis/identity-manager; the token is at `{base}/v1/oauth/token`.
   */
  oauthUrl: string | (() => string);
  /** Base of the checkout APIs, e.g. https://api.phonepe.com/apis/pg. */
  pgUrl: string | (() => string);
  webhookUsername: string;
  webhookPassword: string;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Provider name reported to the rest of the app (the sandbox speaks the same protocol). */
  name?: 'phonepe' | 'sandbox';
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  issued_at: z.number().optional(),
  expires_at: z.number(),
});

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

const webhookSchema = z
  .object({
    event: z.string().optional(),
    type: z.string().optional(),
    payload: z
      .object({
        merchantOrderId: z.string().optional(),
        merchantRefundId: z.string().optional(),
        refundId: z.string().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

/** The header PhonePe sends: lowercase hex SHA-256 of `username:password`. */
export function phonePeWebhookAuthorization(username: string, password: string): string {
  return createHash('sha256').update(`${username}:${password}`).digest('hex');
}

function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const resolve = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the token lives below PHONEPE_OAUTH_URL, in production and in UAT alike. */
export const PHONEPE_TOKEN_PATH = '/v1/oauth/token';

export function createPhonePeProvider(options: PhonePeOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const expectedWebhookAuth = phonePeWebhookAuthorization(options.webhookUsername, options.webhookPassword);

  let token: { value: string; refreshAt: number; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;

  async function request(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new ProviderError(`PhonePe request failed: ${(error as Error).message}`, undefined, {
        cause: error,
        unreachable: true,
      });
    }
  }

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      client_version: options.clientVersion,
      grant_type: 'client_credentials',
    });
    const res = await request(`${withoutTrailingSlash(resolve(options.oauthUrl))}${PHONEPE_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    if (!res.ok) throw new ProviderError(`PhonePe token request answered ${res.status}`, res.status);
    const parsed = tokenSchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderError('PhonePe token response was not understood');
    const { access_token, issued_at, expires_at } = parsed.data;
    const issuedMs = (issued_at ?? Math.floor(now() / 1000)) * 1000;
    const expiresMs = expires_at * 1000;
    // Refresh at the midpoint of the token's life, as PhonePe's own SDK does.
    token = { value: access_token, refreshAt: issuedMs + (expiresMs - issuedMs) / 2, expiresAt: expiresMs };
    return access_token;
  }

  /** One refresh at a time; a failed refresh keeps using a token that has not yet expired. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && now() < token.refreshAt) return token.value;
    refreshing ??= fetchToken()
      .catch((error: unknown) => {
        if (!force && token && now() < token.expiresAt) return token.value;
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function authorised(path: string, init: RequestInit): Promise<unknown> {
    const url = `${withoutTrailingSlash(resolve(options.pgUrl))}${path}`;
    const send = async (value: string) =>
      request(url, {
        ...init,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `O-Bearer ${value}`,
        },
      });
    let res = await send(await accessToken());
    if (res.status === 401) {
      // The token may have been revoked early: fetch a new one and try exactly once more.
      res = await send(await accessToken(true));
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`PhonePe ${path} answered ${res.status}`, res.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(`PhonePe ${path} answered with something that is not JSON`, res.status);
    }
  }

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
      const json = await authorised(
        `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false`,
        {
          method: 'GET',
        },
      );
      const parsed = statusResponseSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('PhonePe status response was not understood');
      const attempts = parsed.data.paymentDetails ?? [];
      // The root state decides; the mode comes from the attempt that completed (or the latest).
      const decisive =
        attempts.find((a) => a.state === 'COMPLETED') ??
        [...attempts].sort((a, b) => (b.timestamp ?? 0) - (a.timestamp ?? 0))[0];
      return {
        state: parsed.data.state as PaymentState,
        amountPaise: parsed.data.amount,
        paymentMode: decisive?.paymentMode ?? null,
        raw: json,
      };
    },

    verifyWebhook(headers, rawBody): WebhookNotice {
      const header = headers.authorization;
      const value = Array.isArray(header) ? header[0] : header;
      if (!value || !constantTimeEquals(value.trim(), expectedWebhookAuth)) throw new WebhookAuthError();
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { merchantOrderId: null, event: 'unparseable' };
      }
      const parsed = webhookSchema.safeParse(body);
      if (!parsed.success) return { merchantOrderId: null, event: 'unknown' };
      const payload = parsed.data.payload;
      return {
        merchantOrderId: payload?.merchantOrderId ?? null,
        event: parsed.data.event ?? parsed.data.type ?? 'unknown',
        ...(payload?.merchantRefundId
          ? {
              refund: {
                merchantRefundId: payload.merchantRefundId,
                providerRefundId: payload.refundId ?? null,
              },
            }
          : {}),
      };
    },

    async refund(req: RefundRequest) {
      const json = await authorised('/payments/v2/refund', {
        method: 'POST',
        body: JSON.stringify({
          merchantRefundId: req.merchantRefundId,
          originalMerchantOrderId: req.merchantOrderId,
          amount: req.amountPaise,
        }),
      });
      const parsed = refundResponseSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('PhonePe refund response was not understood');
      return {
        state: refundState(parsed.data.state),
        providerRefundId: parsed.data.refundId ?? null,
        raw: json,
      };
    },

    async checkCredentials() {
      await accessToken(true);
    },

    async getRefundStatus(merchantRefundId: string): Promise<ProviderRefundStatus> {
      const json = await authorised(`/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`, {
        method: 'GET',
      });
      const parsed = refundResponseSchema.safeParse(json);
      if (!parsed.success) throw new ProviderError('PhonePe refund status was not understood');
      return {
        state: refundState(parsed.data.state),
        providerRefundId: parsed.data.refundId ?? null,
        raw: json,
      };
    },
  };
}
