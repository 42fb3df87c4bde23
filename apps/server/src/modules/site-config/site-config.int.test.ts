import { siteConfigSchema, successEnvelope } from '@launchpad/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { whatsappDigits } from './site-config.routes.ts';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('GET /api/site-config', () => {
  it('offers no WhatsApp number when none is configured, and the support contacts', async () => {
    ctx = await createTestApp({ SUPPORT_EMAIL: 'help@launchpad.example', SUPPORT_PHONE: '+91 80 1111 2222' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = successEnvelope(siteConfigSchema).parse(res.json());
    expect(body.data).toEqual({
      whatsappNumber: null,
      supportEmail: 'help@launchpad.example',
      supportPhone: '+91 80 1111 2222',
      seller: null,
      grievanceOfficer: null,
      statistics: [],
    });
  });

  it('gives a statistic only with its source, as configured', async () => {
    ctx = await createTestApp({
      CLIENT_SATISFACTION: '96%',
      CLIENT_SATISFACTION_SOURCE: 'Survey of 212 clients, November 2026',
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });
    const { data } = successEnvelope(siteConfigSchema).parse(res.json());
    expect(data.statistics).toEqual([
      { figure: '96%', label: 'client satisfaction', source: 'Survey of 212 clients, November 2026' },
    ]);
  });

  it('names the seller and the grievance officer when they are configured', async () => {
    ctx = await createTestApp({
      BUSINESS_LEGAL_NAME: 'Launchpad Ventures Private Limited',
      BUSINESS_ADDRESS: '12 MG Road, Bengaluru 560001',
      BUSINESS_STATE: '27',
      BUSINESS_GSTIN: '27AAPFU0939F1ZV',
      BUSINESS_CIN: 'U72900MH2020PTC123456',
      GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@launchpad.example',
    });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });

    const { data } = successEnvelope(siteConfigSchema).parse(res.json());
    expect(data.seller).toEqual({
      legalName: 'Launchpad Ventures Private Limited',
      address: '12 MG Road, Bengaluru 560001',
      stateName: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
      cin: 'U72900MH2020PTC123456',
    });
    expect(data.grievanceOfficer).toEqual({
      name: 'Asha Rao',
      email: 'grievance@launchpad.example',
      phone: null,
    });
  });

  it('gives the configured WhatsApp number as digits for wa.me links', async () => {
    ctx = await createTestApp({ WHATSAPP_NUMBER: '+91 98450-12345' });

    const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config' });

    expect(res.json().data.whatsappNumber).toBe('919845012345');
  });
});

describe('whatsappDigits', () => {
  it('drops everything but digits and refuses numbers too short to be real', () => {
    expect(whatsappDigits('+91 (98450) 12345')).toBe('919845012345');
    expect(whatsappDigits('12-34')).toBeNull();
    expect(whatsappDigits(undefined)).toBeNull();
  });
});
