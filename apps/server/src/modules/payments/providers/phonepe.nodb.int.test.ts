import { describe, expect, it } from 'vitest';
import { startFakeHost } from '../../../../test/fake-host.ts';
import { createPhonePeProvider, phonePeWebhookAuthorization } from './phonepe.ts';
import { ProviderError, WebhookAuthError } from './provider.ts';

/** A local fake of PhonePe's hosts that records every request it gets. */
const fakePhonePe = startFakeHost;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokenAnswer(value = 'tok-1', lifetime = 3600) {
  const issued = nowSeconds();
  return {
    body: {
      access_token: value,
      encrypted_access_token: 'x',
      expires_in: null,
      issued_at: issued,
      expires_at: issued + lifetime,
      session_expires_at: issued + lifetime,
      token_type: 'O-Bearer',
    },
  };
}

function provider(base: string, extra: Partial<Parameters<typeof createPhonePeProvider>[0]> = {}) {
  return createPhonePeProvider({
    clientId: 'CLIENT',
    clientSecret: 'SECRET',
    clientVersion: '1',
    oauthUrl: base,
    pgUrl: `${base}/apis/pg`,
    webhookUsername: 'shop_hook',
    webhookPassword: 'S3cretPass9',
    ...extra,
  });
}

const checkout = {
  merchantOrderId: 'LP261121ABCDEF',
  amountPaise: 4999900,
  redirectUrl: 'https://shop.example/payment-success?merchantOrderId=LP261121ABCDEF',
  expireAfterSeconds: 1200,
  description: 'Launchpad Growth package',
  customer: { name: 'Asha', email: 'asha@example.in', phone: null },
};

describe('PhonePe client wire format', () => {
  it('gets a token with the client-credentials form, then pays with O-Bearer and paise', async () => {
    const fake = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth/token')
        ? tokenAnswer()
        : {
            body: {
              orderId: 'OMO123',
              state: 'PENDING',
              expireAt: Date.now() + 1_200_000,
              redirectUrl: 'https://pay.example/x',
            },
          },
    );
    const result = await provider(fake.base).createCheckout(checkout);
    expect(result).toMatchObject({ providerOrderId: 'OMO123', checkoutUrl: 'https://pay.example/x' });

    const [token, pay] = fake.seen;
    expect(token?.method).toBe('POST');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      client_id: 'CLIENT',
      client_secret: 'SECRET',
      client_version: '1',
      grant_type: 'client_credentials',
    });
    expect(pay?.url).toBe('/apis/pg/checkout/v2/pay');
    expect(pay?.headers.authorization).toBe('O-Bearer tok-1');
    expect(pay?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(pay?.body ?? '{}');
    expect(body).toEqual({
      merchantOrderId: 'LP261121ABCDEF',
      amount: 4999900,
      expireAfter: 1200,
      metaInfo: { udf1: 'Launchpad Growth package' },
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: 'Launchpad Growth package',
        merchantUrls: { redirectUrl: checkout.redirectUrl },
      },
    });
    expect(Number.isInteger(body.amount)).toBe(true);
  });

  it('reads the root state, amount and the completed attempt’s payment mode', async () => {
    const fake = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth')
        ? tokenAnswer()
        : {
            body: {
              orderId: 'OMO1',
              state: 'COMPLETED',
              amount: 4999900,
              expireAt: 1,
              paymentDetails: [
                { transactionId: 'a', paymentMode: 'CARD', state: 'FAILED', timestamp: 2, amount: 4999900 },
                {
                  transactionId: 'b',
                  paymentMode: 'UPI_QR',
                  state: 'COMPLETED',
                  timestamp: 1,
                  amount: 4999900,
                },
              ],
            },
          },
    );
    const status = await provider(fake.base).getStatus('LP1', null);
    expect(status).toMatchObject({ state: 'COMPLETED', amountPaise: 4999900, paymentMode: 'UPI_QR' });
    expect(fake.seen[1]?.url).toBe('/apis/pg/checkout/v2/order/LP1/status?details=false');
    expect(fake.seen[1]?.method).toBe('GET');
  });

  it('caches the token, and fetches it once for concurrent calls', async () => {
    const fake = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth')
        ? { ...tokenAnswer(), delayMs: 50 }
        : { body: { orderId: 'O', state: 'PENDING', amount: 100, expireAt: 1 } },
    );
    const client = provider(fake.base);
    await Promise.all([
      client.getStatus('A', null),
      client.getStatus('B', null),
      client.getStatus('C', null),
    ]);
    await client.getStatus('D', null);
    expect(fake.seen.filter((r) => r.url.startsWith('/v1/oauth'))).toHaveLength(1);
  });

  it('refreshes the token once past the midpoint of its life', async () => {
    let clock = Date.now();
    let tokens = 0;
    const fake = await fakePhonePe((req) => {
      if (req.url.startsWith('/v1/oauth')) {
        tokens += 1;
        const issued = Math.floor(clock / 1000);
        return {
          body: {
            access_token: `tok-${tokens}`,
            issued_at: issued,
            expires_at: issued + 600,
            token_type: 'O-Bearer',
          },
        };
      }
      return { body: { orderId: 'O', state: 'PENDING', amount: 100, expireAt: 1 } };
    });
    const client = provider(fake.base, { now: () => clock });
    await client.getStatus('A', null);
    clock += 200_000;
    await client.getStatus('B', null);
    expect(tokens).toBe(1);
    clock += 200_000;
    await client.getStatus('C', null);
    expect(tokens).toBe(2);
    expect(fake.seen.at(-1)?.headers.authorization).toBe('O-Bearer tok-2');
  });

  it('on a 401 fetches a new token and retries exactly once', async () => {
    let tokens = 0;
    let statusCalls = 0;
    const fake = await fakePhonePe((req) => {
      if (req.url.startsWith('/v1/oauth')) {
        tokens += 1;
        return tokenAnswer(`tok-${tokens}`);
      }
      statusCalls += 1;
      return req.headers.authorization === 'O-Bearer tok-1'
        ? { status: 401, body: { errorCode: 'PR004', message: 'Unauthorized' } }
        : { body: { orderId: 'O', state: 'FAILED', amount: 100, expireAt: 1 } };
    });
    const status = await provider(fake.base).getStatus('A', null);
    expect(status.state).toBe('FAILED');
    expect(tokens).toBe(2);
    expect(statusCalls).toBe(2);
  });

  it('gives up after the one retry when the provider keeps answering 401', async () => {
    let statusCalls = 0;
    const fake = await fakePhonePe((req) => {
      if (req.url.startsWith('/v1/oauth')) return tokenAnswer();
      statusCalls += 1;
      return { status: 401, body: {} };
    });
    await expect(provider(fake.base).getStatus('A', null)).rejects.toBeInstanceOf(ProviderError);
    expect(statusCalls).toBe(2);
  });

  it('turns a slow answer, a 5xx, garbage and a refused connection into ProviderError', async () => {
    const slow = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth') ? tokenAnswer() : { delayMs: 500, body: {} },
    );
    await expect(provider(slow.base, { timeoutMs: 100 }).getStatus('A', null)).rejects.toBeInstanceOf(
      ProviderError,
    );
    const failing = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth') ? tokenAnswer() : { status: 503, body: {} },
    );
    await expect(provider(failing.base).getStatus('A', null)).rejects.toBeInstanceOf(ProviderError);
    const garbage = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth') ? tokenAnswer() : { raw: '<html>oops' },
    );
    await expect(provider(garbage.base).getStatus('A', null)).rejects.toBeInstanceOf(ProviderError);
    const wrongShape = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth') ? tokenAnswer() : { body: { state: 'PAID' } },
    );
    await expect(provider(wrongShape.base).getStatus('A', null)).rejects.toBeInstanceOf(ProviderError);
    await expect(provider('http://127.0.0.1:1').getStatus('A', null)).rejects.toBeInstanceOf(ProviderError);
  });

  it('sends refunds in paise with the original merchantOrderId', async () => {
    const fake = await fakePhonePe((req) =>
      req.url.startsWith('/v1/oauth')
        ? tokenAnswer()
        : { body: { refundId: 'OMR1', amount: 10000, state: 'PENDING' } },
    );
    const result = await provider(fake.base).refund({
      merchantOrderId: 'LP1',
      providerOrderId: 'OMO1',
      merchantRefundId: 'R-LP1-1',
      amountPaise: 10000,
    });
    expect(result).toEqual({
      state: 'PENDING',
      providerRefundId: 'OMR1',
      raw: { refundId: 'OMR1', amount: 10000, state: 'PENDING' },
    });
    expect(fake.seen[1]?.url).toBe('/apis/pg/payments/v2/refund');
    expect(JSON.parse(fake.seen[1]?.body ?? '{}')).toEqual({
      merchantRefundId: 'R-LP1-1',
      originalMerchantOrderId: 'LP1',
      amount: 10000,
    });
  });
});

describe('PhonePe webhook authentication', () => {
  it('hashes username:password to lowercase hex SHA-256 (the documented example)', () => {
    expect(phonePeWebhookAuthorization('shop_hook', 'S3cretPass9')).toBe(
      '2210af6f543715e1fb75582c80766d73d0c285709f836152b59efa17ef51459b',
    );
  });

  it('accepts the bare hash and reads the merchantOrderId from the payload', () => {
    const client = provider('http://127.0.0.1:1');
    const body = Buffer.from(
      JSON.stringify({
        event: 'checkout.order.completed',
        payload: { merchantOrderId: 'LP9', state: 'COMPLETED' },
      }),
    );
    const notice = client.verifyWebhook(
      { authorization: '2210af6f543715e1fb75582c80766d73d0c285709f836152b59efa17ef51459b' },
      body,
    );
    expect(notice).toEqual({ merchantOrderId: 'LP9', event: 'checkout.order.completed' });
  });

  it('refuses a missing, wrong, prefixed or upper-case header', () => {
    const client = provider('http://127.0.0.1:1');
    const body = Buffer.from('{}');
    const good = '2210af6f543715e1fb75582c80766d73d0c285709f836152b59efa17ef51459b';
    for (const authorization of [undefined, 'nope', `SHA256 ${good}`, `Basic ${good}`, good.toUpperCase()]) {
      expect(() => client.verifyWebhook({ authorization }, body)).toThrow(WebhookAuthError);
    }
  });
});
