import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startFakeHost } from '../../../../test/fake-host.ts';
import { ProviderError, WebhookAuthError } from './provider.ts';
import { createRazorpayProvider, verifyPaymentLinkCallback } from './razorpay.ts';

/** A local fake of Razorpay's API that records every request it gets. */
const fakeRazorpay = startFakeHost;

const link = (overrides: Record<string, unknown> = {}) => ({
  id: 'plink_Abc123',
  short_url: 'https://rzp.io/i/abc',
  status: 'created',
  amount: 2499900,
  amount_paid: 0,
  reference_id: 'LP261121AAAA',
  expire_by: 1_900_000_000,
  payments: null,
  ...overrides,
});

const options = { keyId: 'rzp_test_key', keySecret: 'rzp_key_secret', webhookSecret: 'whsec_1' };

describe('Razorpay Payment Links client', () => {
  it('creates a link with Basic auth, paise, our reference and a GET callback', async () => {
    const fake = await fakeRazorpay(() => ({ body: link() }));
    const provider = createRazorpayProvider({ ...options, baseUrl: fake.base });
    const checkout = await provider.createCheckout({
      merchantOrderId: 'LP261121AAAA',
      amountPaise: 2499900,
      redirectUrl: 'https://shop.example/payment-success?merchantOrderId=LP261121AAAA',
      expireAfterSeconds: 1200,
      description: 'Launchpad Starter package',
      customer: { name: 'Asha', email: 'asha@example.in', phone: '+919876543210' },
    });
    expect(checkout).toMatchObject({ providerOrderId: 'plink_Abc123', checkoutUrl: 'https://rzp.io/i/abc' });
    const [request] = fake.seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/payment_links');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:rzp_key_secret').toString('base64')}`,
    );
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      amount: 2499900,
      currency: 'INR',
      accept_partial: false,
      reference_id: 'LP261121AAAA',
      callback_url: 'https://shop.example/payment-success?merchantOrderId=LP261121AAAA',
      callback_method: 'get',
      notify: { sms: false, email: false },
      customer: { name: 'Asha', email: 'asha@example.in', contact: '+919876543210' },
    });
  });

  it('maps link states: paid → COMPLETED with the captured method, expired → FAILED, created → PENDING', async () => {
    let current = link({
      status: 'paid',
      amount_paid: 2499900,
      payments: [{ payment_id: 'pay_1', status: 'captured', method: 'upi', amount: 2499900 }],
    });
    const fake = await fakeRazorpay(() => ({ body: current }));
    const provider = createRazorpayProvider({ ...options, baseUrl: fake.base });
    expect(await provider.getStatus('LP1', 'plink_Abc123')).toMatchObject({
      state: 'COMPLETED',
      amountPaise: 2499900,
      paymentMode: 'upi',
    });
    expect(fake.seen[0]?.url).toBe('/v1/payment_links/plink_Abc123');
    current = link({ status: 'expired' });
    expect((await provider.getStatus('LP1', 'plink_Abc123')).state).toBe('FAILED');
    current = link({ status: 'created' });
    expect((await provider.getStatus('LP1', 'plink_Abc123')).state).toBe('PENDING');
  });

  it('turns errors and unreachable hosts into ProviderError', async () => {
    const fake = await fakeRazorpay(() => ({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR' } } }));
    await expect(
      createRazorpayProvider({ ...options, baseUrl: fake.base }).getStatus('LP1', 'plink_1'),
    ).rejects.toBeInstanceOf(ProviderError);
    await expect(
      createRazorpayProvider({ ...options, baseUrl: 'http://127.0.0.1:1' }).getStatus('LP1', 'plink_1'),
    ).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Razorpay signatures', () => {
  it('verifies the payment-link callback signature (the documented example)', () => {
    const params = {
      paymentLinkId: 'plink_Abc123',
      referenceId: 'ORD-1001',
      status: 'paid',
      paymentId: 'pay_Xyz789',
      signature: '0ce7b0f33dd46f705ccec2ba6592c6b14d23f938748e3228e1186c0104b5a069',
    };
    expect(verifyPaymentLinkCallback('rzp_key_secret', params)).toBe(true);
    expect(verifyPaymentLinkCallback('rzp_key_secret', { ...params, status: 'partially_paid' })).toBe(false);
    expect(verifyPaymentLinkCallback('whsec_1', params)).toBe(false);
  });

  it('verifies webhooks over the raw bytes and reads our reference', () => {
    const provider = createRazorpayProvider(options);
    // Escaped unicode and slashes: re-serialising this body would change its bytes.
    const raw = Buffer.from(
      '{"entity":"event","event":"payment_link.paid","payload":{"payment_link":{"entity":{"id":"plink_1","reference_id":"LP261121AAAA","note":"caf\\u00e9 \\/ x"}}}}',
    );
    const signature = createHmac('sha256', 'whsec_1').update(raw).digest('hex');
    expect(provider.verifyWebhook({ 'x-razorpay-signature': signature }, raw)).toEqual({
      merchantOrderId: 'LP261121AAAA',
      event: 'payment_link.paid',
    });
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(() => provider.verifyWebhook({ 'x-razorpay-signature': signature }, reserialised)).toThrow(
      WebhookAuthError,
    );
    expect(() => provider.verifyWebhook({}, raw)).toThrow(WebhookAuthError);
    const withKeySecret = createHmac('sha256', 'rzp_key_secret').update(raw).digest('hex');
    expect(() => provider.verifyWebhook({ 'x-razorpay-signature': withKeySecret }, raw)).toThrow(
      WebhookAuthError,
    );
  });
});
