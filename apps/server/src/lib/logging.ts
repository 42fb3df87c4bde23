import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * The id of the request being served, wherever the code runs on its behalf: services log through
 * the app's logger, not the request's, and their lines still carry `reqId`.
 */
export const requestContext = new AsyncLocalStorage<string>();

const chindings = pino.symbols.chindingsSym;

/** `reqId` for a line written while serving a request, unless its logger already binds it. */
function requestIdMixin(_object: object, _level: number, logger: unknown): { reqId?: string } {
  const reqId = requestContext.getStore();
  if (!reqId) return {};
  const bound = (logger as Record<symbol, string | undefined>)[chindings];
  return bound?.includes('"reqId":') ? {} : { reqId };
}

/**
 * Paths pino replaces with "[Redacted]" wherever they appear in a log line: credentials in headers,
 * and secrets in any object logged one or two levels deep.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'idToken', 'params'].flatMap(
    (key) => [key, `*.${key}`],
  ),
];

/** Error fields that say what went wrong without carrying the data involved. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
] as const;

/**
 * Drizzle's failed-query message ends with the query's parameters (an email, a phone, a password
 * hash at sign-up); PostgreSQL's `detail` repeats the failing row. Neither may reach a log.
 */
function withoutParameters(text: string): string {
  return text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * Every logged error goes through this: type, message and stack with query parameters cut out,
 * the fields that name the failure (codes, constraint, table), and the cause, the same way. Other
 * fields (a query's parameters, PostgreSQL's `detail` with the failing row) are left out.
 */
export function serialiseError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  }
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 5) logged.cause = serialiseError(error.cause, depth + 1);
  return logged;
}

/**
 * The path of a request as logs may hold it: without the query string, which can carry a one-time
 * link's token (`/reset-password?token=…`), a search for someone's email or a provider's ids.
 */
export function loggedPath(url: string | undefined): string | undefined {
  return url?.split('?', 1)[0];
}

interface LoggableRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serialiser, but with the path alone (`loggedPath`). */
function serialiseRequest(request: LoggableRequest) {
  return {
    method: request.method,
    url: loggedPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The given pino options with the redaction and the error serialiser every logger here must have. */
export function safeLoggerOptions(options: PinoOptions): PinoOptions {
  return {
    ...options,
    mixin: requestIdMixin,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: { ...options.serializers, err: serialiseError, req: serialiseRequest },
  };
}
