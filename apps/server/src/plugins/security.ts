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

/**
 * The CSP of everything but the API (pages, assets, the sandbox's pages); HTML pages extend
 * `script-src` with the hashes of their inline scripts.
 */
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

/** HSTS, for two years and every subdomain, once the site is served over https. */
function transportSecurity(https: boolean): Record<string, string> {
  return https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {};
}

/**
 * The headers of every response outside `/api/`, built once: what helmet 8 sends with our settings (no COEP; CSP
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
    ...transportSecurity(options.https),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** What an API answer's CSP allows: nothing at all, and no framing. */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an API answer (decision 009): those that protect a JSON body, following OWASP's
 * REST Security Cheat Sheet. The others in `securityHeaders` govern what a document does (its
 * browsing-context group, DNS prefetching, the referrer of its requests, legacy IE and Flash
 * behaviour); a JSON body under `default-src 'none'` and nosniff does nothing, and every header
 * costs every request.
 */
export function apiSecurityHeaders({ https }: PolicyOptions): Record<string, string> {
  return {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'cross-origin-resource-policy': 'same-origin',
    ...transportSecurity(https),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
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
function isCrossSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // The site's own address (PUBLIC_URL) is what a browser names behind a reverse proxy that
    // rewrites Host; the Host itself when the server is reached directly.
    return origin !== publicOrigin && !sameHost(origin, request.headers.host);
  }
  const hasCookie = Boolean(sessionCookie(request));
  const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
  return hasCookie && !bearer && request.headers['sec-fetch-site'] === 'cross-site';
}

/** The path of an origin-form request target, without its query. */
function targetPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** The path as the router reads it (percent-escapes decoded); undefined when it does not decode. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Whether a request target would reach the API by a spelling other than the plain `/api/…` one:
 * an absolute-form target (`POST http://host/api/…`, which the router accepts), or a prefix with
 * percent-escapes (`/%61pi/…`, which the router decodes). Browsers and proxies never send either
 * for this site's own pages, and a check keyed on the raw text would let them walk around it.
 */
function isDisguisedTarget(url: string): boolean {
  if (!url.startsWith('/')) return true;
  const path = targetPath(url);
  if (isApiPath(path)) return false;
  const decoded = decodedPath(path);
  return decoded !== undefined && isApiPath(decoded.replace(/^\/+/, '/'));
}

/**
 * Whether the request is an API call: the route the router matched is one (its pattern), or the
 * path is (an unknown `/api` path answers the API's 404). Disguised targets were refused before, so
 * the headers and the cross-site check follow the very route that will answer.
 */
function isApiRequest(request: FastifyRequest): boolean {
  return isApiPath(request.routeOptions.url ?? '') || isApiPath(targetPath(request.url));
}

/**
 * Routes authenticated by their own signature or token, called server to server: provider webhooks
 * and the one-click unsubscribe of a product-updates mail (POSTed by mailbox providers, RFC 8058).
 */
const authenticatesItself = (request: FastifyRequest) => {
  const route = request.routeOptions.url ?? '';
  return route.startsWith('/api/payments/webhook/') || route === '/api/unsubscribe';
};

export const securityPlugin = fp(
  async (app: FastifyInstance, options: PolicyOptions & { publicOrigin: string }) => {
    const pageHeaders = securityHeaders(options);
    const apiHeaders = apiSecurityHeaders(options);
    // Callback style: an async hook costs every request a promise and a turn of the microtask queue.
    app.addHook('onRequest', (request, reply, done) => {
      if (isDisguisedTarget(request.url)) {
        reply.headers(apiHeaders);
        done(new AppError('bad_request', messages.badUrl));
        return;
      }
      const api = isApiRequest(request);
      reply.headers(api ? apiHeaders : pageHeaders);
      const checked =
        api &&
        unsafeMethods.has(request.method) &&
        // Provider webhooks and unsubscribe links are server-to-server and authenticated on their own.
        !authenticatesItself(request);
      done(
        checked && isCrossSite(request, options.publicOrigin)
          ? new AppError('csrf_rejected', messages.csrfRejected)
          : undefined,
      );
    });
  },
);
