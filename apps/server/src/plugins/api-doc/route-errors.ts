import { type ErrorCode, errorCodeStatus, errorCodes } from '@launchpad/shared';

/** Who may call a route, as its guard decides: anyone, a signed-in user, an admin. */
export type RouteGuard = 'public' | 'user' | 'admin';

/** What the API document knows of a route, read from its declaration. */
export interface RouteFacts {
  method: string;
  url: string;
  guard: RouteGuard;
  validatesBody: boolean;
  validatesParams: boolean;
  validatesQuery: boolean;
  /** Takes a multipart upload, read by the handler. */
  upload: boolean;
  /** The codes its services decide (conflicts, rate limits, …), from the route's `config.errors`. */
  declared: readonly ErrorCode[];
}

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Provider webhooks are signed server to server, so the cross-site check lets them through and their
 * JSON stays raw bytes (the signature covers them): see plugins/security.ts and payments.routes.ts.
 */
const isWebhook = (url: string) => url.startsWith('/api/payments/webhook/');

/** The one-click unsubscribe is POSTed by mailbox providers, authenticated by its token (RFC 8058). */
const isUnsubscribe = (url: string) => url === '/api/unsubscribe';

/**
 * Every error code a route can answer with, derived from what decides it: the guard (401, 403), the
 * cross-site check of unsafe methods (403), body parsing (400, 413, 415), schema validation (400),
 * a path naming a resource (404), the database (503) and what the route declares its services
 * decide. Kept in `errorCodes` order so the document reads the same on every build.
 */
export function routeErrorCodes(facts: RouteFacts): ErrorCode[] {
  const codes = new Set<ErrorCode>(facts.declared);
  codes.add('service_unavailable');
  if (facts.guard !== 'public') codes.add('unauthenticated');
  // Both guards refuse a member of staff who must turn on two-step sign-in first (STAFF_TWO_FACTOR).
  if (facts.guard !== 'public') codes.add('forbidden');
  if (methodsWithBody.has(facts.method)) {
    if (!isWebhook(facts.url)) {
      if (!isUnsubscribe(facts.url)) codes.add('csrf_rejected');
      codes.add('malformed_json');
    }
    codes.add('payload_too_large');
    codes.add('unsupported_media_type');
  }
  if (facts.validatesBody || facts.validatesParams || facts.validatesQuery || facts.upload) {
    codes.add('validation_failed');
  }
  if (facts.validatesParams) codes.add('not_found');
  return errorCodes.filter((code) => codes.has(code));
}

/** The statuses of a set of codes, ascending, each with its codes. */
export function statusesOf(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = errorCodeStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus.entries()].sort(([a], [b]) => a - b));
}
