import type { FastifyBaseLogger } from 'fastify';
import { phonePeWebhookAuthorization } from '../providers/phonepe.ts';
import type { SandboxCredentials } from './sandbox-credentials.ts';

/** A PhonePe callback: its event name, its type as the SDK's `CallbackType` names it, and its payload. */
export interface SandboxCallback {
  event: string;
  type: string;
  payload: object;
}

interface Options {
  credentials: SandboxCredentials;
  /** Where the shop's PhonePe webhook is (PhonePe's dashboard holds it for a real merchant). */
  webhookUrl: () => string;
  log: FastifyBaseLogger;
  /** Aborted when the server closes: deliveries still under way are abandoned, as a provider's would be. */
  shutdown: AbortSignal;
}

const ATTEMPTS = 3;

/**
 * Delivers callbacks as PhonePe does: a JSON POST authorised with SHA256(username:password), tried
 * again after 1 and 2 seconds when the shop does not answer 2xx; `delivered` runs once it did.
 */
export function callbackSender(options: Options) {
  const authorization = phonePeWebhookAuthorization(
    options.credentials.webhookUsername,
    options.credentials.webhookPassword,
  );
  return async function send(
    callback: SandboxCallback,
    delivered: () => Promise<void>,
    attempt = 1,
  ): Promise<void> {
    if (options.shutdown.aborted) return;
    try {
      const res = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(callback),
        signal: AbortSignal.any([options.shutdown, AbortSignal.timeout(5000)]),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      await delivered();
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        options.log.warn({ err: error, event: callback.event }, 'sandbox callback not delivered');
        return;
      }
      const retry = setTimeout(() => void send(callback, delivered, attempt + 1), attempt * 1000);
      retry.unref();
    }
  };
}

export type CallbackSender = ReturnType<typeof callbackSender>;
