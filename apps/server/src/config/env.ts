import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FirebaseWebConfig } from '@launchpad/shared';
import { z } from 'zod';

// The only module that reads process.env: everything else receives a typed Config.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Empty means unset: an empty path would put the database in the working directory.
  DATA_DIR: z
    .string()
    .trim()
    .transform((v) => v || './data')
    .default('./data'),
  DATABASE_URL: optionalString,
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
  SUPPORT_EMAIL: z.string().default('support@launchpad.example'),
  SUPPORT_PHONE: z.string().default('+91 80 4567 8900'),
  WHATSAPP_NUMBER: optionalString,
  FIREBASE_PROJECT_ID: optionalString,
  FIREBASE_KEYS_URL: optionalString,
  FIREBASE_API_KEY: optionalString,
  FIREBASE_AUTH_DOMAIN: optionalString,
  WEB_DIST_DIR: optionalString,
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  SANDBOX_PENDING_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(15),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface RateLimitRule {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: RawEnv['LOG_LEVEL'];
  dataDir: string;
  /** Either a PostgreSQL URL or PGlite in `dataDir` (or in memory when `dataDir` is 'memory://'). */
  database: { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };
  redisUrl: string | undefined;
  /** Namespace of every key this app writes to Redis. */
  redisKeyPrefix: string;
  publicUrl: string;
  jwtSecret: string;
  admin: { email: string; password: string } | undefined;
  payments: {
    provider: 'sandbox' | 'phonepe' | 'razorpay';
    enabled: boolean;
    phonepe: {
      clientId: string | undefined;
      clientSecret: string | undefined;
      clientVersion: string | undefined;
      oauthUrl: string | undefined;
      pgUrl: string | undefined;
      webhookUsername: string | undefined;
      webhookPassword: string | undefined;
    };
    razorpay: {
      keyId: string | undefined;
      keySecret: string | undefined;
      webhookSecret: string | undefined;
    };
    /** How long the sandbox's "Leave pending" waits before completing by itself. */
    sandboxPendingDelayMs: number;
  };
  mail: { smtpUrl: string | undefined; from: string | undefined };
  support: { email: string; phone: string; whatsappNumber: string | undefined };
  firebaseProjectId: string | undefined;
  /**
   * The Firebase web SDK's settings, present when the browser offers "Continue with Google"
   * (FIREBASE_PROJECT_ID and FIREBASE_API_KEY both set). The pages' CSP allows Google's hosts then.
   */
  firebaseWeb: FirebaseWebConfig | undefined;
  /** Google's public keys for Firebase ID tokens (x509 map or JWK set); tests point it at a local server. */
  firebaseKeysUrl: string;
  /** Folder of the built web app (`apps/web/build/client`); undefined serves no pages. */
  webDistDir: string | undefined;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginFailuresPerEmail: RateLimitRule;
    registerPerIp: RateLimitRule;
    contactPerIp: RateLimitRule;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MIN_SECRET_LENGTH = 32;

/** A DNS name of two or more labels: `my-app.firebaseapp.com` or a custom domain. */
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Where Google publishes the keys that sign Firebase ID tokens (firebase.google.com/docs/auth/admin/verify-id-tokens). */
const FIREBASE_KEYS_URL =
  'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

function rateLimits(scale: number): Config['rateLimits'] {
  const rule = (max: number, windowMs: number): RateLimitRule => ({
    max: Math.max(1, Math.round(max * scale)),
    windowMs,
  });
  const fifteenMinutes = 15 * 60 * 1000;
  return {
    loginPerIp: rule(30, fifteenMinutes),
    loginFailuresPerEmail: rule(5, fifteenMinutes),
    registerPerIp: rule(10, 60 * 60 * 1000),
    contactPerIp: rule(5, fifteenMinutes),
  };
}

/**
 * Reads and validates the environment once. Throws ConfigError naming every missing or unsafe
 * setting. Outside production a JWT secret is created in DATA_DIR on first start.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: string[] = [];

  if (production) {
    if (!e.JWT_SECRET) problems.push('JWT_SECRET is required in production');
    if (!e.DATABASE_URL) problems.push('DATABASE_URL is required in production');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
  }
  if (e.JWT_SECRET && e.JWT_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (e.PUBLIC_URL) {
    const url = URL.canParse(e.PUBLIC_URL) ? new URL(e.PUBLIC_URL) : undefined;
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      problems.push('PUBLIC_URL must be an http(s) URL');
    } else if (production && url.protocol !== 'https:') {
      problems.push('PUBLIC_URL must use https in production');
    }
  }
  if (e.FIREBASE_KEYS_URL && !/^https?:\/\//.test(e.FIREBASE_KEYS_URL)) {
    problems.push('FIREBASE_KEYS_URL must be an http(s) URL');
  }
  // These end up in the CSP and in URLs the browser opens, so only plain names pass.
  if (e.FIREBASE_PROJECT_ID && !/^[a-z0-9-]+$/.test(e.FIREBASE_PROJECT_ID)) {
    problems.push('FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits, hyphens)');
  }
  if (e.FIREBASE_API_KEY && !/^[\w-]+$/.test(e.FIREBASE_API_KEY)) {
    problems.push(
      'FIREBASE_API_KEY must be the web API key from the Firebase console (letters, digits, _ and -)',
    );
  }
  if (e.FIREBASE_AUTH_DOMAIN && !hostName.test(e.FIREBASE_AUTH_DOMAIN)) {
    problems.push(
      'FIREBASE_AUTH_DOMAIN must be a host name without scheme or path, e.g. my-app.firebaseapp.com',
    );
  }
  if ((e.FIREBASE_API_KEY || e.FIREBASE_AUTH_DOMAIN) && !e.FIREBASE_PROJECT_ID) {
    problems.push('FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN need FIREBASE_PROJECT_ID');
  }
  if (e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  }

  const provider = e.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox');
  if (!provider) {
    problems.push('PAYMENT_PROVIDER is required in production (sandbox must be chosen explicitly)');
  }
  if (provider === 'phonepe') {
    for (const name of [
      'PHONEPE_CLIENT_ID',
      'PHONEPE_CLIENT_SECRET',
      'PHONEPE_CLIENT_VERSION',
      'PHONEPE_OAUTH_URL',
      'PHONEPE_PG_URL',
      'PHONEPE_WEBHOOK_USERNAME',
      'PHONEPE_WEBHOOK_PASSWORD',
    ] as const) {
      if (!e[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=phonepe`);
    }
  }
  if (provider === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!e[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=razorpay`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    dataDir,
    database: e.DATABASE_URL ? { driver: 'postgres', url: e.DATABASE_URL } : { driver: 'pglite', dataDir },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    publicUrl,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    payments: {
      provider: provider ?? 'sandbox',
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
      sandboxPendingDelayMs: e.SANDBOX_PENDING_DELAY_SECONDS * 1000,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, whatsappNumber: e.WHATSAPP_NUMBER },
    firebaseProjectId: e.FIREBASE_PROJECT_ID,
    firebaseWeb:
      e.FIREBASE_PROJECT_ID && e.FIREBASE_API_KEY
        ? {
            apiKey: e.FIREBASE_API_KEY,
            authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
            projectId: e.FIREBASE_PROJECT_ID,
          }
        : undefined,
    firebaseKeysUrl: e.FIREBASE_KEYS_URL ?? FIREBASE_KEYS_URL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    rateLimits: rateLimits(e.RATE_LIMIT_SCALE),
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
