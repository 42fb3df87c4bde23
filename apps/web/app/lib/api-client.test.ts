import { errorDetailSchema, successEnvelope } from '@launchpad/shared';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorResponse, jsonResponse, okResponse } from '../../test/fixtures.ts';
import {
  ApiError,
  apiClient,
  apiRequest,
  dataContract,
  readErrorDetails,
  readRetryAfter,
} from './api-client.ts';

const itemSchema = successEnvelope(z.object({ id: z.string() }));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiClient', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON to /api with cookies and never a token from localStorage', async () => {
    localStorage.setItem('token', 'stolen-if-read');
    fetchMock.mockResolvedValue(okResponse({ id: 'a1' }));

    const body = await apiClient.post('/things', { name: 'x' }, itemSchema);

    expect(body.data.id).toBe('a1');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(JSON.stringify({ name: 'x' }));
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(localStorage.getItem('token')).toBe('stolen-if-read');
  });

  it('sends the body of a DELETE that has one, and none otherwise', async () => {
    fetchMock.mockImplementation(async () => okResponse({ id: 'a1' }));
    await apiRequest('/things/a1', { method: 'DELETE', body: { reason: 'Wrong file' }, schema: itemSchema });
    await apiRequest('/things/a1', { method: 'DELETE', schema: itemSchema });
    expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ reason: 'Wrong file' }),
      undefined,
    ]);
  });

  it("uses the server's message, code and field details for a non-OK answer", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(409, 'email_taken', 'An account with this email already exists.', {
        requestId: 'r1',
        details: [{ path: 'email', message: 'Taken' }],
      }),
    );

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.status).toBe(409);
    expect(error.code).toBe('email_taken');
    expect(error.message).toBe('An account with this email already exists.');
    expect(error.serverMessage).toBe('An account with this email already exists.');
    expect(error.details).toEqual([{ path: 'email', message: 'Taken' }]);
  });

  it("falls back to 'An error occurred' for a non-OK answer without a message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.status).toBe(502);
    expect(error.message).toBe('An error occurred');
    expect(error.serverMessage).toBeUndefined();
  });

  it('treats success:false in an OK answer as a failure with its message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { success: false, message: 'Payment is currently disabled' }),
    );

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.status).toBe(200);
    expect(error.message).toBe('Payment is currently disabled');
  });

  it("uses 'Request failed' when success:false comes without a message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: false }));

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.message).toBe('Request failed');
  });

  it('reports an unreachable server as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('Network error or server unavailable');
  });

  it('rejects an answer that breaks the contract', async () => {
    fetchMock.mockResolvedValue(okResponse({ id: 42 }));

    const error = await failureOf(apiClient.get('/things', itemSchema));

    expect(error.code).toBe('invalid_response');
  });

  it("checks an answer's data with a written-out check", async () => {
    const idOf = dataContract((data) => {
      const id = (data as { id?: unknown } | undefined)?.id;
      return typeof id === 'string' ? id : null;
    });
    fetchMock.mockResolvedValueOnce(okResponse({ id: 'a1' }));
    fetchMock.mockResolvedValueOnce(okResponse({ id: 42 }));

    expect(await apiClient.get('/things', idOf)).toEqual({ data: 'a1' });
    expect((await failureOf(apiClient.get('/things', idOf))).code).toBe('invalid_response');
  });
});

describe('readErrorDetails', () => {
  const text = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined));
  const detail = fc.oneof(
    fc.record({ path: fc.oneof(fc.string(), text), message: fc.oneof(fc.string(), text), extra: text }),
    fc.anything(),
  );

  it('accepts and strips exactly what errorDetailSchema.array() accepts and strips', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(detail), fc.anything()), (value) => {
        const expected = errorDetailSchema.array().safeParse(value);
        expect(readErrorDetails(value)).toEqual(expected.success ? expected.data : []);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('readRetryAfter', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(readRetryAfter('840', now)).toBe(840);
    expect(readRetryAfter('Mon, 23 Nov 2026 10:15:00 GMT', now)).toBe(900);
    expect(readRetryAfter(null, now)).toBeUndefined();
    expect(readRetryAfter('soon', now)).toBeUndefined();
  });
});
