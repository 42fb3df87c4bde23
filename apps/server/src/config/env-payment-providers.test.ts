import { describe, expect, it } from 'vitest';
import { configProblems } from '../../test/config-problems.ts';
import { loadConfig } from './env.ts';

const phonepe = {
  DATA_DIR: 'memory://',
  PAYMENT_PROVIDER: 'phonepe',
  PHONEPE_CLIENT_ID: 'CLIENT',
  PHONEPE_CLIENT_SECRET: 'client-secret',
  PHONEPE_CLIENT_VERSION: '1',
  PHONEPE_WEBHOOK_USERNAME: 'shop_hook',
  PHONEPE_WEBHOOK_PASSWORD: 'S3cretPass9',
};

describe('PhonePe settings', () => {
  it('takes the production and UAT bases exactly as PhonePe documents them', () => {
    for (const [oauth, pg] of [
      ['https://api.phonepe.com/apis/identity-manager', 'https://api.phonepe.com/apis/pg'],
      ['https://api-preprod.phonepe.com/apis/pg-sandbox', 'https://api-preprod.phonepe.com/apis/pg-sandbox'],
    ]) {
      const config = loadConfig({ ...phonepe, PHONEPE_OAUTH_URL: oauth, PHONEPE_PG_URL: pg });
      expect(config.payments.phonepe).toMatchObject({ oauthUrl: oauth, pgUrl: pg });
    }
  });

  it('refuses a full token endpoint where the base belongs, naming the base to use', () => {
    const problems = configProblems({
      ...phonepe,
      PHONEPE_OAUTH_URL: 'https://api.phonepe.com/apis/identity-manager/v1/oauth/token',
      PHONEPE_PG_URL: 'https://api.phonepe.com/apis/pg/checkout/v2/pay',
    });
    expect(problems).toEqual([
      'PHONEPE_OAUTH_URL must be the base PhonePe documents, without an API path, e.g. https://api.phonepe.com/apis/identity-manager',
      'PHONEPE_PG_URL must be the base PhonePe documents, without an API path, e.g. https://api.phonepe.com/apis/pg',
    ]);
  });

  it('refuses a setting that is not a URL', () => {
    const problems = configProblems({
      ...phonepe,
      PHONEPE_OAUTH_URL: 'api.phonepe.com/apis/identity-manager',
      PHONEPE_PG_URL: 'https://api.phonepe.com/apis/pg',
    });
    expect(problems).toEqual([
      'PHONEPE_OAUTH_URL must be an http(s) URL, e.g. https://api.phonepe.com/apis/identity-manager',
    ]);
  });
});

describe('the resume window', () => {
  it('is 10 s unless set, in seconds', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).payments.resumeWindowMs).toBe(10_000);
    const shortened = loadConfig({ DATA_DIR: 'memory://', PAYMENT_RESUME_WINDOW_SECONDS: '2' });
    expect(shortened.payments.resumeWindowMs).toBe(2_000);
  });

  it('refuses none at all and more than the checkout lasts', () => {
    for (const value of ['0', '-1', '601', 'soon']) {
      expect(configProblems({ DATA_DIR: 'memory://', PAYMENT_RESUME_WINDOW_SECONDS: value }), value).toEqual([
        expect.stringContaining('PAYMENT_RESUME_WINDOW_SECONDS'),
      ]);
    }
  });
});
