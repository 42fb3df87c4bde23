import swagger from '@fastify/swagger';
import type { ErrorCode } from '@launchpad/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type DocumentedRoute, describeOperations } from './api-doc/document.ts';
import type { MediaDeclaration } from './api-doc/media.ts';
import type { RouteGuard } from './api-doc/route-errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The error codes this route's services decide (a conflict, a rate limit, a feature not
     * configured). Its guard, schemas and method add the rest; the API document lists them all.
     */
    errors?: readonly ErrorCode[];
    /** The route's answer or request body when it is not JSON, for the API document. */
    media?: MediaDeclaration;
  }
}

const lifecycleHooks = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;
type Hook = (...args: never[]) => unknown;

/**
 * Fastify keeps the hooks a plugin added with `addHook` under this symbol, and offers no public way
 * to read them; a guard is often added that way for a whole module. Found once, at start: a Fastify
 * that keeps them elsewhere stops the server here, rather than documenting guarded routes as public.
 */
function hooksSymbol(app: FastifyInstance): symbol {
  const symbol = Object.getOwnPropertySymbols(app).find((s) => s.description === 'fastify.hooks');
  if (!symbol) throw new Error('The API document cannot read the routes’ guards in this Fastify version');
  return symbol;
}

interface CollectedRoute {
  route: RouteOptions;
  /** The plugin the route was declared in, whose hooks (guards among them) apply to it. */
  scope: FastifyInstance;
}

function routeHooks({ route, scope }: CollectedRoute, symbol: symbol): Hook[] {
  const scopeHooks = (scope as unknown as Record<symbol, Record<string, Hook[]>>)[symbol] ?? {};
  return lifecycleHooks.flatMap((name) => {
    const own = route[name] as Hook | Hook[] | undefined;
    return [...(scopeHooks[name] ?? []), ...(Array.isArray(own) ? own : own ? [own] : [])];
  });
}

function guardOf(app: FastifyInstance, hooks: Hook[]): RouteGuard {
  if (hooks.includes(app.requireStaff as Hook)) return 'admin';
  if (hooks.includes(app.requireUser as Hook)) return 'user';
  return 'public';
}

function documented(app: FastifyInstance, collected: CollectedRoute, symbol: symbol): DocumentedRoute[] {
  const { route } = collected;
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const config = (route.config ?? {}) as {
    errors?: readonly ErrorCode[];
    media?: MediaDeclaration;
    budget?: object;
  };
  // A route with a budget answers 429 past its limit, whoever keeps it.
  const budgeted: ErrorCode[] = config.budget ? ['rate_limited'] : [];
  const guard = guardOf(app, routeHooks(collected, symbol));
  const consumes = (schema.consumes as string[] | undefined) ?? [];
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.map((method) => ({
    facts: {
      method,
      url: route.url,
      guard,
      validatesBody: schema.body !== undefined,
      validatesParams: schema.params !== undefined,
      validatesQuery: schema.querystring !== undefined,
      upload: Boolean(config.media?.body) || consumes.includes('multipart/form-data'),
      declared: [...new Set([...(config.errors ?? []), ...budgeted])],
    },
    operationId: schema.operationId as string | undefined,
    summary: schema.summary as string | undefined,
    media: config.media,
    permission: route.config?.permission,
  }));
}

/**
 * The OpenAPI document at `/api/docs`. What a route can answer is decided in one place from what
 * the route declares (its guard, its schemas, `config.errors`, `config.media`), so a new route is
 * documented as soon as it is registered, and the document cannot drift from the guards.
 */
export const apiDocPlugin = fp(async (app: FastifyInstance, { publicUrl }: { publicUrl: string }) => {
  const symbol = hooksSymbol(app);
  const collected: CollectedRoute[] = [];
  app.addHook('onRoute', function collect(this: FastifyInstance, route) {
    if (route.method !== 'HEAD' && route.url.startsWith('/api/')) collected.push({ route, scope: this });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Launchpad API',
        version: '1.0.0',
        description:
          'Every answer is JSON `{ success, data, message? }`, or the error envelope ' +
          '`{ success: false, message, error: { code, requestId, details? } }`, unless the operation ' +
          'names another media type.',
      },
      servers: [{ url: publicUrl }],
    },
    transform: jsonSchemaTransform,
    // Only the OpenAPI form is ever built (the `openapi` option above).
    transformObject: (built) =>
      describeOperations(
        ('openapiObject' in built ? built.openapiObject : {}) as Record<string, unknown>,
        collected.flatMap((route) => documented(app, route, symbol)),
      ),
  });
});
