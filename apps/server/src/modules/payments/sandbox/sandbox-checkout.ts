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

/** The hosted payment page a buyer is sent to: pay, fail, or leave the payment pending. */
export function sandboxCheckoutPage(app: FastifyInstance, options: Options) {
  const { repo, currentState, now } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

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
        if (settled) options.settled(settled);
      }
      return reply.redirect(order.redirectUrl, 303);
    },
  );
}
