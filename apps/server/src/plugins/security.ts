import helmet from '@fastify/helmet';
import { messages } from '@launchpad/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { SESSION_COOKIE } from './auth.ts';

interface Options {
  https: boolean;
}

/** The CSP every response gets; HTML pages extend `script-src` with the hashes of their inline scripts. */
export function contentSecurityPolicy(https: boolean, scriptHashes: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    // Radix and sonner set inline styles at run time; scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
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
  const hasCookie = Boolean(request.cookies[SESSION_COOKIE]);
  const bearer = /^Bearer\s/i.test(request.headers.authorization ?? '');
  return hasCookie && !bearer && request.headers['sec-fetch-site'] === 'cross-site';
}

export const securityPlugin = fp(async (app: FastifyInstance, { https }: Options) => {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const policy = contentSecurityPolicy(https);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('content-security-policy', policy);
    if (!unsafeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    // Provider webhooks are server-to-server and authenticated on their own.
    if (request.url.startsWith('/api/payments/webhook/')) return;
    if (isCrossSite(request)) throw new AppError('csrf_rejected', messages.csrfRejected);
  });
});
