import { z } from 'zod';
import { ProviderError } from './provider.ts';

// PhonePe's HTTP client: the OAuth token fetched, cached to the midpoint of its life and refreshed
// once at a time, and the authorised calls to the checkout APIs, retried once on a revoked token.

export interface PhonePeOptions {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  /**
   * Base of the token API as PhonePe documents it (and its SDK holds it), e.g.
   * https://api.phonepe.com/apis/identity-manager; the token is at `{base}/v1/oauth/token`.
   */
  oauthUrl: string | (() => string);
  /** Base of the checkout APIs, e.g. https://api.phonepe.com/apis/pg. */
  pgUrl: string | (() => string);
  webhookUsername: string;
  webhookPassword: string;
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Provider name reported to the rest of the app (the sandbox speaks the same protocol). */
  name?: 'phonepe' | 'sandbox';
}

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  issued_at: z.number().optional(),
  expires_at: z.number(),
});

const resolve = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Where the token lives below PHONEPE_OAUTH_URL, in production and in UAT alike. */
export const PHONEPE_TOKEN_PATH = '/v1/oauth/token';

/** A fetch bounded by `timeoutMs`; a network failure is a ProviderError marked unreachable. */
async function request(
  doFetch: typeof fetch,
  timeoutMs: number,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ProviderError(`PhonePe request failed: ${(error as Error).message}`, undefined, {
      cause: error,
      unreachable: true,
    });
  }
}

export function createPhonePeClient(options: PhonePeOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const send = (url: string, init: RequestInit) => request(doFetch, timeoutMs, url, init);

  let token: { value: string; refreshAt: number; expiresAt: number } | undefined;
  let refreshing: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      client_version: options.clientVersion,
      grant_type: 'client_credentials',
    });
    const res = await send(`${withoutTrailingSlash(resolve(options.oauthUrl))}${PHONEPE_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
    });
    if (!res.ok) throw new ProviderError(`PhonePe token request answered ${res.status}`, res.status);
    const parsed = tokenSchema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderError('PhonePe token response was not understood');
    const { access_token, issued_at, expires_at } = parsed.data;
    const issuedMs = (issued_at ?? Math.floor(now() / 1000)) * 1000;
    const expiresMs = expires_at * 1000;
    // Refresh at the midpoint of the token's life, as PhonePe's own SDK does.
    token = { value: access_token, refreshAt: issuedMs + (expiresMs - issuedMs) / 2, expiresAt: expiresMs };
    return access_token;
  }

  /** One refresh at a time; a failed refresh keeps using a token that has not yet expired. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && now() < token.refreshAt) return token.value;
    refreshing ??= fetchToken()
      .catch((error: unknown) => {
        if (!force && token && now() < token.expiresAt) return token.value;
        throw error;
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  async function authorised(path: string, init: RequestInit): Promise<unknown> {
    const url = `${withoutTrailingSlash(resolve(options.pgUrl))}${path}`;
    const sendWith = async (value: string) =>
      send(url, {
        ...init,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `O-Bearer ${value}`,
        },
      });
    let res = await sendWith(await accessToken());
    if (res.status === 401) {
      // The token may have been revoked early: fetch a new one and try exactly once more.
      res = await sendWith(await accessToken(true));
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`PhonePe ${path} answered ${res.status}`, res.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(`PhonePe ${path} answered with something that is not JSON`, res.status);
    }
  }

  return { accessToken, authorised };
}
