import { describe, expect, it } from 'vitest';
import { configProblems } from '../../test/config-problems.ts';
import { isLoopbackHost, smtpTransportOptions } from './transport-rules.ts';

/** Production settings that pass, PhonePe as the provider so that each of its settings is in play. */
const safe = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p7Qm2xZ-kV9rT4bLw8NcHy3JdF6sGa1E',
  DATABASE_URL: 'postgres://db/launchpad',
  PUBLIC_URL: 'https://launchpad.example',
  SMTP_URL: 'smtp://mailer:pass@smtp.launchpad.example:587',
  MAIL_FROM: 'Launchpad <hello@launchpad.example>',
  BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
  BUSINESS_ADDRESS: '12 MG Road, Bengaluru, Karnataka 560001',
  BUSINESS_STATE: '29',
  GRIEVANCE_OFFICER_NAME: 'Asha Rao',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'M22LAUNCHPAD',
  PHONEPE_CLIENT_SECRET: '3f9c1a7e-52d4-4b8e-9a61-0c2f7d8e4b15',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_OAUTH_URL: 'https://api.phonepe.com/apis/identity-manager',
  PHONEPE_PG_URL: 'https://api.phonepe.com/apis/pg',
  PHONEPE_WEBHOOK_USERNAME: 'launchpad_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'Wq8mZt2Lp5Xc9Rv1',
  FIREBASE_PROJECT_ID: 'launchpad-prod',
  FIREBASE_KEYS_URL:
    'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com',
  METRICS_TOKEN: 'mT4kQ9zR2xV7bN1cL8pW3sD6fG0hJ5yA',
};

describe('production refuses provider settings that expose traffic or secrets, naming each', () => {
  it('accepts the safe settings the cases start from', () => {
    expect(configProblems(safe)).toEqual([]);
  });

  const cases: [string, Record<string, string>, RegExp][] = [
    [
      'plain http for FIREBASE_KEYS_URL',
      { FIREBASE_KEYS_URL: 'http://keys.example/x509' },
      /^FIREBASE_KEYS_URL must use https in production/,
    ],
    [
      'plain http for PHONEPE_OAUTH_URL',
      { PHONEPE_OAUTH_URL: 'http://api.phonepe.com/apis/identity-manager' },
      /^PHONEPE_OAUTH_URL must use https in production/,
    ],
    [
      'plain http for PHONEPE_PG_URL',
      { PHONEPE_PG_URL: 'http://api.phonepe.com/apis/pg' },
      /^PHONEPE_PG_URL must use https in production/,
    ],
    [
      'plain http for SANDBOX_WEBHOOK_URL',
      { SANDBOX_WEBHOOK_URL: 'http://shop.example/api/payments/webhook/phonepe' },
      /^SANDBOX_WEBHOOK_URL must use https in production/,
    ],
    [
      'a one-character PHONEPE_CLIENT_SECRET',
      { PHONEPE_CLIENT_SECRET: 'x' },
      /^PHONEPE_CLIENT_SECRET must be at least 16 characters in production/,
    ],
    [
      'a short PHONEPE_WEBHOOK_PASSWORD',
      { PHONEPE_WEBHOOK_PASSWORD: 'S3cretPass9' },
      /^PHONEPE_WEBHOOK_PASSWORD must be at least 16 characters in production/,
    ],
    [
      'a short METRICS_TOKEN',
      { METRICS_TOKEN: 'metrics-token-1' },
      /^METRICS_TOKEN must be at least 32 characters/,
    ],
    [
      'a long METRICS_TOKEN made of one repeated piece',
      { METRICS_TOKEN: 'metrics-metrics-metrics-metrics-' },
      /^METRICS_TOKEN must be random, with at least 16 different characters/,
    ],
    [
      'a long METRICS_TOKEN of few different characters',
      { METRICS_TOKEN: 'aaaabbbbccccddddaaaabbbbccccdddd1' },
      /^METRICS_TOKEN must be random, with at least 16 different characters/,
    ],
    [
      'an SMTP URL that turns STARTTLS off',
      { SMTP_URL: 'smtp://mailer:pass@smtp.launchpad.example:587?requireTLS=false' },
      /^SMTP_URL must not turn STARTTLS off .* in production/,
    ],
    [
      'an SMTP URL that ignores STARTTLS',
      { SMTP_URL: 'smtp://mailer:pass@smtp.launchpad.example:587?ignoreTLS=true' },
      /^SMTP_URL must not turn STARTTLS off .* in production/,
    ],
    [
      'plain SMTP even to this machine',
      { SMTP_URL: 'smtp://127.0.0.1:25?ignoreTLS=true' },
      /^SMTP_URL must not turn STARTTLS off .* in production/,
    ],
    [
      "an SMTP URL that skips the server's certificate check",
      { SMTP_URL: 'smtps://mailer:pass@smtp.launchpad.example:465?tls.rejectUnauthorized=false' },
      /^SMTP_URL must not turn off the mail server's certificate check/,
    ],
  ];
  for (const [what, change, problem] of cases) {
    it(`refuses ${what}`, () => {
      const problems = configProblems({ ...safe, ...change });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(problem);
    });
  }

  it('refuses short Razorpay secrets, naming each', () => {
    const problems = configProblems({
      ...safe,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_key',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^RAZORPAY_KEY_SECRET must be at least 16 characters in production/),
      expect.stringMatching(/^RAZORPAY_WEBHOOK_SECRET must be at least 16 characters in production/),
    ]);
  });

  it('leaves development free to use http test doubles and short secrets', () => {
    const development = {
      NODE_ENV: 'development',
      DATA_DIR: 'memory://',
      FIREBASE_KEYS_URL: 'http://127.0.0.1:9099/keys',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'hook',
    };
    expect(configProblems(development)).toEqual([]);
  });
});

describe('SMTP without TLS', () => {
  const base = { NODE_ENV: 'development', DATA_DIR: 'memory://' };

  it('is allowed outside production only to a server on this machine', () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      expect(configProblems({ ...base, SMTP_URL: `smtp://${host}:2525?ignoreTLS=true` })).toEqual([]);
    }
    expect(configProblems({ ...base, SMTP_URL: 'smtp://mail.example.com:587?ignoreTLS=true' })).toEqual([
      expect.stringMatching(/^SMTP_URL must not turn STARTTLS off .* to a mail server on another machine/),
    ]);
    expect(
      configProblems({ ...base, SMTP_URL: 'smtp://mail.example.com:587?requireTLS=false' }),
    ).toHaveLength(1);
  });

  it('knows the loopback addresses', () => {
    expect(['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]'].every(isLoopbackHost)).toBe(true);
    expect(['mail.example.com', '10.0.0.1', '128.0.0.1', 'localhost.example'].some(isLoopbackHost)).toBe(
      false,
    );
  });

  it("requires STARTTLS for smtp:// off this machine and in production, whatever the URL's options say", () => {
    const remote = smtpTransportOptions(
      'smtp://u:p%40ss@mail.example.com:587?requireTLS=false&ignoreTLS=true',
      false,
    );
    expect(remote).toMatchObject({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: 'u', pass: 'p@ss' },
    });
    expect(smtpTransportOptions('smtp://127.0.0.1:25?requireTLS=false', true).requireTLS).toBe(true);
    expect(smtpTransportOptions('smtp://127.0.0.1:2525', false).requireTLS).toBeUndefined();
    expect(smtpTransportOptions('smtps://mail.example.com:465?secure=false', true)).toMatchObject({
      secure: true,
    });
  });
});
