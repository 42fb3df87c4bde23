import {
  type ErrorCode,
  errorCodesOfStatus,
  errorEnvelopeSchema,
  type Permission,
  permissionTable,
} from '@launchpad/shared';
import { z } from 'zod';
import { inputJsonSchema, type MediaDeclaration, type OpenApiObject } from './media.ts';
import { operationTags, operationTexts } from './operations.ts';
import { type RouteFacts, routeErrorCodes, statusesOf } from './route-errors.ts';

/** One route as the document describes it: its facts and what it declared for the document. */
export interface DocumentedRoute {
  facts: RouteFacts;
  operationId?: string;
  summary?: string;
  media?: MediaDeclaration;
  /** What a staff route allows (`config.permission`): the document names it and the roles that hold it. */
  permission?: Permission;
}

/** The session, in the browser's cookie or as a Bearer token (decision 001): either one will do. */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'session',
    description: 'Set by `POST /api/auth/login` (HttpOnly). Unsafe methods must come from the site itself.',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The `token` that `POST /api/auth/login` returns, in `Authorization: Bearer …`.',
  },
} as const;
const signedIn = [{ sessionCookie: [] }, { bearerToken: [] }];

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

/** The shared name and meaning of each error status; a status missing here is still documented. */
const errorStatuses: Record<number, { name: string; description: string; headers?: OpenApiObject }> = {
  400: {
    name: 'BadRequest',
    description: 'The request is malformed, or fields are invalid (each named in `error.details`).',
  },
  401: {
    name: 'Unauthenticated',
    description: 'No session, a session that has ended, or wrong credentials.',
  },
  403: {
    name: 'Forbidden',
    description: 'The session may not do this, or the request came from another site.',
  },
  404: { name: 'NotFound', description: 'Nothing by this id is visible to the session.' },
  409: { name: 'Conflict', description: 'The state of the resource does not allow this now.' },
  413: { name: 'PayloadTooLarge', description: 'The body or file is larger than this route takes.' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not in a media type this route reads.' },
  429: { name: 'RateLimited', description: 'Too many attempts for now.', headers: retryAfter },
  500: { name: 'InternalError', description: 'The server failed.' },
  501: { name: 'NotConfigured', description: 'This server is not configured for the feature.' },
  502: {
    name: 'BadGateway',
    description: 'The payment provider answered with an error.',
    headers: retryAfter,
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The database or the payment provider is unreachable for now, or a payment could not start (nothing was charged).',
    headers: retryAfter,
  },
};

function errorComponentName(status: number): string {
  return errorStatuses[status]?.name ?? `Error${status}`;
}

/** The error envelope of one status, its `code` narrowed to the codes answered with that status. */
function errorResponse(status: number): OpenApiObject {
  const codes = errorCodesOfStatus(status) as [ErrorCode, ...ErrorCode[]];
  const envelope = errorEnvelopeSchema.extend({
    error: errorEnvelopeSchema.shape.error.extend({ code: z.enum(codes) }),
  });
  const known = errorStatuses[status];
  return {
    description: known?.description ?? `Answered with ${status}.`,
    ...(known?.headers ? { headers: known.headers } : {}),
    content: {
      'application/json': {
        schema: inputJsonSchema(envelope),
        example: {
          success: false,
          message: known?.description ?? 'Refused',
          error: { code: codes[0], requestId: '6f1c2a9e-3b7d-4c55-9a0e-2d8f1b4c7e10' },
        },
      },
    },
  };
}

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** `GET /api/admin/orders/:id/launch` → `getAdminOrdersByIdLaunch`: for routes that name none. */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

/**
 * zod writes a record over an enum (`z.record(z.enum(keys), X)`) as `propertyNames` with every key
 * required; said as the object it is, every key is a property, which generated clients type key by key.
 */
function recordsAsObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(recordsAsObjects);
  if (typeof node !== 'object' || node === null) return node;
  const entries = Object.entries(node).map(([key, value]) => [key, recordsAsObjects(value)] as const);
  const schema = Object.fromEntries(entries) as Record<string, unknown>;
  const keys = (schema.propertyNames as { enum?: unknown[] } | undefined)?.enum;
  const value = schema.additionalProperties;
  if (!keys || typeof value !== 'object' || schema.properties) return schema;
  const { propertyNames: _, ...rest } = schema;
  return {
    ...rest,
    properties: Object.fromEntries(keys.map((key) => [String(key), value])),
    additionalProperties: false,
  };
}

type RequestBody = { content?: Record<string, { example?: unknown }> };

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  description?: string;
  'x-permission'?: Permission;
};

function describeOperation(operation: Operation, route: DocumentedRoute, used: Set<number>) {
  const { facts, media } = route;
  const text = operationTexts[`${facts.method} ${openApiPath(facts.url)}`];
  operation.operationId = route.operationId ?? text?.id ?? derivedOperationId(facts.method, facts.url);
  operation.summary = route.summary ?? text?.summary ?? `${facts.method} ${openApiPath(facts.url)}`;
  operation.security = facts.guard === 'public' ? [] : signedIn;
  if (route.permission) {
    operation['x-permission'] = route.permission;
    operation.description = `Needs ${route.permission}: ${permissionTable[route.permission].roles.join(', ')}.`;
  }
  // Errors come from one place; a status a route wrote by hand is replaced by the shared envelope.
  const responses = Object.fromEntries(
    Object.entries(operation.responses ?? {}).filter(([status]) => Number(status) < 400),
  );
  if (media?.answer) {
    delete responses['200'];
    responses[String(media.answer.status)] = media.answer.response;
  }
  if (media?.body) operation.requestBody = media.body;
  for (const [status, response] of Object.entries(media?.responses ?? {})) responses[status] = response;
  const json = (operation.requestBody as RequestBody | undefined)?.content?.['application/json'];
  if (json && text?.example) json.example = text.example;
  for (const status of statusesOf(routeErrorCodes(facts)).keys()) {
    used.add(status);
    responses[String(status)] = { $ref: `#/components/responses/${errorComponentName(status)}` };
  }
  operation.responses = responses;
}

/**
 * Completes the document @fastify/swagger built from the routes' schemas: every operation gets its
 * error answers, security, id and summary, and its non-JSON media; the shared error responses and
 * security schemes go into `components`.
 */
export function describeOperations(
  document: OpenApiObject,
  routes: readonly DocumentedRoute[],
): OpenApiObject {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const used = new Set<number>();
  for (const route of routes) {
    const operation = paths[openApiPath(route.facts.url)]?.[route.facts.method.toLowerCase()];
    if (operation) describeOperation(operation, route, used);
  }
  const components = (document.components ?? {}) as Record<string, unknown>;
  const responses = Object.fromEntries(
    [...used].sort((a, b) => a - b).map((status) => [errorComponentName(status), errorResponse(status)]),
  );
  return {
    ...document,
    tags: operationTags,
    paths: recordsAsObjects(paths),
    components: { ...components, securitySchemes, responses },
  };
}
