import { createHash } from 'node:crypto';
import { z } from 'zod';
import { WebhookAuthError, type WebhookNotice } from './provider.ts';
import { constantTimeEquals, firstHeader, readWebhookBody } from './webhook-check.ts';

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

/** The notice of a webhook whose Authorization header is `expectedAuthorization`; else WebhookAuthError. */
export function verifyPhonePeWebhook(
  expectedAuthorization: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: Buffer,
): WebhookNotice {
  const value = firstHeader(headers, 'authorization');
  if (!value || !constantTimeEquals(value.trim(), expectedAuthorization)) throw new WebhookAuthError();
  const read = readWebhookBody(rawBody, webhookSchema);
  if ('notice' in read) return read.notice;
  const payload = read.body.payload;
  return {
    merchantOrderId: payload?.merchantOrderId ?? null,
    event: read.body.event ?? read.body.type ?? 'unknown',
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
