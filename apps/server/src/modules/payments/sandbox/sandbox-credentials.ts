import { createHmac } from 'node:crypto';

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

/**
 * Credentials derived from the server's own secret: nothing to configure, nothing guessable. Another
 * server playing the shop against this sandbox uses the same values in its `PHONEPE_*` settings.
 */
export function sandboxCredentials(serverSecret: string): SandboxCredentials {
  const derive = (label: string) =>
    createHmac('sha256', serverSecret).update(`sandbox:${label}`).digest('hex');
  return {
    clientId: 'LAUNCHPAD_SANDBOX',
    clientSecret: derive('client-secret'),
    clientVersion: '1',
    webhookUsername: 'sandbox_hook',
    webhookPassword: `Sb${derive('webhook-password').slice(0, 16)}9`,
  };
}

/** The merchant the sandbox plays, named in status answers and callbacks as PhonePe names its merchants. */
export const SANDBOX_MERCHANT_ID = 'LAUNCHPADSANDBOX';
