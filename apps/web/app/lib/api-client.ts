import { type ErrorDetail, messages } from '@launchpad/shared';

/**
 * What the client needs of a response contract: zod schemas fit it. Spelled out here so that the
 * client itself does not load zod; only the modules that bring a schema do.
 */
export interface ResponseContract<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** Every API path is relative to this base; the server serves the API and the web app on one origin. */
const API_BASE = '/api';

interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: ErrorDetail[];
  serverMessage?: string;
  retryAfterSeconds?: number;
}

/**
 * The one error every failed API call turns into (docs/product-rules.md, "Messages").
 * `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** The sentence the server sent, when it sent one; features fall back to their own wording. */
  readonly serverMessage: string | undefined;
  /** From the `Retry-After` header of a refusal (429, 503): how long to wait before asking again. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, details = [], serverMessage, retryAfterSeconds }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API answered 401: the session cookie is missing, expired or was signed out elsewhere. */
export function isSessionEnded(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 401;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  method?: HttpMethod;
  body?: unknown;
  /** Contract of the whole response body (usually `successEnvelope(...)` from `@launchpad/shared`). */
  schema: ResponseContract<T>;
  signal?: AbortSignal;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isErrorDetail(value: unknown): value is ErrorDetail {
  const detail = asRecord(value);
  return typeof detail?.path === 'string' && typeof detail.message === 'string';
}

/**
 * The field errors of an error body, as `errorDetailSchema.array()` reads them (a test holds the
 * two to the same answers), or none when they are not a list of details. Written out so that the
 * client does not load zod.
 */
export function readErrorDetails(value: unknown): ErrorDetail[] {
  if (!Array.isArray(value) || !value.every(isErrorDetail)) return [];
  return value.map(({ path, message }) => ({ path, message }));
}

function errorFields(body: Record<string, unknown> | undefined) {
  const error = asRecord(body?.error);
  return { code: nonEmptyString(error?.code), details: readErrorDetails(error?.details) };
}

/** Seconds from a `Retry-After` header, in either of its forms (seconds, or an HTTP date). */
export function readRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request to the API. The session travels in the httpOnly `session` cookie
 * (decision 001), so no token is ever read from or written to script-readable storage.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  // A DELETE carries a body only when given one (withdrawing a deliverable says why).
  const hasBody = method !== 'GET' && (method !== 'DELETE' || options.body !== undefined);
  // A file upload goes as multipart/form-data, its boundary set by the browser.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData ? options.body : undefined;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: form
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
      // The server refuses an empty JSON body.
      body: form ?? (hasBody ? JSON.stringify(options.body ?? {}) : undefined),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure of the server; let TanStack Query see the abort.
    if (options.signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', message: messages.networkError });
  }

  const json = await readJson(response);
  const body = asRecord(json);
  const serverMessage = nonEmptyString(body?.message);

  if (!response.ok) {
    const { code, details } = errorFields(body);
    throw new ApiError({
      status: response.status,
      code: code ?? 'http_error',
      message: serverMessage ?? messages.genericError,
      details,
      serverMessage,
      retryAfterSeconds: readRetryAfter(response.headers.get('retry-after')),
    });
  }
  if (body?.success === false) {
    const { code, details } = errorFields(body);
    throw new ApiError({
      status: response.status,
      code: code ?? 'request_failed',
      message: serverMessage ?? messages.requestFailed,
      details,
      serverMessage,
    });
  }

  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, code: 'invalid_response', message: messages.genericError });
  }
  return parsed.data;
}

/** Shorthands for the verbs the app uses; `apiRequest` takes any other method. */
export const apiClient = {
  get<T>(path: string, schema: ResponseContract<T>, signal?: AbortSignal): Promise<T> {
    return apiRequest(path, { method: 'GET', schema, signal });
  },
  post<T>(path: string, body: unknown, schema: ResponseContract<T>): Promise<T> {
    return apiRequest(path, { method: 'POST', body, schema });
  },
};

/**
 * A contract for an answer whose `data` is checked by `toData` (null: not of the contract). For
 * prerendered pages, whose checks are written out because even `zod/mini` would share its core
 * with the app's schemas and load most of zod there; tests hold each check to its shared schema.
 */
export function dataContract<T>(toData: (data: unknown) => T | null): ResponseContract<{ data: T }> {
  return {
    safeParse(body) {
      const data = toData(asRecord(body)?.data);
      return data === null ? { success: false } : { success: true, data: { data } };
    },
  };
}
