import type { Config } from '../../../config/env.ts';
import type { SandboxCredentials } from '../sandbox/sandbox-credentials.ts';
import { createPhonePeProvider } from './phonepe.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay.ts';

/**
 * The provider PAYMENT_PROVIDER names; the sandbox is PhonePe's protocol served by this instance
 * (reached at `internalUrl`, known once it listens).
 */
export function createConfiguredProvider(
  config: Config,
  internalUrl: () => string,
  sandbox: SandboxCredentials | undefined,
): PaymentProvider {
  const { phonepe, razorpay } = config.payments;
  switch (config.payments.provider) {
    case 'sandbox': {
      const credentials = sandbox as SandboxCredentials;
      return createPhonePeProvider({
        name: 'sandbox',
        ...credentials,
        oauthUrl: () => `${internalUrl()}/sandbox`,
        pgUrl: () => `${internalUrl()}/sandbox`,
      });
    }
    case 'phonepe':
      // loadConfig has already refused a phonepe configuration with any of these missing.
      return createPhonePeProvider({
        clientId: phonepe.clientId ?? '',
        clientSecret: phonepe.clientSecret ?? '',
        clientVersion: phonepe.clientVersion ?? '',
        oauthUrl: phonepe.oauthUrl ?? '',
        pgUrl: phonepe.pgUrl ?? '',
        webhookUsername: phonepe.webhookUsername ?? '',
        webhookPassword: phonepe.webhookPassword ?? '',
      });
    case 'razorpay':
      return createRazorpayProvider({
        keyId: razorpay.keyId ?? '',
        keySecret: razorpay.keySecret ?? '',
        webhookSecret: razorpay.webhookSecret ?? '',
      });
  }
}
