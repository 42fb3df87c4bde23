import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, RateLimitRule } from './config-types.ts';
import { envSchema, type RawEnv } from './env-schema.ts';
import { businessConfig, grievanceOfficerConfig, siteStatisticsConfig } from './seller-settings.ts';
import { MIN_SECRET_LENGTH, settingProblems } from './setting-problems.ts';
import { parseTrustProxy } from './trust-proxy.ts';

// The only module that reads process.env: everything else receives a typed Config.

export type { BusinessConfig, Config, GrievanceOfficerConfig, RateLimitRule } from './config-types.ts';
export type { RawEnv } from './env-schema.ts';
export { DEMO_SELLER } from './seller-settings.ts';

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Where Google publishes the keys that sign Firebase ID tokens (firebase.google.com/docs/auth/admin/verify-id-tokens). */
const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

function rateLimits(scale: number, uploadsPerHour: number): Config['rateLimits'] {
  const rule = (max: number, windowMs: number): RateLimitRule => ({
    max: Math.max(1, Math.round(max * scale)),
    windowMs,
  });
  const fifteenMinutes = 15 * 60 * 1000;
  return {
    loginPerIp: rule(30, fifteenMinutes),
    loginFailuresPerEmail: rule(5, fifteenMinutes),
    passwordRechecksPerAccount: rule(5, fifteenMinutes),
    registerPerIp: rule(10, 60 * 60 * 1000),
    accountMailPerIp: rule(10, fifteenMinutes),
    accountMailPerEmail: rule(3, fifteenMinutes),
    contactPerIp: rule(5, fifteenMinutes),
    typedAddressMailsHourly: rule(1, 60 * 60 * 1000),
    typedAddressMailsDaily: rule(3, 24 * 60 * 60 * 1000),
    paymentInitiationPerUser: rule(10, 10 * 60 * 1000),
    paymentStatusPerUser: rule(60, 60 * 1000),
    documentPdfPerUser: rule(30, 10 * 60 * 1000),
    orderMessagesPerUser: rule(30, 10 * 60 * 1000),
    uploadsPerUser: rule(uploadsPerHour, 60 * 60 * 1000),
    grievancesPerIp: rule(5, 60 * 60 * 1000),
    grievanceLookupsPerIp: rule(20, fifteenMinutes),
    linkRedemptionsPerIp: rule(10, fifteenMinutes),
    staffCostlyPerAccount: rule(120, 10 * 60 * 1000),
    dataExportsPerAccount: rule(10, 24 * 60 * 60 * 1000),
  };
}

/** The environment parsed, or a ConfigError naming every setting it refuses. */
function validatedEnv(env: NodeJS.ProcessEnv) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const provider = e.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox');
  const problems = settingProblems(e, production, provider);
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === undefined) {
    problems.push(
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of addresses and CIDR ranges',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { e, production, provider, trustProxy };
}

/** PostgreSQL when DATABASE_URL names one, else the embedded database in DATA_DIR. */
function databaseConfig(e: RawEnv, dataDir: string): Config['database'] {
  return e.DATABASE_URL
    ? {
        driver: 'postgres',
        url: e.DATABASE_URL,
        connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      }
    : { driver: 'pglite', dataDir };
}

/** The web SDK's settings for Google sign-in: only with a project and an API key. */
function firebaseWebConfig(e: RawEnv): Config['firebaseWeb'] {
  return e.FIREBASE_PROJECT_ID && e.FIREBASE_API_KEY
    ? {
        apiKey: e.FIREBASE_API_KEY,
        authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
        projectId: e.FIREBASE_PROJECT_ID,
      }
    : undefined;
}

/**
 * Reads and validates the environment once. Throws ConfigError naming every missing or unsafe
 * setting. Outside production a JWT secret is created in DATA_DIR on first start.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { e, production, provider, trustProxy } = validatedEnv(env);
  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production a sandbox checkout anyone could pay: reachable from this machine only, unless HOST says otherwise.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: databaseConfig(e, dataDir),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: paymentsConfig(e, provider ?? 'sandbox'),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Launchpad <no-reply@launchpad.localhost>',
      adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL?.toLowerCase(),
      milestoneQuietMs: e.MILESTONE_MAIL_QUIET_MINUTES * 60_000,
    },
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, whatsappNumber: e.WHATSAPP_NUMBER },
    business: businessConfig(e),
    grievanceOfficer: grievanceOfficerConfig(e),
    siteStatistics: siteStatisticsConfig(e),
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseWeb: firebaseWebConfig(e),
    firebaseKeysUrl: e.FIREBASE_KEYS_URL ?? FIREBASE_KEYS_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    keptAssets:
      dataDir === 'memory://'
        ? undefined
        : { dir: path.join(dataDir, 'web-assets'), retentionMs: e.ASSET_RETENTION_DAYS * 86_400_000 },
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    // It maps every admin route: outside production by default, in production only when asked.
    apiDocs: e.API_DOCS ? e.API_DOCS === 'public' : !production,
    staffTwoFactor: e.STAFF_TWO_FACTOR ?? (production ? 'required' : 'optional'),
    trustProxy: trustProxy ?? false,
    rateLimits: rateLimits(e.RATE_LIMIT_SCALE, e.UPLOADS_PER_HOUR),
    uploads: { filesPerOrder: e.UPLOAD_FILES_PER_ORDER, bytesPerOrder: e.UPLOAD_MB_PER_ORDER * 1024 * 1024 },
    privacy: {
      deletionDelayMs: Math.round(e.ACCOUNT_DELETION_DELAY_DAYS * 86_400_000),
      documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
      exportStorageBytes: e.DATA_EXPORT_STORAGE_MB * 1024 * 1024,
    },
  };
}

/** The payment provider chosen, its credentials, the resume window and the sandbox's timings. */
function paymentsConfig(e: RawEnv, provider: Config['payments']['provider']): Config['payments'] {
  return {
    provider,
    enabled: e.PAYMENTS_ENABLED,
    phonepe: {
      clientId: e.PHONEPE_CLIENT_ID,
      clientSecret: e.PHONEPE_CLIENT_SECRET,
      clientVersion: e.PHONEPE_CLIENT_VERSION,
      oauthUrl: e.PHONEPE_OAUTH_URL,
      pgUrl: e.PHONEPE_PG_URL,
      webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
    },
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    },
    resumeWindowMs: e.PAYMENT_RESUME_WINDOW_SECONDS * 1000,
    sandboxPendingDelayMs: e.SANDBOX_PENDING_DELAY_SECONDS * 1000,
    sandboxRefundDelayMs: e.SANDBOX_REFUND_DELAY_SECONDS * 1000,
    sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL,
  };
}

/** Reads the development secret kept in DATA_DIR, creating it (0600) on first start. */
function localJwtSecret(dataDir: string): string {
  if (dataDir === 'memory://') return randomBytes(48).toString('base64url');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
