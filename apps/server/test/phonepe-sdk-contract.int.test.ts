import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as PhonePeSdk from '@phonepe-pg/pg-sdk-node';
import type {
  CallbackData,
  OrderStatusResponse,
  PaymentDetail,
  RefundStatusResponse,
} from '@phonepe-pg/pg-sdk-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SANDBOX_MERCHANT_ID,
  sandboxCredentials,
} from '../src/modules/payments/sandbox/sandbox-credentials.ts';
import { baseUrl } from './event-stream.ts';
import { createTestApp, TEST_SECRET, type TestContext, waitFor } from './helpers.ts';

// PhonePe's official Node SDK, pointed at our /sandbox, must understand every answer and callback
// of the calls we implement. The SDK holds its hosts in an exported object (no setting for them):
// they are replaced before the client is created, the one way to point it anywhere else.

const sdk = createRequire(import.meta.url)('@phonepe-pg/pg-sdk-node') as typeof PhonePeSdk;
const sdkBaseUrls = createRequire(import.meta.url)(
  '@phonepe-pg/pg-sdk-node/dist/common/constants/BaseUrl',
) as { BaseUrl: Record<'SANDBOX', Record<'PG_HOST_URL' | 'OAUTH_HOST_URL', string>> };

/** The keys a class of the SDK declares as always present. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** Written out so that the compiler checks the list against the SDK's own declarations. */
const orderStatusFields = {
  orderId: true,
  state: true,
  amount: true,
  expireAt: true,
  paymentDetails: true,
} satisfies Record<RequiredKeys<OrderStatusResponse>, true>;
const paymentDetailFields = {
  transactionId: true,
  paymentMode: true,
  timestamp: true,
  amount: true,
  state: true,
} satisfies Record<RequiredKeys<PaymentDetail>, true>;
const refundStatusFields = {
  merchantId: true,
  merchantRefundId: true,
  originalMerchantOrderId: true,
  amount: true,
  state: true,
  paymentDetails: true,
} satisfies Record<RequiredKeys<RefundStatusResponse>, true>;
const callbackFields = {
  state: true,
  amount: true,
  expireAt: true,
  orderId: true,
  merchantId: true,
  paymentDetails: true,
} satisfies Record<RequiredKeys<CallbackData>, true>;

function expectFields(value: object, fields: Record<string, true>) {
  for (const field of Object.keys(fields)) expect(value, field).toHaveProperty(field);
}

const credentials = sandboxCredentials(TEST_SECRET);
let ctx: TestContext;
let client: PhonePeSdk.StandardCheckoutClient;
interface Callback {
  headers: IncomingHttpHeaders;
  body: string;
}
/** Every callback the sandbox delivered to the shop's webhook URL, as it arrived. */
const callbacks: Callback[] = [];
const shop = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    callbacks.push({ headers: req.headers, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  // The shop's webhook endpoint, as it would be set in PhonePe's dashboard: here a recorder.
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const shopPort = (shop.address() as AddressInfo).port;
  ctx = await createTestApp(
    { SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${shopPort}/webhook`, SANDBOX_REFUND_DELAY_SECONDS: '6' },
    { listen: true },
  );
  sdkBaseUrls.BaseUrl.SANDBOX.PG_HOST_URL = `${baseUrl(ctx.app)}/sandbox`;
  sdkBaseUrls.BaseUrl.SANDBOX.OAUTH_HOST_URL = `${baseUrl(ctx.app)}/sandbox`;
  client = sdk.StandardCheckoutClient.getInstance(
    credentials.clientId,
    credentials.clientSecret,
    Number(credentials.clientVersion),
    sdk.Env.SANDBOX,
  );
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => shop.close(resolve));
});

const merchantOrderId = `SDK${Date.now()}`;
const redirectUrl = `https://merchant.example/payment-success?merchantOrderId=${merchantOrderId}`;

async function callbackAbout(match: (body: string) => boolean): Promise<Callback> {
  let found: Callback | undefined;
  await waitFor(async () => {
    found = callbacks.find((r) => match(r.body));
    return found !== undefined;
  });
  return found as Callback;
}

describe("PhonePe's Node SDK against /sandbox", () => {
  it('fetches a token and pays: the answer carries the hosted page', async () => {
    const request = sdk.StandardCheckoutPayRequest.builder()
      .merchantOrderId(merchantOrderId)
      .amount(49_900)
      .redirectUrl(redirectUrl)
      .build();
    const paid = await client.pay(request);
    expect(paid.state).toBe('PENDING');
    expect(paid.orderId).toMatch(/^OMO/);
    expect(paid.expireAt).toBeGreaterThan(Date.now());
    expect(paid.redirectUrl).toContain(`/sandbox/checkout/${merchantOrderId}`);
  });

  it('reads a pending order with every field the SDK declares', async () => {
    const status = await client.getOrderStatus(merchantOrderId, true);
    expectFields(status, orderStatusFields);
    expect(status).toMatchObject({ state: 'PENDING', amount: 49_900, merchantId: SANDBOX_MERCHANT_ID });
  });

  it("answers an unknown order with PhonePe's INVALID_MERCHANT_ORDER_ID", async () => {
    const failure = await client.getOrderStatus('NEVER-CREATED').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(sdk.PhonePeException);
    expect(failure).toMatchObject({ httpStatusCode: 404, code: 'INVALID_MERCHANT_ORDER_ID' });
  });

  it("returns the buyer to the merchant's redirectUrl on another origin, as its CSP allows", async () => {
    const pageUrl = `${baseUrl(ctx.app)}/sandbox/checkout/${merchantOrderId}`;
    const page = await fetch(pageUrl);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/form-action 'self' https:\/\/merchant\.example(;|$)/);
    const submitted = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', mode: 'CARD' }).toString(),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe(redirectUrl);
  });

  it('sends a completion callback that validateCallback accepts, with what CallbackData declares', async () => {
    const callback = await callbackAbout((body) => body.includes('checkout.order.completed'));
    const parsed = client.validateCallback(
      credentials.webhookUsername,
      credentials.webhookPassword,
      String(callback.headers.authorization),
      callback.body,
    );
    expectFields(parsed.payload, callbackFields);
    expect(parsed.payload).toMatchObject({
      merchantOrderId,
      state: 'COMPLETED',
      merchantId: SANDBOX_MERCHANT_ID,
    });
    expectFields(parsed.payload.paymentDetails[0] as object, paymentDetailFields);
    expect(() =>
      client.validateCallback(
        credentials.webhookUsername,
        'wrong-password1',
        String(callback.headers.authorization),
        callback.body,
      ),
    ).toThrow(/Invalid Callback/);
  });

  it('reads the completed order with the attempt that paid', async () => {
    const status = await client.getOrderStatus(merchantOrderId);
    expect(status.state).toBe('COMPLETED');
    expectFields(status.paymentDetails[0] as object, paymentDetailFields);
    expect(status.paymentDetails[0]?.paymentMode).toBe('CARD');
  });

  it('reads the paying attempt by its transaction id with getTransactionStatus, and refuses an unknown one', async () => {
    const order = await client.getOrderStatus(merchantOrderId);
    const transactionId = String(order.paymentDetails[0]?.transactionId);
    const status = await client.getTransactionStatus(transactionId);
    expectFields(status, orderStatusFields);
    expect(status).toMatchObject({ orderId: order.orderId, state: 'COMPLETED', amount: 49_900 });
    const failure = await client.getTransactionStatus('OMNEVER1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(sdk.PhonePeException);
    expect(failure).toMatchObject({ httpStatusCode: 404, code: 'INVALID_TRANSACTION_ID' });
  });

  it('creates an order for the mobile SDKs with createSdkOrder, once per merchant order id', async () => {
    const request = sdk.CreateSdkOrderRequest.StandardCheckoutBuilder()
      .merchantOrderId(`${merchantOrderId}-APP`)
      .amount(49_900)
      .redirectUrl(redirectUrl)
      .build();
    const created = await client.createSdkOrder(request);
    expect(created).toMatchObject({ state: 'PENDING' });
    expect(created.orderId).toMatch(/^OMO/);
    expect(created.token).toEqual(expect.any(String));
    expect(created.expireAt).toBeGreaterThan(Date.now());
    expect((await client.getOrderStatus(`${merchantOrderId}-APP`)).state).toBe('PENDING');
    const again = await client.createSdkOrder(request).catch((error: unknown) => error);
    expect(again).toMatchObject({ httpStatusCode: 409, code: 'DUPLICATE_ORDER' });
  });

  it('refunds, and the refund goes PENDING, CONFIRMED, COMPLETED with every declared field', async () => {
    const merchantRefundId = `${merchantOrderId}-R1`;
    const refund = await client.refund(
      sdk.RefundRequest.builder()
        .merchantRefundId(merchantRefundId)
        .originalMerchantOrderId(merchantOrderId)
        .amount(10_000)
        .build(),
    );
    expect(refund).toMatchObject({ amount: 10_000, state: 'PENDING' });
    expect(refund.refundId).toMatch(/^OMR/);

    const seen = new Set<string>();
    await waitFor(
      async () => {
        const status = await client.getRefundStatus(merchantRefundId);
        expectFields(status, refundStatusFields);
        expect(status).toMatchObject({
          merchantId: SANDBOX_MERCHANT_ID,
          merchantRefundId,
          originalMerchantOrderId: merchantOrderId,
        });
        seen.add(status.state);
        return status.state === 'COMPLETED';
      },
      { intervalMs: 300 },
    );
    expect(seen).toContain('CONFIRMED');

    const accepted = await callbackAbout((body) => body.includes('pg.refund.accepted'));
    const acceptance = client.validateCallback(
      credentials.webhookUsername,
      credentials.webhookPassword,
      String(accepted.headers.authorization),
      accepted.body,
    );
    // The SDK declares the callback types by name; the body carries the name.
    expect(String(acceptance.type)).toBe(sdk.CallbackType[sdk.CallbackType.PG_REFUND_ACCEPTED]);
    expectFields(acceptance.payload, callbackFields);
    expect(acceptance.payload).toMatchObject({ merchantRefundId, state: 'CONFIRMED' });

    const callback = await callbackAbout((body) => body.includes('pg.refund.completed'));
    const parsed = client.validateCallback(
      credentials.webhookUsername,
      credentials.webhookPassword,
      String(callback.headers.authorization),
      callback.body,
    );
    expectFields(parsed.payload, callbackFields);
    expect(parsed.payload).toMatchObject({
      merchantRefundId,
      originalMerchantOrderId: merchantOrderId,
      state: 'COMPLETED',
    });
  });
});
