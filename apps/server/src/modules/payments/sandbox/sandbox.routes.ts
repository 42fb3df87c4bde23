import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxOrderRow } from '../../../db/schema.ts';
import type { SandboxRefundsRepository, SandboxRepository } from './sandbox.repository.ts';
import { callbackSender } from './sandbox-callbacks.ts';
import { sandboxCheckoutPage } from './sandbox-checkout.ts';
import type { SandboxCredentials } from './sandbox-credentials.ts';
import { openSandboxOrder, payBodySchema, providerError, statusBody } from './sandbox-protocol.ts';
import { sandboxRefunds } from './sandbox-refunds.ts';
import { sdkOrderRoutes } from './sandbox-sdk-orders.ts';

// A PhonePe-v2-compatible payment provider served by this process under /sandbox, so that the
// default run drives the real PhonePe client over HTTP: OAuth, pay, order status, refund, a hosted
// checkout page and webhooks authenticated exactly as PhonePe does.

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

/** The sandbox's access tokens: signed with a key derived from the client secret, valid until they expire. */
function sandboxTokens(credentials: SandboxCredentials, now: () => number) {
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
  return { issueToken, tokenValid };
}

/** PhonePe's token and pay APIs, as the sandbox answers them. */
function oauthAndPayRoutes(
  app: FastifyInstance,
  {
    credentials,
    repo,
    now,
    issueToken,
    requireToken,
    publicUrl,
  }: Pick<Options, 'credentials' | 'repo' | 'publicUrl'> & {
    now: () => number;
    issueToken: (expiresAt: number) => string;
    requireToken: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
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
    const opened = await openSandboxOrder(repo, body, now());
    if (!opened) return providerError(reply, 409, 'DUPLICATE_ORDER', 'merchantOrderId already used');
    return {
      orderId: opened.providerOrderId,
      state: 'PENDING',
      expireAt: opened.expireAt.getTime(),
      redirectUrl: `${publicUrl}/sandbox/checkout/${encodeURIComponent(body.merchantOrderId)}`,
    };
  });
}

/** PhonePe's order status API, as the sandbox answers it, settling what time has decided. */
function statusRoute(
  app: FastifyInstance,
  {
    repo,
    requireToken,
    currentState,
  }: Pick<Options, 'repo'> & {
    requireToken: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    currentState: (order: SandboxOrderRow) => Promise<SandboxOrderRow>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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
}

/**
 * The shop's webhook, sent as PhonePe would: deliveries still under way when the server shuts down
 * are abandoned, as a provider's would be, since a callback to a closing server must not hold its
 * shutdown up.
 */
function webhookDelivery(app: FastifyInstance, options: Options) {
  const shutdown = new AbortController();
  app.addHook('preClose', async () => shutdown.abort());
  const send = callbackSender({
    credentials: options.credentials,
    webhookUrl: options.webhookUrl,
    log: app.log,
    shutdown: shutdown.signal,
  });
  const deliverWebhook = (order: SandboxOrderRow) =>
    send(
      order.state === 'COMPLETED'
        ? { event: 'checkout.order.completed', type: 'CHECKOUT_ORDER_COMPLETED', payload: statusBody(order) }
        : { event: 'checkout.order.failed', type: 'CHECKOUT_ORDER_FAILED', payload: statusBody(order) },
      () => options.repo.markWebhookDelivered(order.merchantOrderId),
    );
  return { send, deliverWebhook };
}

/** The order as PhonePe's status API would describe it, settling what time has decided. */
function orderStates(repo: SandboxRepository, now: () => number, settled: (order: SandboxOrderRow) => void) {
  return async function currentState(order: SandboxOrderRow): Promise<SandboxOrderRow> {
    if (order.state !== 'PENDING') return order;
    if (order.completeAt && order.completeAt.getTime() <= now()) {
      const done = await repo.settle(order.merchantOrderId, 'COMPLETED', order.paymentMode ?? 'UPI_COLLECT');
      if (done) settled(done);
      return (await repo.find(order.merchantOrderId)) ?? order;
    }
    if (!order.completeAt && order.expireAt.getTime() <= now()) {
      const done = await repo.settle(order.merchantOrderId, 'FAILED', null);
      if (done) settled(done);
      return (await repo.find(order.merchantOrderId)) ?? order;
    }
    return order;
  };
}

/** Completes "Leave pending" payments and due refunds when their time comes, and tells the shop by webhook. */
function startTicker(
  app: FastifyInstance,
  repo: SandboxRepository,
  currentState: (order: SandboxOrderRow) => Promise<SandboxOrderRow>,
  refunds: { tick: () => Promise<unknown> },
) {
  const ticker = setInterval(() => {
    repo
      .dueLateConfirmations()
      .then((due) => Promise.all(due.map((order) => currentState(order))))
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox ticker failed'));
    refunds.tick().catch((error: unknown) => app.log.warn({ err: error }, 'sandbox refund ticker failed'));
  }, 1000);
  ticker.unref();
  app.addHook('onClose', async () => clearInterval(ticker));
}

export async function sandboxRoutes(app: FastifyInstance, options: Options) {
  const { repo, credentials } = options;
  const now = options.now ?? Date.now;
  const { issueToken, tokenValid } = sandboxTokens(credentials, now);
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!tokenValid(request.headers.authorization)) {
      return providerError(reply, 401, 'PR004', 'Unauthorized');
    }
  };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const { send, deliverWebhook } = webhookDelivery(app, options);
  const currentState = orderStates(repo, now, (order) => void deliverWebhook(order));
  const refunds = sandboxRefunds(app, {
    repo,
    refundsRepo: options.refundsRepo,
    send,
    requireToken,
    providerError,
    refundDelayMs: options.refundDelayMs,
    now,
  });
  startTicker(app, repo, currentState, refunds);

  oauthAndPayRoutes(app, { credentials, repo, now, issueToken, requireToken, publicUrl: options.publicUrl });

  statusRoute(app, { repo, requireToken, currentState });
  sdkOrderRoutes(app, { repo, requireToken, currentState, now });

  sandboxCheckoutPage(app, {
    repo,
    currentState,
    pendingDelayMs: options.pendingDelayMs,
    now,
    settled: (order) => void deliverWebhook(order),
  });
}
