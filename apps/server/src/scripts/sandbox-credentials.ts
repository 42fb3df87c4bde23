import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config/env.ts';
import { SANDBOX_MERCHANT_ID, sandboxCredentials } from '../modules/payments/index.ts';

// `npm run sandbox:credentials`: the PhonePe credentials this checkout's payment sandbox accepts, as
// the settings lines another server (or PhonePe's official SDK) takes them. They are derived from
// JWT_SECRET, so they hold as long as it does; the sandbox lets anyone pay, and never runs in
// production.

try {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.payments.provider !== 'sandbox') {
    console.error(`PAYMENT_PROVIDER is ${config.payments.provider}: this server runs no payment sandbox.`);
    process.exit(1);
  }
  const credentials = sandboxCredentials(config.jwtSecret);
  console.log(
    [
      `# The payment sandbox at ${config.publicUrl}/sandbox (merchant ${SANDBOX_MERCHANT_ID})`,
      `PHONEPE_CLIENT_ID=${credentials.clientId}`,
      `PHONEPE_CLIENT_SECRET=${credentials.clientSecret}`,
      `PHONEPE_CLIENT_VERSION=${credentials.clientVersion}`,
      `PHONEPE_WEBHOOK_USERNAME=${credentials.webhookUsername}`,
      `PHONEPE_WEBHOOK_PASSWORD=${credentials.webhookPassword}`,
      `PHONEPE_OAUTH_URL=${config.publicUrl}/sandbox`,
      `PHONEPE_PG_URL=${config.publicUrl}/sandbox`,
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
