import { messages } from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { sessionCookie } from './auth.ts';

export interface PolicyOptions {
  https: boolean;
  /** Set when browsers may sign in with Google: the Firebase auth domain the popup flow frames. */
  firebaseAuthDomain?: string | undefined;
}

/**
 * What Firebase Auth's `signInWithPopup` loads into the page (read from @firebase/auth's browser
 * build): Google's gapi loader and its `gapi.iframes` module from apis.google.com, a hidden iframe
 * at https://<authDomain>/__/auth/iframe that carries the result back, and calls to the Identity
 * Toolkit and Secure Token APIs. The popup window itself (authDomain, then accounts.google.com) is a
 * separate document that this policy does not govern.
 */
function googleSignInSources(authDomain: string) {
  return {
    script: ['https://apis.google.com'],
    frame: [`https://${authDomain}`],
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  };
}

/** The CSP every response gets; HTML pages extend `script-src` with the hashes of their inline scripts. */
export function contentSecurityPolicy(
  { https, firebaseAuthDomain }: PolicyOptions,
  scriptHashes: readonly string[] = [],
): string {
  const google = firebaseAuthDomain ? googleSignInSources(firebaseAuthDomain) : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...(google?.script ?? [])],
    // Radix and sonner set inline styles at run time; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(google?.connect ?? [])],
    // Without Google sign-in, frames fall back to default-src.
    ...(google ? { 'frame-src': ["'self'", ...google.frame] } : {}),
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/**
 * The headers of every response, built once: what helmet 8 sends with our settings (no COEP; CSP
 * is ours), written out because @fastify/helmet rebuilt helmet's middleware on every request, a
 * quarter of the server's time for GET /api/packages. HTML pages replace the CSP with their own.
 */
export function securityHeaders(options: PolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    // Under `same-origin` a cross-origin popup reads as closed the moment it opens, and Firebase
    // abandons the Google sign-in as cancelled by the user 8 seconds later.
    'cross-origin-opener-policy': options.firebaseAuthDomain ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether an Origin header names this very host (default ports compare equal). */
function sameHost(origin: string, host: string | undefined): boolean {
  if (!host || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  const self = `${from.protocol}//${host}`;
  return URL.canParse(self) && new URL(self).host === from.host;
}

/**
 * Cross-site request forgery: a state-changing `/api` request whose Origin names another host is
 * refused; so is one carrying the session cookie that the browser marks as cross-site. Requests
 * with a Bearer token are not at risk (browsers never add that header by themselves).
 */
function isCrossSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return !sameHost(origin, request.headers.host);
  }
  const hasCookie = Boolean(sessionCookie(request));
  const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
  return hasCookie && !bearer && request.headers['sec-fetch-site'] === 'cross-site';
}

export const securityPlugin = fp(async (app: FastifyInstance, options: PolicyOptions) => {
  const headers = securityHeaders(options);
  // Callback style: an async hook costs every request a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    const checked =
      request.url.startsWith('/api/') &&
      unsafeMethods.has(request.method) &&
      // Provider webhooks are server-to-server and authenticated on their own.
      !request.url.startsWith('/api/payments/webhook/');
    done(checked && isCrossSite(request) ? new AppError('csrf_rejected', messages.csrfRejected) : undefined);
  });
});
