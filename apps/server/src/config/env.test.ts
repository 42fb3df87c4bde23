import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblems } from '../../test/config-problems.ts';
import { loadConfig } from './env.ts';

const secret = 'p7Qm2xZ-kV9rT4bLw8NcHy3JdF6sGa1E';

const razorpay = {
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'rzp-key-secret-7Hq2Lm9x',
  RAZORPAY_WEBHOOK_SECRET: 'rzp-hook-secret-4Vd8Kp1z',
};

/** The seller's identity, required in production. */
const business = {
  BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
  BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  BUSINESS_STATE: '29',
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
};

describe('loadConfig', () => {
  it('listens on this machine only outside production, on every interface only when HOST says so', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: 'memory://', JWT_SECRET: secret };
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('names every missing production setting at once', () => {
    const problems = configProblems({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/JWT_SECRET/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/PUBLIC_URL/);
    expect(problems.join('\n')).toMatch(/PAYMENT_PROVIDER/);
    expect(problems).toContain('BUSINESS_LEGAL_NAME is required in production');
    expect(problems).toContain('BUSINESS_ADDRESS is required in production');
    expect(problems).toContain('BUSINESS_STATE is required in production');
    expect(problems).toContain(
      'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL are required in production',
    );
    expect(problems.join('\n')).toMatch(/SMTP_URL is required in production/);
    expect(problems.join('\n')).toMatch(/MAIL_FROM is required in production/);
  });

  it('refuses a mail server that is not SMTP and a sender that is not an address', () => {
    const problems = configProblems({
      JWT_SECRET: secret,
      DATA_DIR: 'memory://',
      SMTP_URL: 'https://mail.example',
      MAIL_FROM: 'Launchpad',
      ADMIN_NOTIFY_EMAIL: 'ops at launchpad',
    });
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465',
      'MAIL_FROM must be an email address, optionally with a name: Launchpad <hello@example.com>',
      'ADMIN_NOTIFY_EMAIL must be an email address, optionally with a name: Launchpad <hello@example.com>',
    ]);
  });

  it('refuses a short secret and a plain-http public URL in production', () => {
    const problems = configProblems({
      NODE_ENV: 'production',
      JWT_SECRET: 'short',
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'http://launchpad.example',
      PAYMENT_PROVIDER: 'razorpay',
      ...razorpay,
      ...business,
      SMTP_URL: 'smtps://mailer:pass@smtp.launchpad.example:465',
      MAIL_FROM: 'Launchpad <hello@launchpad.example>',
    });
    expect(problems).toEqual([
      'JWT_SECRET must be at least 32 characters',
      'PUBLIC_URL must use https in production',
    ]);
  });

  describe('refuses unsafe production settings, naming each', () => {
    const safe = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'https://launchpad.example',
      PAYMENT_PROVIDER: 'razorpay',
      ...razorpay,
      ...business,
      SMTP_URL: 'smtps://mailer:pass@smtp.launchpad.example:465',
      MAIL_FROM: 'Launchpad <hello@launchpad.example>',
      ADMIN_EMAIL: 'owner@launchpad.example',
      ADMIN_PASSWORD: 'quiet river at dawn',
    };
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        'the payment sandbox',
        { PAYMENT_PROVIDER: 'sandbox' },
        /^PAYMENT_PROVIDER=sandbox is refused in production/,
      ],
      ['a secret of one character repeated', { JWT_SECRET: 'a'.repeat(32) }, /^JWT_SECRET must be random/],
      [
        'a secret of one word repeated',
        { JWT_SECRET: 'launchpad-secret-'.repeat(3) },
        /^JWT_SECRET must be random/,
      ],
      ['a short secret', { JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
      ['a common admin password', { ADMIN_PASSWORD: 'password' }, /^ADMIN_PASSWORD is refused: .*common/],
      ['a repetitive admin password', { ADMIN_PASSWORD: 'aaaaaaaaaa' }, /^ADMIN_PASSWORD is refused/],
      [
        'the admin email as its password',
        { ADMIN_PASSWORD: 'owner@launchpad.example' },
        /^ADMIN_PASSWORD is refused/,
      ],
      ['a rate-limit scale', { RATE_LIMIT_SCALE: '1000000' }, /^RATE_LIMIT_SCALE .* refused in production/],
      ['a plain-http public URL', { PUBLIC_URL: 'http://launchpad.example' }, /^PUBLIC_URL must use https/],
    ];
    it('accepts the safe settings the cases start from', () => {
      expect(configProblems(safe)).toEqual([]);
    });
    for (const [what, change, problem] of cases) {
      it(`refuses ${what}`, () => {
        const problems = configProblems({ ...safe, ...change });
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(problem);
      });
    }
  });

  it('requires the provider credentials of the chosen provider', () => {
    const problems = configProblems({
      JWT_SECRET: secret,
      DATA_DIR: 'memory://',
      PAYMENT_PROVIDER: 'razorpay',
    });
    expect(problems).toEqual([
      'RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=razorpay',
    ]);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'https://launchpad.example/',
      PAYMENT_PROVIDER: 'razorpay',
      ...razorpay,
      ...business,
      SMTP_URL: 'smtps://mailer:pass@smtp.launchpad.example:465',
      MAIL_FROM: 'Launchpad <hello@launchpad.example>',
      ADMIN_NOTIFY_EMAIL: 'Ops@Launchpad.example',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:pass@smtp.launchpad.example:465',
      from: 'Launchpad <hello@launchpad.example>',
      adminNotifyEmail: 'ops@launchpad.example',
      // Progress mails of a launch wait for ten quiet minutes unless told otherwise.
      milestoneQuietMs: 600_000,
    });
    expect(config.business).toEqual({
      legalName: 'Launchpad Ventures Private Limited',
      address: '12 MG Road, Bengaluru, Karnataka 560001',
      state: '29',
      gstin: undefined,
      cin: undefined,
      invoicePrefix: 'LP',
    });
    expect(config.grievanceOfficer).toEqual({
      name: 'Asha Rao',
      email: 'grievance@launchpad.example',
      phone: undefined,
    });
    expect(config.database).toEqual({
      driver: 'postgres',
      url: 'postgres://db/launchpad',
      connectTimeoutMs: 1500,
    });
    expect(config.publicUrl).toBe('https://launchpad.example');
  });

  it('accepts a GSTIN of the business’s state and refuses a mistyped or foreign one', () => {
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://', ...business, BUSINESS_STATE: '27' };
    expect(loadConfig({ ...base, BUSINESS_GSTIN: '27aapfu0939f1zv' }).business?.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect(configProblems({ ...base, BUSINESS_GSTIN: '27AAPFU0939F1ZW' })).toEqual([
      'BUSINESS_GSTIN: The GSTIN’s check character does not match; please check it for typing errors',
    ]);
    expect(configProblems({ ...base, BUSINESS_STATE: '29', BUSINESS_GSTIN: '27AAPFU0939F1ZV' })).toEqual([
      'BUSINESS_GSTIN must start with BUSINESS_STATE (a GSTIN begins with its state code)',
    ]);
    expect(configProblems({ ...base, BUSINESS_STATE: '28' })).toEqual([
      'BUSINESS_STATE must be a two-digit GST state code, e.g. 29 for Karnataka',
    ]);
  });

  it('bounds INVOICE_PREFIX so that document numbers fit 16 characters', () => {
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://' };
    expect(loadConfig({ ...base, NODE_ENV: 'test', INVOICE_PREFIX: 'inv' }).business).toBeUndefined();
    expect(loadConfig({ ...base, ...business, INVOICE_PREFIX: 'inv' }).business?.invoicePrefix).toBe('INV');
    expect(configProblems({ ...base, INVOICE_PREFIX: 'LAUNCH' })).toEqual([
      'INVOICE_PREFIX must be 1 to 3 letters or digits, so that document numbers fit 16 characters',
    ]);
    expect(configProblems({ ...base, INVOICE_PREFIX: 'L/P' })).toHaveLength(1);
  });

  it('asks for the whole identity once any part of it is set, and checks the CIN', () => {
    expect(
      configProblems({ JWT_SECRET: secret, DATA_DIR: 'memory://', BUSINESS_GSTIN: '27AAPFU0939F1ZV' }),
    ).toEqual([
      'BUSINESS_LEGAL_NAME is required with the other BUSINESS_ settings',
      'BUSINESS_ADDRESS is required with the other BUSINESS_ settings',
      'BUSINESS_STATE is required with the other BUSINESS_ settings',
    ]);
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://', ...business };
    expect(loadConfig({ ...base, BUSINESS_CIN: 'u72900ka2020ptc123456' }).business?.cin).toBe(
      'U72900KA2020PTC123456',
    );
    expect(configProblems({ ...base, BUSINESS_CIN: 'U72900KA2020' })).toHaveLength(1);
    expect(configProblems({ ...base, GRIEVANCE_OFFICER_EMAIL: '' })).toEqual([
      'GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL must be set together',
    ]);
  });

  it('shows a statistic only with its source', () => {
    expect(configProblems({ CLIENT_SATISFACTION: '96%' })).toEqual([
      'CLIENT_SATISFACTION and CLIENT_SATISFACTION_SOURCE must be set together',
    ]);
    expect(configProblems({ CLIENT_SATISFACTION: 'most', CLIENT_SATISFACTION_SOURCE: 'A survey' })).toEqual([
      'CLIENT_SATISFACTION must be a percentage, e.g. 96%',
    ]);
    expect(
      configProblems({ CLIENT_SATISFACTION: '96%', CLIENT_SATISFACTION_SOURCE: 'Survey of 212 clients' }),
    ).toEqual([]);
  });

  it('serves the API docs outside production, and in production only with API_DOCS=public; requires staff two-step sign-in likewise', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATABASE_URL: 'postgres://db/launchpad',
      PUBLIC_URL: 'https://launchpad.example',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 'rzp-key-secret-7Hq2Lm9x',
      RAZORPAY_WEBHOOK_SECRET: 'rzp-hook-secret-4Vd8Kp1z',
      SMTP_URL: 'smtp://mail.launchpad.example:587',
      MAIL_FROM: 'Launchpad <hello@launchpad.example>',
      ...business,
    };
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'public' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://', API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(configProblems({ DATA_DIR: 'memory://', API_DOCS: 'yes' }).join()).toMatch(/API_DOCS/);
    // Staff two-step sign-in follows the same pattern: required in production unless said otherwise.
    expect(loadConfig(production).staffTwoFactor).toBe('required');
    expect(loadConfig({ ...production, STAFF_TWO_FACTOR: 'optional' }).staffTwoFactor).toBe('optional');
    expect(loadConfig({ DATA_DIR: 'memory://' }).staffTwoFactor).toBe('optional');
    expect(loadConfig({ DATA_DIR: 'memory://', STAFF_TWO_FACTOR: 'required' }).staffTwoFactor).toBe(
      'required',
    );
    expect(configProblems({ DATA_DIR: 'memory://', STAFF_TWO_FACTOR: 'yes' }).join()).toMatch(
      /STAFF_TWO_FACTOR/,
    );
  });

  it('reads TRUST_PROXY as Fastify takes it, and refuses what it cannot be', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: 'memory://', ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 127.0.0.1,fd00::/8')).toEqual(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);
    for (const wrong of ['maybe', '10.0.0.0/33', 'proxy.internal', '127.0.0.1/8/1']) {
      expect(configProblems({ DATA_DIR: 'memory://', TRUST_PROXY: wrong }).join(), wrong).toMatch(
        /TRUST_PROXY/,
      );
    }
  });

  it('keeps the embedded database in ./data when DATA_DIR is unset or empty', () => {
    for (const DATA_DIR of [undefined, '', '  ']) {
      const config = loadConfig({ JWT_SECRET: secret, DATA_DIR });
      expect(config.database, String(DATA_DIR)).toEqual({ driver: 'pglite', dataDir: path.resolve('data') });
    }
  });

  it('defaults to PGlite, port 3000 and the sandbox provider outside production', () => {
    const config = loadConfig({ JWT_SECRET: secret, DATA_DIR: 'memory://' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database.driver).toBe('pglite');
    expect(config.payments.provider).toBe('sandbox');
    expect(config.payments.enabled).toBe(true);
  });

  it('sells as a marked demo seller in development without BUSINESS_ settings, never in tests or production', () => {
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://' };
    const demo = loadConfig({ ...base, NODE_ENV: 'development' }).business;
    expect(demo).toMatchObject({ legalName: 'Demo seller — not a real business', gstin: undefined });
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).business).toBeUndefined();
    expect(loadConfig({ ...base, NODE_ENV: 'development', ...business }).business?.legalName).toBe(
      business.BUSINESS_LEGAL_NAME,
    );
    expect(
      configProblems({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://launchpad.example' }),
    ).toContain('BUSINESS_LEGAL_NAME is required in production');
  });

  it('offers Google sign-in to browsers only with both a project id and a web API key', () => {
    const base = { JWT_SECRET: secret, DATA_DIR: 'memory://' };
    expect(loadConfig(base).firebaseWeb).toBeUndefined();
    expect(loadConfig({ ...base, FIREBASE_PROJECT_ID: 'launchpad-prod' }).firebaseWeb).toBeUndefined();
    expect(
      loadConfig({ ...base, FIREBASE_PROJECT_ID: 'launchpad-prod', FIREBASE_API_KEY: 'AIzaWebKey_1-2' })
        .firebaseWeb,
    ).toEqual({
      apiKey: 'AIzaWebKey_1-2',
      authDomain: 'launchpad-prod.firebaseapp.com',
      projectId: 'launchpad-prod',
    });
    expect(
      loadConfig({
        ...base,
        FIREBASE_PROJECT_ID: 'launchpad-prod',
        FIREBASE_API_KEY: 'AIzaWebKey',
        FIREBASE_AUTH_DOMAIN: 'login.launchpad.example',
      }).firebaseWeb?.authDomain,
    ).toBe('login.launchpad.example');
  });

  it('refuses Firebase settings that could not be a project id, key or host name', () => {
    const problems = configProblems({
      JWT_SECRET: secret,
      DATA_DIR: 'memory://',
      FIREBASE_PROJECT_ID: 'Launchpad Prod',
      FIREBASE_API_KEY: 'key; script-src *',
      FIREBASE_AUTH_DOMAIN: 'https://launchpad.firebaseapp.com/',
    });
    expect(problems).toEqual([
      'FIREBASE_PROJECT_ID must be a Firebase project id (lower-case letters, digits, hyphens)',
      'FIREBASE_API_KEY must be the web API key from the Firebase console (letters, digits, _ and -)',
      'FIREBASE_AUTH_DOMAIN must be a host name without scheme or path, e.g. my-app.firebaseapp.com',
    ]);
    expect(
      configProblems({ JWT_SECRET: secret, DATA_DIR: 'memory://', FIREBASE_API_KEY: 'AIzaWebKey' }),
    ).toEqual(['FIREBASE_API_KEY and FIREBASE_AUTH_DOMAIN need FIREBASE_PROJECT_ID']);
  });

  it('creates a private JWT secret in DATA_DIR on first start and keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launchpad-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'jwt-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });
});
