import { ACCOUNT_DELETION_DELAY_DAYS, DEFAULT_DOCUMENT_RETENTION_DAYS } from '@launchpad/shared';
import { z } from 'zod';

// The environment variables the server reads, each parsed and defaulted by zod.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Empty means unset: an empty path would put the database in the working directory.
  DATA_DIR: z
    .string()
    .trim()
    .transform((v) => v || './data')
    .default('./data'),
  DATABASE_URL: optionalString,
  // 1.5 s suits a database in the same data centre; across regions a connection takes longer.
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(1.5),
  REDIS_URL: optionalString,
  REDIS_KEY_PREFIX: z.string().default('launchpad:'),
  PUBLIC_URL: optionalString,
  JWT_SECRET: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'phonepe', 'razorpay']).optional(),
  PAYMENTS_ENABLED: booleanFromEnv.default(true),
  PHONEPE_CLIENT_ID: optionalString,
  PHONEPE_CLIENT_SECRET: optionalString,
  PHONEPE_CLIENT_VERSION: optionalString,
  PHONEPE_OAUTH_URL: optionalString,
  PHONEPE_PG_URL: optionalString,
  PHONEPE_WEBHOOK_USERNAME: optionalString,
  PHONEPE_WEBHOOK_PASSWORD: optionalString,
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  ADMIN_NOTIFY_EMAIL: optionalString,
  MILESTONE_MAIL_QUIET_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  SUPPORT_EMAIL: z.string().default('support@launchpad.example'),
  SUPPORT_PHONE: z.string().default('+91 80 4567 8900'),
  WHATSAPP_NUMBER: optionalString,
  CLIENT_SATISFACTION: optionalString,
  CLIENT_SATISFACTION_SOURCE: optionalString,
  BUSINESS_LEGAL_NAME: optionalString,
  BUSINESS_ADDRESS: optionalString,
  BUSINESS_STATE: optionalString,
  BUSINESS_GSTIN: optionalString,
  BUSINESS_CIN: optionalString,
  INVOICE_PREFIX: z.string().trim().default('LP'),
  GRIEVANCE_OFFICER_NAME: optionalString,
  GRIEVANCE_OFFICER_EMAIL: optionalString,
  GRIEVANCE_OFFICER_PHONE: optionalString,
  FIREBASE_PROJECT_ID: optionalString,
  FIREBASE_KEYS_URL: optionalString,
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  WEB_DIST_DIR: optionalString,
  // Days an earlier build's hashed assets stay servable after a newer build replaced them.
  ASSET_RETENTION_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  API_DOCS: z.enum(['public', 'off']).optional(),
  STAFF_TWO_FACTOR: z.enum(['required', 'optional']).optional(),
  TRUST_PROXY: z.string().trim().default('false'),
  // At most the checkout's own 10 minutes; tests of a customer coming back later shorten it.
  PAYMENT_RESUME_WINDOW_SECONDS: z.coerce.number().positive().max(600).default(10),
  SANDBOX_PENDING_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  SANDBOX_REFUND_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SANDBOX_WEBHOOK_URL: optionalString,
  // Days between a deletion request and its execution; fractions are for tests of the whole flow.
  ACCOUNT_DELETION_DELAY_DAYS: z.coerce.number().positive().max(90).default(ACCOUNT_DELETION_DELAY_DAYS),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(8).max(3650).default(DEFAULT_DOCUMENT_RETENTION_DAYS),
  DATA_EXPORT_STORAGE_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  UPLOAD_FILES_PER_ORDER: z.coerce.number().int().min(1).max(100_000).default(100),
  UPLOAD_MB_PER_ORDER: z.coerce.number().int().min(1).max(1_000_000).default(200),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(5),
  METRICS_TOKEN: optionalString,
});

export type RawEnv = z.infer<typeof envSchema>;
