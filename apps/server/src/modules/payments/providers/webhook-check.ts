import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { WebhookNotice } from './provider.ts';

// What every provider's webhook check shares: reading a header, comparing secrets in constant time,
// and reading the body against the provider's schema.

/** A header's value; the first when it was sent several times. */
export function firstHeader(headers: Record<string, string | string[] | undefined>, name: string) {
  const header = headers[name];
  return Array.isArray(header) ? header[0] : header;
}

/** Whether two strings are equal, in a time that does not depend on where they differ. */
export function constantTimeEquals(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A genuine webhook's body read against `schema`; one that cannot be read as the notice saying so. */
export function readWebhookBody<T extends z.ZodTypeAny>(
  rawBody: Buffer,
  schema: T,
): { body: z.infer<T> } | { notice: WebhookNotice } {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { notice: { merchantOrderId: null, event: 'unparseable' } };
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? { body: parsed.data } : { notice: { merchantOrderId: null, event: 'unknown' } };
}
