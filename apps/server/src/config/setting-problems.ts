import { ACCOUNT_DELETION_DELAY_DAYS, DEFAULT_DOCUMENT_RETENTION_DAYS } from '@launchpad/shared';
import { passwordProblem } from '../lib/password-policy.ts';
import type { RawEnv } from './env-schema.ts';
import { businessProblems } from './seller-settings.ts';
import { providerSettingProblems, smtpUrlProblems } from './transport-rules.ts';

// What loadConfig refuses: every missing, malformed or unsafe setting, each named in one problem.

export const MIN_SECRET_LENGTH = 32;

/** A DNS name of two or more labels: `my-app.firebaseapp.com` or a custom domain. */
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Every problem of the settings, in the order an operator reads them; empty when they are sound. */
export function settingProblems(
  e: RawEnv,
  production: boolean,
  provider: RawEnv['PAYMENT_PROVIDER'],
): string[] {
  return [
    ...baseProblems(e, production),
    ...firebaseProblems(e),
    ...mailAndAdminProblems(e, production),
    ...(production ? productionSafetyProblems(e) : []),
    ...businessProblems(e, production),
    ...paymentProblems(e, provider),
  ];
}

/** The settings production cannot run without, the session secret and the public address. */
function baseProblems(e: RawEnv, production: boolean): string[] {
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
  return problems;
}

/** Google sign-in's settings, which end up in the CSP and in URLs the browser opens. */
function firebaseProblems(e: RawEnv): string[] {
  const problems: string[] = [];
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
  return problems;
}

/** Mail, the providers' addresses and secrets, the database address and the first admin. */
function mailAndAdminProblems(e: RawEnv, production: boolean): string[] {
  const problems: string[] = [];
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
  return problems;
}

/**
 * What production refuses that development allows: a typed secret, the sandbox, scaled limits,
 * retention periods other than the privacy notice's.
 */
function productionSafetyProblems(e: RawEnv): string[] {
  const problems: string[] = [];
  if (e.JWT_SECRET && e.JWT_SECRET.length >= MIN_SECRET_LENGTH && !looksRandom(e.JWT_SECRET)) {
    problems.push(
      'JWT_SECRET must be random, with at least 16 different characters and no repeated pattern (e.g. openssl rand -base64 48)',
    );
  }
  // The metrics token guards the same kind of door as the session key: held to the same rule.
  if (e.METRICS_TOKEN && e.METRICS_TOKEN.length >= MIN_SECRET_LENGTH && !looksRandom(e.METRICS_TOKEN)) {
    problems.push(
      'METRICS_TOKEN must be random, with at least 16 different characters and no repeated pattern (e.g. openssl rand -base64 48)',
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
  problems.push(...retentionProblems(e));
  return problems;
}

/**
 * The privacy notice is built with the periods of packages/shared/src/retention.ts: a setting that
 * differs in production would make it promise what the server does not do. Tests shorten them.
 */
function retentionProblems(e: RawEnv): string[] {
  const stated = [
    ['DOCUMENT_RETENTION_DAYS', e.DOCUMENT_RETENTION_DAYS, DEFAULT_DOCUMENT_RETENTION_DAYS],
    ['ACCOUNT_DELETION_DELAY_DAYS', e.ACCOUNT_DELETION_DELAY_DAYS, ACCOUNT_DELETION_DELAY_DAYS],
  ] as const;
  return stated
    .filter(([, value, notice]) => value !== notice)
    .map(
      ([name, , notice]) =>
        `${name} must be ${notice} in production, the period the privacy notice states: change it in packages/shared/src/retention.ts, which the notice and this default read, and rebuild`,
    );
}

/** The payment provider's settings, the metrics token and the sandbox's webhook address. */
function paymentProblems(e: RawEnv, provider: RawEnv['PAYMENT_PROVIDER']): string[] {
  const problems: string[] = [];
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
  return problems;
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

/**
 * A rough check that a secret was generated rather than typed: many different characters, and not
 * one short piece repeated (`aaaa…`, `secretsecret…`).
 */
function looksRandom(secret: string): boolean {
  return new Set(secret).size >= 16 && !/^(.{1,16})\1+.{0,15}$/s.test(secret);
}
