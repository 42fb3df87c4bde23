import { formatInr } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxOrderRow } from '../../../db/schema.ts';
import type { SandboxRepository } from './sandbox.repository.ts';
import { escapeHtml, page, returningPolicy } from './sandbox-page.ts';

interface Options {
  repo: SandboxRepository;
  /** The order as time has settled it (a late confirmation, an expiry). */
  currentState: (order: SandboxOrderRow) => Promise<SandboxOrderRow>;
  /** "Leave pending" completes the payment by itself after this long. */
  pendingDelayMs: number;
  now: () => number;
  /** The buyer paid or failed: the shop is told by callback. */
  settled: (order: SandboxOrderRow) => void;
}

const modes = [
  { value: 'UPI_QR', label: 'UPI' },
  { value: 'CARD', label: 'Card' },
  { value: 'NET_BANKING', label: 'Net Banking' },
] as const;

/** The page for a payment that is settled, or awaiting its late confirmation. */
function handledPage(settled: SandboxOrderRow): string {
  return page(
    'Payment already handled',
    `<p>This test payment is <strong>${escapeHtml(settled.completeAt && settled.state === 'PENDING' ? 'awaiting confirmation' : settled.state.toLowerCase())}</strong>.</p>
           <p><a class="button" href="${escapeHtml(settled.redirectUrl)}">Return to the shop</a></p>`,
  );
}

/** What the payment is for, as the shop described it. */
function descriptionOf(order: SandboxOrderRow): string {
  return typeof (order.metaInfo as Record<string, unknown> | null)?.udf1 === 'string'
    ? String((order.metaInfo as Record<string, string>).udf1)
    : 'Launchpad order';
}

/** The payment form: the amount and reference, a method, and pay, fail or leave pending. */
function paymentPage(settled: SandboxOrderRow, pendingDelayMs: number): string {
  const description = descriptionOf(settled);
  const amount = formatInr(settled.amountPaise / 100);
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
         ${Math.round(pendingDelayMs / 1000)} seconds later.</p>`,
  );
}

/** The hosted payment page a buyer is sent to. */
function checkoutPageRoute(app: FastifyInstance, options: Options) {
  const { repo, currentState } = options;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/checkout/:merchantOrderId',
      { schema: { hide: true, params: z.object({ merchantOrderId: z.string() }) } },
      async (request, reply) => {
        const order = await repo.find(request.params.merchantOrderId);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!order)
          return reply
            .status(404)
            .send(page('Payment not found', '<p>This test payment does not exist.</p>'));
        const settled = await currentState(order);
        reply.header('content-security-policy', returningPolicy(reply, settled.redirectUrl));
        if (settled.state !== 'PENDING' || settled.completeAt) return handledPage(settled);
        return paymentPage(settled, options.pendingDelayMs);
      },
    );
}

/** The buyer's choice on the page: pay, fail, or leave the payment pending. */
function checkoutChoiceRoute(app: FastifyInstance, options: Options) {
  const { repo, now } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
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
        if (settled) options.settled(settled);
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
}

/** The hosted payment page a buyer is sent to: pay, fail, or leave the payment pending. */
export function sandboxCheckoutPage(app: FastifyInstance, options: Options) {
  checkoutPageRoute(app, options);
  checkoutChoiceRoute(app, options);
}
