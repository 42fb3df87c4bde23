import type SMTPTransport from 'nodemailer/lib/smtp-transport';

// How secrets and the addresses of other services must look: what production refuses, and how
// mail leaves. Pure functions of the settings, used by loadConfig and by the mail transport.

/** The shortest provider secret production accepts (the session secret has its own, 32). */
export const MIN_PROVIDER_SECRET_LENGTH = 16;

/** Secrets a provider issues or we share with it, each checked for length in production. */
export const PROVIDER_SECRETS = [
  'PHONEPE_CLIENT_SECRET',
  'PHONEPE_WEBHOOK_PASSWORD',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** Addresses of other services this server calls; production calls them over https only. */
export const PROVIDER_URLS = [
  'FIREBASE_KEYS_URL',
  'PHONEPE_OAUTH_URL',
  'PHONEPE_PG_URL',
  'SANDBOX_WEBHOOK_URL',
] as const;

type Settings = Partial<Record<(typeof PROVIDER_SECRETS)[number] | (typeof PROVIDER_URLS)[number], string>>;

/** In production: every provider URL is https, every provider secret long enough; each named. */
export function providerSettingProblems(settings: Settings, production: boolean): string[] {
  if (!production) return [];
  const problems: string[] = [];
  for (const name of PROVIDER_URLS) {
    const value = settings[name];
    if (value && URL.canParse(value) && new URL(value).protocol === 'http:') {
      problems.push(`${name} must use https in production: the answers it gives would travel in clear text`);
    }
  }
  for (const name of PROVIDER_SECRETS) {
    const value = settings[name];
    if (value && value.length < MIN_PROVIDER_SECRET_LENGTH) {
      problems.push(
        `${name} must be at least ${MIN_PROVIDER_SECRET_LENGTH} characters in production (the one the provider issued, or a random one)`,
      );
    }
  }
  return problems;
}

/** `localhost`, 127.0.0.0/8 or ::1: a mail server on this machine. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** A query value as nodemailer reads it: numbers and booleans become such. */
function queryValue(value: string): string | number | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
}

/**
 * The SMTP options an `smtp://` or `smtps://` URL stands for, as nodemailer would read them
 * (`?key=value` options, `tls.*` nested), except that a URL cannot override what the scheme,
 * host, port or credentials say. Callers must check `URL.canParse` first.
 */
function parseSmtpUrl(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const options: SMTPTransport.Options & Record<string, unknown> = {
    secure: parsed.protocol === 'smtps:',
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
  };
  if (Number(parsed.port)) options.port = Number(parsed.port);
  if (parsed.username || parsed.password) {
    options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
  }
  for (const [key, raw] of parsed.searchParams) {
    const value = queryValue(raw);
    if (key.startsWith('tls.')) {
      const tls = (options.tls ?? {}) as Record<string, unknown>;
      const name = key.slice(4);
      if (!(name in tls) && name !== '__proto__') tls[name] = value;
      options.tls = tls;
    } else if (!key.includes('.') && !(key in options) && key !== '__proto__') {
      options[key] = value;
    }
  }
  return options as SMTPTransport.Options;
}

/**
 * Whether mail to this server may travel without TLS: only `smtp://` to this machine, and only
 * outside production. Any other `smtp://` server must offer STARTTLS.
 */
function plainAllowed(url: URL, production: boolean): boolean {
  return !production && isLoopbackHost(url.hostname);
}

/** What is wrong with SMTP_URL's transport security, each naming the setting; [] when fine. */
export function smtpUrlProblems(url: string, production: boolean): string[] {
  if (!URL.canParse(url)) return [];
  const parsed = new URL(url);
  const options = parseSmtpUrl(url);
  const problems: string[] = [];
  const where = production ? 'in production' : 'to a mail server on another machine';
  if (parsed.protocol === 'smtp:' && !plainAllowed(parsed, production)) {
    if (options.requireTLS === false || options.ignoreTLS === true) {
      problems.push(
        `SMTP_URL must not turn STARTTLS off (requireTLS=false or ignoreTLS=true) ${where}: mail and the SMTP password would travel in clear text`,
      );
    }
  }
  if (production && options.tls?.rejectUnauthorized === false) {
    problems.push(
      "SMTP_URL must not turn off the mail server's certificate check (tls.rejectUnauthorized=false) in production",
    );
  }
  return problems;
}

/**
 * The transport options of SMTP_URL: as the URL says, with STARTTLS required (`requireTLS`) for
 * every `smtp://` server but one on this machine outside production. Set after the URL is read, so
 * that no option in the URL can take it back.
 */
export function smtpTransportOptions(url: string, production: boolean): SMTPTransport.Options {
  const options = parseSmtpUrl(url);
  if (!options.secure && !plainAllowed(new URL(url), production)) {
    options.requireTLS = true;
    options.ignoreTLS = false;
  }
  return options;
}
