import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  ACCOUNT_DELETION_DELAY_DAYS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  type FirebaseWebConfig,
  gstinProblem,
  gstState,
  INVOICE_PREFIX_MAX_LENGTH,
} from '@launchpad/shared';
import { z } from 'zod';
import { passwordProblem } from '../lib/password-policy.ts';
import { providerSettingProblems, smtpUrlProblems } from './transport-rules.ts';

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
  HOST: optionalString,
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
  ADMIN_NOTIFY_EMAIL: optionalString,
  MILESTONE_MAIL_QUIET_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(10),
  SUPPORT_EMAIL: z.string().default('support@launchpad.example'),
  SUPPORT_PHONE: z.string().default('+91 80 4567 8900'),
  WHATSAPP_NUMBER: optionalString,
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
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  API_DOCS: z.enum(['public', 'off']).optional(),
  TRUST_PROXY: z.string().trim().default('false'),
  SANDBOX_PENDING_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  SANDBOX_REFUND_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SANDBOX_WEBHOOK_URL: optionalString,
  // Days between a deletion request and its execution; fractions are for tests of the whole flow.
  ACCOUNT_DELETION_DELAY_DAYS: z.coerce.number().positive().max(90).default(ACCOUNT_DELETION_DELAY_DAYS),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(8).max(3650).default(DEFAULT_DOCUMENT_RETENTION_DAYS),
  UPLOAD_FILES_PER_ORDER: z.coerce.number().int().min(1).max(100_000).default(100),
  UPLOAD_MB_PER_ORDER: z.coerce.number().int().min(1).max(1_000_000).default(200),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(5),
  METRICS_TOKEN: optionalString,
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
    /** The sandbox settles a refund this long after it was asked for, as a real provider takes a while. */
    sandboxRefundDelayMs: number;
    /** Where the sandbox sends its webhooks: this server's own PhonePe webhook unless another shop plays merchant. */
    sandboxWebhookUrl: string | undefined;
  };
  mail: {
    /** `smtp://` or `smtps://` with credentials; unset outside production writes .eml files instead. */
    smtpUrl: string | undefined;
    /** The From header of every mail, e.g. `Launchpad <hello@launchpad.example>`. */
    from: string;
    /** Where admin alerts go (new paid order, contact message, cancellation request); none when unset. */
    adminNotifyEmail: string | undefined;
    /** How long a launch stays still before the customer's gathered progress mail leaves (decision 025). */
    milestoneQuietMs: number;
  };
  support: { email: string; phone: string; whatsappNumber: string | undefined };
  /**
   * Who sells: printed on every invoice and shown in the footer, the contact page and the terms.
   * In development without BUSINESS_ settings, the marked `DEMO_SELLER`; in tests, undefined when
   * not configured (then no tax documents are issued).
   */
  business: BusinessConfig | undefined;
  /** The grievance officer the Consumer Protection (E-Commerce) Rules 2020 require to be named. */
  grievanceOfficer: GrievanceOfficerConfig | undefined;
  firebaseProjectId: string | undefined;
  /**
   * The Firebase web SDK's settings, present when the browser offers "Continue with Google"
   * (FIREBASE_PROJECT_ID and FIREBASE_API_KEY both set). The pages' CSP allows Google's hosts then.
   */
  firebaseWeb: FirebaseWebConfig | undefined;
  /** Google's public keys for Firebase ID tokens (x509 map or JWK set); tests point it at a local server. */
  firebaseKeysUrl: string;
  /**
   * Which reverse proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): none (false), all
   * (true), that many hops, or those addresses and CIDR ranges. The client address it yields keys
   * the rate limits.
   */
  trustProxy: boolean | number | string[];
  /** Whether `/api/docs` (the OpenAPI document, admin routes included) is served. */
  apiDocs: boolean;
  /** Folder of the built web app (`apps/web/build/client`); undefined serves no pages. */
  webDistDir: string | undefined;
  privacy: {
    /** How long after the request an account is deleted (7 days). */
    deletionDelayMs: number;
    /** Days after a launch completes that its identity documents are deleted (90). */
    documentRetentionDays: number;
  };
  /** What the files of one order may take, documents, deliverables and attachments together. */
  uploads: { filesPerOrder: number; bytesPerOrder: number };
  /** How long shutdown answers "not ready" before it stops taking connections, so the proxy can notice. */
  shutdownDelayMs: number;
  /** The bearer token `GET /metrics` requires; undefined serves no metrics. */
  metricsToken: string | undefined;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginFailuresPerEmail: RateLimitRule;
    registerPerIp: RateLimitRule;
    /** Password-reset and verification mails asked for from one address. */
    accountMailPerIp: RateLimitRule;
    /** Password-reset and verification mails sent to one email address. */
    accountMailPerEmail: RateLimitRule;
    contactPerIp: RateLimitRule;
    /** Acknowledgements of the contact form sent to one address, per hour and per day. */
    contactAcksPerEmailHourly: RateLimitRule;
    contactAcksPerEmailDaily: RateLimitRule;
    /** New payment checkouts per user. */
    paymentInitiationPerUser: RateLimitRule;
    /** Invoice and credit-note PDF downloads per user. */
    documentPdfPerUser: RateLimitRule;
    /** Payment status checks per user (the payment page polls every 5 s). */
    paymentStatusPerUser: RateLimitRule;
    /** Messages a customer writes on their orders' conversations. */
    orderMessagesPerUser: RateLimitRule;
    /** Files a customer uploads (documents, attachments) per hour. */
    uploadsPerUser: RateLimitRule;
    /** Complaints raised from one address, and look-ups of a complaint by number and email. */
    grievancesPerIp: RateLimitRule;
    grievanceLookupsPerIp: RateLimitRule;
  };
}

export interface BusinessConfig {
  legalName: string;
  /** The registered address; lines separated by commas or newlines. */
  address: string;
  /** GST state code (two digits) of the registered address. */
  state: string;
  /** Undefined when the business is not registered for GST: it issues bills of supply, no tax. */
  gstin: string | undefined;
  cin: string | undefined;
  /** The first part of document numbers: `{prefix}/26-27/00001`. */
  invoicePrefix: string;
}

/**
 * The seller of a development shop without BUSINESS_ settings, so that `npm start` and `npm run dev`
 * issue and show the documents a customer gets. Marked on every document as not a real business;
 * never used in production (where the BUSINESS_ settings are required) nor in tests.
 */
export const DEMO_SELLER = {
  legalName: 'Demo seller — not a real business',
  address: 'Demo address for development, not a real business',
  state: '29',
  gstin: undefined,
  cin: undefined,
} as const;

export interface GrievanceOfficerConfig {
  name: string;
  email: string;
  phone: string | undefined;
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

function rateLimits(scale: number, uploadsPerHour: number): Config['rateLimits'] {
  const rule = (max: number, windowMs: number): RateLimitRule => ({
    max: Math.max(1, Math.round(max * scale)),
    windowMs,
  });
  const fifteenMinutes = 15 * 60 * 1000;
  return {
    loginPerIp: rule(30, fifteenMinutes),
    loginFailuresPerEmail: rule(5, fifteenMinutes),
    registerPerIp: rule(10, 60 * 60 * 1000),
    accountMailPerIp: rule(10, fifteenMinutes),
    accountMailPerEmail: rule(3, fifteenMinutes),
    contactPerIp: rule(5, fifteenMinutes),
    contactAcksPerEmailHourly: rule(1, 60 * 60 * 1000),
    contactAcksPerEmailDaily: rule(3, 24 * 60 * 60 * 1000),
    paymentInitiationPerUser: rule(10, 10 * 60 * 1000),
    paymentStatusPerUser: rule(60, 60 * 1000),
    documentPdfPerUser: rule(30, 10 * 60 * 1000),
    orderMessagesPerUser: rule(30, 10 * 60 * 1000),
    uploadsPerUser: rule(uploadsPerHour, 60 * 60 * 1000),
    grievancesPerIp: rule(5, 60 * 60 * 1000),
    grievanceLookupsPerIp: rule(20, fifteenMinutes),
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
    if (!e.SMTP_URL) problems.push('SMTP_URL is required in production (mail must be delivered)');
    if (!e.MAIL_FROM) problems.push('MAIL_FROM is required in production');
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
  if (production && e.ACCOUNT_DELETION_DELAY_DAYS < 1) {
    problems.push("ACCOUNT_DELETION_DELAY_DAYS must be at least 1 in production (time to change one's mind)");
  }
  if (e.SMTP_URL && !/^smtps?:\/\/[^/]/.test(e.SMTP_URL)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465');
  } else if (e.SMTP_URL) {
    problems.push(...smtpUrlProblems(e.SMTP_URL, production));
  }
  problems.push(...providerSettingProblems(e, production));
  for (const name of ['MAIL_FROM', 'ADMIN_NOTIFY_EMAIL'] as const) {
    const value = e[name];
    // An address alone, or a display name with the address in angle brackets.
    if (value && !/^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value)) {
      problems.push(
        `${name} must be an email address, optionally with a name: Launchpad <hello@example.com>`,
      );
    }
  }
  if (e.DATABASE_URL && !/^postgres(ql)?:\/\//.test(e.DATABASE_URL)) {
    problems.push('DATABASE_URL must be a postgres:// URL');
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 8) {
    problems.push('ADMIN_PASSWORD must be at least 8 characters');
  } else if (e.ADMIN_PASSWORD) {
    // The same policy as every customer's password.
    const problem = passwordProblem(e.ADMIN_PASSWORD, { email: e.ADMIN_EMAIL });
    if (problem) problems.push(`ADMIN_PASSWORD is refused: ${problem}`);
  }
  if (production) {
    if (e.JWT_SECRET && e.JWT_SECRET.length >= MIN_SECRET_LENGTH && !looksRandom(e.JWT_SECRET)) {
      problems.push(
        'JWT_SECRET must be random, with at least 16 different characters and no repeated pattern (e.g. openssl rand -base64 48)',
      );
    }
    if (e.PAYMENT_PROVIDER === 'sandbox') {
      problems.push(
        'PAYMENT_PROVIDER=sandbox is refused in production: anyone could mark an order paid through /sandbox',
      );
    }
    if (e.RATE_LIMIT_SCALE !== 1) {
      problems.push('RATE_LIMIT_SCALE is for tests and benchmarks and is refused in production');
    }
  }

  problems.push(...businessProblems(e, production));

  const provider = e.PAYMENT_PROVIDER ?? (production ? undefined : 'sandbox');
  if (!provider) {
    problems.push('PAYMENT_PROVIDER is required in production (phonepe or razorpay)');
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
    problems.push(...phonePeUrlProblems(e));
  }
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length < MIN_SECRET_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (e.SANDBOX_WEBHOOK_URL && !/^https?:\/\/[^/]/.test(e.SANDBOX_WEBHOOK_URL)) {
    problems.push('SANDBOX_WEBHOOK_URL must be an http(s) URL');
  }
  if (provider === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!e[name]) problems.push(`${name} is required when PAYMENT_PROVIDER=razorpay`);
    }
  }

  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (trustProxy === undefined) {
    problems.push(
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of addresses and CIDR ranges',
    );
  }

  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Outside production a sandbox checkout anyone could pay: reachable from this machine only, unless HOST says otherwise.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
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
      sandboxRefundDelayMs: e.SANDBOX_REFUND_DELAY_SECONDS * 1000,
      sandboxWebhookUrl: e.SANDBOX_WEBHOOK_URL,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Launchpad <no-reply@launchpad.localhost>',
      adminNotifyEmail: e.ADMIN_NOTIFY_EMAIL?.toLowerCase(),
      milestoneQuietMs: e.MILESTONE_MAIL_QUIET_MINUTES * 60_000,
    },
    support: { email: e.SUPPORT_EMAIL, phone: e.SUPPORT_PHONE, whatsappNumber: e.WHATSAPP_NUMBER },
    business:
      e.BUSINESS_LEGAL_NAME && e.BUSINESS_ADDRESS && e.BUSINESS_STATE
        ? {
            legalName: e.BUSINESS_LEGAL_NAME,
            address: e.BUSINESS_ADDRESS,
            state: e.BUSINESS_STATE,
            gstin: e.BUSINESS_GSTIN?.toUpperCase(),
            cin: e.BUSINESS_CIN?.toUpperCase(),
            invoicePrefix: e.INVOICE_PREFIX.toUpperCase(),
          }
        : e.NODE_ENV === 'development'
          ? { ...DEMO_SELLER, invoicePrefix: e.INVOICE_PREFIX.toUpperCase() }
          : undefined,
    grievanceOfficer:
      e.GRIEVANCE_OFFICER_NAME && e.GRIEVANCE_OFFICER_EMAIL
        ? {
            name: e.GRIEVANCE_OFFICER_NAME,
            email: e.GRIEVANCE_OFFICER_EMAIL,
            phone: e.GRIEVANCE_OFFICER_PHONE,
          }
        : undefined,
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
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    // It maps every admin route: outside production by default, in production only when asked.
    apiDocs: e.API_DOCS ? e.API_DOCS === 'public' : !production,
    trustProxy: trustProxy ?? false,
    rateLimits: rateLimits(e.RATE_LIMIT_SCALE, e.UPLOADS_PER_HOUR),
    uploads: { filesPerOrder: e.UPLOAD_FILES_PER_ORDER, bytesPerOrder: e.UPLOAD_MB_PER_ORDER * 1024 * 1024 },
    privacy: {
      deletionDelayMs: Math.round(e.ACCOUNT_DELETION_DELAY_DAYS * 86_400_000),
      documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    },
  };
}

/**
 * PhonePe's hosts are bases, as PhonePe documents them and its SDK holds them; the client adds
 * `/v1/oauth/token` and `/checkout/v2/…`. A full endpoint given as a base would fail every payment.
 */
function phonePeUrlProblems(e: RawEnv): string[] {
  const settings = [
    ['PHONEPE_OAUTH_URL', e.PHONEPE_OAUTH_URL, 'https://api.phonepe.com/apis/identity-manager'],
    ['PHONEPE_PG_URL', e.PHONEPE_PG_URL, 'https://api.phonepe.com/apis/pg'],
  ] as const;
  const problems: string[] = [];
  for (const [name, value, example] of settings) {
    if (!value) continue;
    if (!/^https?:\/\/[^/]/.test(value) || !URL.canParse(value)) {
      problems.push(`${name} must be an http(s) URL, e.g. ${example}`);
    } else if (/\/(v1\/oauth|checkout|payments)(\/|$)/.test(new URL(value).pathname)) {
      problems.push(`${name} must be the base PhonePe documents, without an API path, e.g. ${example}`);
    }
  }
  return problems;
}

/** A corporate identity number: listing, industry code, state, year, ownership, serial. */
const CIN_SHAPE = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

function businessProblems(e: RawEnv, production: boolean): string[] {
  const problems: string[] = [];
  const identity = [e.BUSINESS_LEGAL_NAME, e.BUSINESS_ADDRESS, e.BUSINESS_STATE];
  if (production || identity.some(Boolean) || e.BUSINESS_GSTIN || e.BUSINESS_CIN) {
    // Invoices and the e-commerce rules need the seller's legal name and registered address.
    for (const name of ['BUSINESS_LEGAL_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE'] as const) {
      if (!e[name]) {
        problems.push(
          production
            ? `${name} is required in production`
            : `${name} is required with the other BUSINESS_ settings`,
        );
      }
    }
  }
  if (e.BUSINESS_STATE && !gstState(e.BUSINESS_STATE)) {
    problems.push('BUSINESS_STATE must be a two-digit GST state code, e.g. 29 for Karnataka');
  }
  if (e.BUSINESS_GSTIN) {
    const gstin = e.BUSINESS_GSTIN.toUpperCase();
    const problem = gstinProblem(gstin);
    if (problem) problems.push(`BUSINESS_GSTIN: ${problem}`);
    else if (e.BUSINESS_STATE && gstin.slice(0, 2) !== e.BUSINESS_STATE) {
      problems.push('BUSINESS_GSTIN must start with BUSINESS_STATE (a GSTIN begins with its state code)');
    }
  }
  if (e.BUSINESS_CIN && !CIN_SHAPE.test(e.BUSINESS_CIN.toUpperCase())) {
    problems.push(
      'BUSINESS_CIN must be a 21-character corporate identity number, e.g. U72900KA2020PTC123456',
    );
  }
  if (!new RegExp(`^[A-Za-z0-9]{1,${INVOICE_PREFIX_MAX_LENGTH}}$`).test(e.INVOICE_PREFIX)) {
    problems.push(
      `INVOICE_PREFIX must be 1 to ${INVOICE_PREFIX_MAX_LENGTH} letters or digits, so that document numbers fit 16 characters`,
    );
  }
  if (production && !(e.GRIEVANCE_OFFICER_NAME && e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL are required in production');
  }
  if (Boolean(e.GRIEVANCE_OFFICER_NAME) !== Boolean(e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL must be set together');
  }
  if (e.GRIEVANCE_OFFICER_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_EMAIL must be an email address');
  }
  return problems;
}

/**
 * A rough check that a secret was generated rather than typed: many different characters, and not
 * one short piece repeated (`aaaa…`, `secretsecret…`).
 */
function looksRandom(secret: string): boolean {
  return new Set(secret).size >= 16 && !/^(.{1,16})\1+.{0,15}$/s.test(secret);
}

/** An IP address, or an address range in CIDR notation (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d{1,3}$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it, or undefined when it is none of the accepted forms. */
function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', 'yes'].includes(value)) return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
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
