import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { WebhookAuthError, type WebhookNotice } from './provider.ts';

// PhonePe's webhooks: the Authorization header checked in constant time, the notice read from the body.

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

/** The notice of a webhook whose Authorization header is `expectedAuthorization`; else WebhookAuthError. */
export function verifyPhonePeWebhook(
  expectedAuthorization: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): WebhookNotice {
  const header = headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !constantTimeEquals(value.trim(), expectedAuthorization)) throw new WebhookAuthError();
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
}
