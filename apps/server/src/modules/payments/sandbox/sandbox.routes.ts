import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatInr } from '@launchpad/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxOrderRow, SandboxRefundRow } from '../../../db/schema.ts';
import { phonePeWebhookAuthorization } from '../providers/phonepe.ts';
import type { SandboxRefundsRepository, SandboxRepository } from './sandbox.repository.ts';
import { escapeHtml, page, returningPolicy } from './sandbox-page.ts';

// A PhonePe-v2-compatible payment provider served by this process under /sandbox, so that the
// default run drives the real PhonePe client over HTTP: OAuth, pay, order status, refund, a hosted
// checkout page and webhooks authenticated exactly as PhonePe does.

export interface SandboxCredentials {
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUsername: string;
  webhookPassword: string;
}

/** Credentials derived from the server's own secret: nothing to configure, nothing guessable. */
export function sandboxCredentials(serverSecret: string): SandboxCredentials {
  const derive = (label: string) =>
    createHmac('sha256', serverSecret).update(`sandbox:${label}`).digest('hex');
  return {
    clientId: 'LAUNCHPAD_SANDBOX',
    clientSecret: derive('client-secret'),
    clientVersion: '1',
    webhookUsername: 'sandbox_hook',
    webhookPassword: `Sb${derive('webhook-password').slice(0, 16)}9`,
  };
}

interface Options {
  repo: SandboxRepository;
  refundsRepo: SandboxRefundsRepository;
  credentials: SandboxCredentials;
  /** Where the browser reaches this server (checkout page links). */
  publicUrl: string;
  /** Where the shop's PhonePe webhook is (PhonePe's dashboard holds it for a real merchant). */
  webhookUrl: () => string;
  /** "Leave pending" completes the payment by itself after this long. */
  pendingDelayMs: number;
  /** A refund settles by itself after this long, and the shop is told by webhook. */
  refundDelayMs: number;
  now?: () => number;
}

const TOKEN_TTL_SECONDS = 3600;

/** The merchant the sandbox plays, named in status answers and callbacks as PhonePe names its merchants. */
export const SANDBOX_MERCHANT_ID = 'LAUNCHPADSANDBOX';

const payBodySchema = z.object({
  merchantOrderId: z.string().regex(/^[A-Za-z0-9_-]{1,63}$/),
  amount: z.number().int().min(100),
  expireAfter: z.number().int().min(300).max(3600).optional(),
  metaInfo: z.record(z.string(), z.string()).optional(),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    message: z.string().optional(),
    merchantUrls: z.object({ redirectUrl: z.string().url() }),
  }),
});

const modes = [
  { value: 'UPI_QR', label: 'UPI' },
  { value: 'CARD', label: 'Card' },
  { value: 'NET_BANKING', label: 'Net Banking' },
] as const;

function providerError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ success: false, code, message, data: {} });
}

export async function sandboxRoutes(app: FastifyInstance, options: Options) {
  const { repo, credentials } = options;
  const now = options.now ?? Date.now;
  const tokenKey = createHmac('sha256', credentials.clientSecret).update('token-key').digest();

  const sign = (expiresAt: number) =>
    createHmac('sha256', tokenKey).update(String(expiresAt)).digest('base64url');
  const issueToken = (expiresAt: number) => `sbx.${expiresAt}.${sign(expiresAt)}`;
  function tokenValid(header: string | undefined): boolean {
    const match = /^O-Bearer sbx\.(\d+)\.([\w-]+)$/.exec(header ?? '');
    if (!match) return false;
    const expiresAt = Number(match[1]);
    const expected = Buffer.from(sign(expiresAt));
    const given = Buffer.from(match[2] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given) && expiresAt * 1000 > now();
  }
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenValid(request.headers.authorization)) {
      return providerError(reply, 401, 'PR004', 'Unauthorized');
    }
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The order as PhonePe's status API would describe it, settling what time has decided. */
  async function currentState(order: SandboxOrderRow): Promise<SandboxOrderRow> {
    if (order.state !== 'PENDING') return order;
    if (order.completeAt && order.completeAt.getTime() <= now()) {
      const settled = await repo.settle(
        order.merchantOrderId,
        'COMPLETED',
        order.paymentMode ?? 'UPI_COLLECT',
      );
      if (settled) void deliverWebhook(settled);
      return (await repo.find(order.merchantOrderId)) ?? order;
    }
    if (!order.completeAt && order.expireAt.getTime() <= now()) {
      const settled = await repo.settle(order.merchantOrderId, 'FAILED', null);
      if (settled) void deliverWebhook(settled);
      return (await repo.find(order.merchantOrderId)) ?? order;
    }
    return order;
  }

  /** The attempt that paid (or failed) the order, as PhonePe lists it under `paymentDetails`. */
  function attemptOf(order: SandboxOrderRow) {
    return {
      transactionId: `OM${order.providerOrderId.slice(3)}1`,
      paymentMode: order.paymentMode ?? 'UPI_COLLECT',
      timestamp: order.updatedAt.getTime(),
      amount: order.amountPaise,
      state: order.state,
    };
  }

  function statusBody(order: SandboxOrderRow) {
    const attempt =
      order.state === 'PENDING' && !order.completeAt
        ? []
        : [
            {
              ...attemptOf(order),
              ...(order.state === 'FAILED'
                ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_AUTO_FAILED' }
                : {}),
            },
          ];
    return {
      merchantId: SANDBOX_MERCHANT_ID,
      orderId: order.providerOrderId,
      merchantOrderId: order.merchantOrderId,
      state: order.state,
      amount: order.amountPaise,
      expireAt: order.expireAt.getTime(),
      metaInfo: order.metaInfo ?? {},
      ...(order.state === 'FAILED'
        ? { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'TXN_AUTO_FAILED' }
        : {}),
      paymentDetails: attempt,
    };
  }

  // Deliveries still under way when the server shuts down are abandoned, as a provider's would be:
  // a webhook to a closing server must not hold its shutdown up.
  const shutdown = new AbortController();

  async function deliverWebhook(order: SandboxOrderRow, attempt = 1): Promise<void> {
    if (shutdown.signal.aborted) return;
    const body = {
      event: order.state === 'COMPLETED' ? 'checkout.order.completed' : 'checkout.order.failed',
      type: order.state === 'COMPLETED' ? 'CHECKOUT_ORDER_COMPLETED' : 'CHECKOUT_ORDER_FAILED',
      payload: statusBody(order),
    };
    try {
      const res = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: phonePeWebhookAuthorization(
            credentials.webhookUsername,
            credentials.webhookPassword,
          ),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(5000)]),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      await repo.markWebhookDelivered(order.merchantOrderId);
    } catch (error) {
      if (attempt >= 3) {
        app.log.warn({ err: error, merchantOrderId: order.merchantOrderId }, 'sandbox webhook not delivered');
        return;
      }
      const retry = setTimeout(() => void deliverWebhook(order, attempt + 1), attempt * 1000);
      retry.unref();
    }
  }

  /**
   * PhonePe's refund states: PENDING when asked, CONFIRMED once accepted (here: half-way to
   * settling), then COMPLETED.
   */
  function refundState(refund: SandboxRefundRow): 'PENDING' | 'CONFIRMED' | 'COMPLETED' {
    if (refund.state === 'COMPLETED') return 'COMPLETED';
    const created = refund.createdAt.getTime();
    return now() >= created + (refund.completeAt.getTime() - created) / 2 ? 'CONFIRMED' : 'PENDING';
  }

  /** A refund as PhonePe's refund status API and its refund callbacks describe it. */
  async function refundBody(refund: SandboxRefundRow) {
    const order = await repo.find(refund.merchantOrderId);
    const state = refundState(refund);
    return {
      merchantId: SANDBOX_MERCHANT_ID,
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: refund.merchantOrderId,
      refundId: refund.refundId,
      orderId: order?.providerOrderId ?? refund.refundId,
      amount: refund.amountPaise,
      state,
      timestamp: refund.createdAt.getTime(),
      expireAt: order?.expireAt.getTime() ?? refund.completeAt.getTime(),
      paymentDetails: [
        {
          transactionId: `OMRT${refund.refundId.slice(3)}`,
          paymentMode: order?.paymentMode ?? 'UPI_COLLECT',
          timestamp: refund.createdAt.getTime(),
          amount: refund.amountPaise,
          state,
        },
      ],
    };
  }

  async function deliverRefundWebhook(refund: SandboxRefundRow, attempt = 1): Promise<void> {
    if (shutdown.signal.aborted) return;
    try {
      const res = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: phonePeWebhookAuthorization(
            credentials.webhookUsername,
            credentials.webhookPassword,
          ),
        },
        body: JSON.stringify({
          event: 'pg.refund.completed',
          type: 'PG_REFUND_COMPLETED',
          payload: await refundBody(refund),
        }),
        signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(5000)]),
      });
      if (!res.ok) throw new Error(`webhook answered ${res.status}`);
      await options.refundsRepo.markWebhookDelivered(refund.merchantRefundId);
    } catch (error) {
      if (attempt >= 3) {
        app.log.warn(
          { err: error, merchantRefundId: refund.merchantRefundId },
          'sandbox refund webhook not delivered',
        );
        return;
      }
      const retry = setTimeout(() => void deliverRefundWebhook(refund, attempt + 1), attempt * 1000);
      retry.unref();
    }
  }

  // Completes "Leave pending" payments and due refunds when their time comes, and tells the shop by webhook.
  const ticker = setInterval(() => {
    repo
      .dueLateConfirmations()
      .then((due) => Promise.all(due.map((order) => currentState(order))))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox ticker failed'));
    options.refundsRepo
      .completeDue()
      .then((settled) => Promise.all(settled.map((refund) => deliverRefundWebhook(refund))))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox refund ticker failed'));
  }, 1000);
  ticker.unref();
  app.addHook('preClose', async () => shutdown.abort());
  app.addHook('onClose', async () => clearInterval(ticker));

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/v1/oauth/token', { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string>;
    const ok =
      form.client_id === credentials.clientId &&
      form.client_secret === credentials.clientSecret &&
      form.client_version === credentials.clientVersion &&
      form.grant_type === 'client_credentials';
    if (!ok) return providerError(reply, 401, 'INVALID_CLIENT', 'Client authentication failed');
    const issuedAt = Math.floor(now() / 1000);
    const expiresAt = issuedAt + TOKEN_TTL_SECONDS;
    return {
      access_token: issueToken(expiresAt),
      encrypted_access_token: '',
      expires_in: null,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: 'O-Bearer',
    };
  });

  r.post('/checkout/v2/pay', { schema: { hide: true }, preHandler: requireToken }, async (request, reply) => {
    const parsed = payBodySchema.safeParse(request.body);
    if (!parsed.success) return providerError(reply, 400, 'BAD_REQUEST', 'Invalid pay request');
    const body = parsed.data;
    const expireAt = new Date(now() + (body.expireAfter ?? 1200) * 1000);
    const providerOrderId = `OMO${Date.now().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
    const created = await repo.insert({
      merchantOrderId: body.merchantOrderId,
      providerOrderId,
      amountPaise: body.amount,
      redirectUrl: body.paymentFlow.merchantUrls.redirectUrl,
      metaInfo: body.metaInfo ?? {},
      expireAt,
    });
    if (!created) return providerError(reply, 409, 'DUPLICATE_ORDER', 'merchantOrderId already used');
    return {
      orderId: providerOrderId,
      state: 'PENDING',
      expireAt: expireAt.getTime(),
      redirectUrl: `${options.publicUrl}/sandbox/checkout/${encodeURIComponent(body.merchantOrderId)}`,
    };
  });

  r.get(
    '/checkout/v2/order/:merchantOrderId/status',
    { schema: { hide: true, params: z.object({ merchantOrderId: z.string() }) }, preHandler: requireToken },
    async (request, reply) => {
      const order = await repo.find(request.params.merchantOrderId);
      if (!order) {
        return providerError(
          reply,
          404,
          'INVALID_MERCHANT_ORDER_ID',
          'No entry found for given merchant order id',
        );
      }
      return statusBody(await currentState(order));
    },
  );

  r.post(
    '/payments/v2/refund',
    { schema: { hide: true }, preHandler: requireToken },
    async (request, reply) => {
      const body = request.body as {
        merchantRefundId?: string;
        originalMerchantOrderId?: string;
        amount?: number;
      };
      const order = body.originalMerchantOrderId ? await repo.find(body.originalMerchantOrderId) : undefined;
      if (!body.merchantRefundId || !/^[A-Za-z0-9_-]{1,63}$/.test(body.merchantRefundId)) {
        return providerError(reply, 400, 'BAD_REQUEST', 'Invalid merchantRefundId');
      }
      const known = await options.refundsRepo.find(body.merchantRefundId);
      if (known) return { refundId: known.refundId, amount: known.amountPaise, state: refundState(known) };
      if (order?.state !== 'COMPLETED' || !body.amount || body.amount < 100) {
        return providerError(reply, 400, 'BAD_REQUEST', 'Refund not allowed');
      }
      const refunded = await options.refundsRepo.refundedPaise(order.merchantOrderId);
      if (refunded + body.amount > order.amountPaise) {
        return providerError(reply, 400, 'EXCESS_REFUND_AMOUNT', 'Refund amount exceeds the amount paid');
      }
      const refund = await options.refundsRepo.insertOnce({
        merchantRefundId: body.merchantRefundId,
        refundId: `OMR${randomBytes(8).toString('hex').toUpperCase()}`,
        merchantOrderId: order.merchantOrderId,
        amountPaise: body.amount,
        completeAt: new Date(now() + options.refundDelayMs),
      });
      return { refundId: refund.refundId, amount: refund.amountPaise, state: refund.state };
    },
  );

  r.get(
    '/payments/v2/refund/:merchantRefundId/status',
    { schema: { hide: true, params: z.object({ merchantRefundId: z.string() }) }, preHandler: requireToken },
    async (request, reply) => {
      const refund = await options.refundsRepo.find(request.params.merchantRefundId);
      if (!refund) return providerError(reply, 404, 'NOT_FOUND', 'No refund with this merchantRefundId');
      return refundBody(refund);
    },
  );

  r.get(
    '/checkout/:merchantOrderId',
    { schema: { hide: true, params: z.object({ merchantOrderId: z.string() }) } },
    async (request, reply) => {
      const order = await repo.find(request.params.merchantOrderId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!order)
        return reply.status(404).send(page('Payment not found', '<p>This test payment does not exist.</p>'));
      const settled = await currentState(order);
      reply.header('content-security-policy', returningPolicy(reply, settled.redirectUrl));
      const description =
        typeof (settled.metaInfo as Record<string, unknown> | null)?.udf1 === 'string'
          ? String((settled.metaInfo as Record<string, string>).udf1)
          : 'Launchpad order';
      const amount = formatInr(settled.amountPaise / 100);
      if (settled.state !== 'PENDING' || settled.completeAt) {
        return page(
          'Payment already handled',
          `<p>This test payment is <strong>${escapeHtml(settled.completeAt && settled.state === 'PENDING' ? 'awaiting confirmation' : settled.state.toLowerCase())}</strong>.</p>
           <p><a class="button" href="${escapeHtml(settled.redirectUrl)}">Return to the shop</a></p>`,
        );
      }
      const id = encodeURIComponent(settled.merchantOrderId);
      return page(
        'Complete your payment',
        `<p class="amount">${escapeHtml(amount)}</p>
         <p class="item">${escapeHtml(description)}</p>
         <p class="ref">Reference ${escapeHtml(settled.merchantOrderId)}</p>
         <form method="post" action="/sandbox/checkout/${id}">
           <fieldset>
             <legend>Payment method</legend>
             ${modes
               .map(
                 (m, i) =>
                   `<label><input type="radio" name="mode" value="${m.value}"${i === 0 ? ' checked' : ''}> ${m.label}</label>`,
               )
               .join('\n')}
           </fieldset>
           <button type="submit" name="action" value="pay" class="button pay">Pay ${escapeHtml(amount)}</button>
           <button type="submit" name="action" value="fail" class="button fail">Fail payment</button>
           <button type="submit" name="action" value="pending" class="button pending">Leave pending</button>
         </form>
         <p class="hint">"Leave pending" imitates a late UPI confirmation: the payment completes by itself about
         ${Math.round(options.pendingDelayMs / 1000)} seconds later.</p>`,
      );
    },
  );

  r.post(
    '/checkout/:merchantOrderId',
    {
      schema: {
        hide: true,
        params: z.object({ merchantOrderId: z.string() }),
        body: z.object({ action: z.enum(['pay', 'fail', 'pending']), mode: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const order = await repo.find(request.params.merchantOrderId);
      if (!order)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Payment not found', '<p>This test payment does not exist.</p>'));
      const mode = modes.find((m) => m.value === request.body.mode)?.value ?? 'UPI_QR';
      if (request.body.action === 'pending') {
        await repo.leavePending(
          order.merchantOrderId,
          new Date(now() + options.pendingDelayMs),
          'UPI_COLLECT',
        );
      } else {
        const settled = await repo.settle(
          order.merchantOrderId,
          request.body.action === 'pay' ? 'COMPLETED' : 'FAILED',
          mode,
        );
        if (settled) void deliverWebhook(settled);
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
}
