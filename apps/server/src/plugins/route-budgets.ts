import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env.ts';
import { type RateLimiter, refuseWhenLimited } from '../lib/rate-limiter.ts';
import { hooksOf } from '../lib/route-hooks.ts';

/** What makes a route costly: each kind must be held by a declared limit. */
export type RouteCost = 'password' | 'typed-address' | 'stores-bytes' | 'heavy-work' | 'provider-call';

export type RateLimitName = keyof Config['rateLimits'];

/**
 * A costly route's budget, in its own config. `at: 'service'` says that the route's service applies
 * the named limits (a sign-in throttle, a cap per mailbox, a quota under a row lock); `'account'` or
 * `'address'` makes this plugin apply the one named limit as the request arrives (after its guard), per signed-in account
 * or per client address. `route-budgets.int.test.ts` walks the route table and fails for a route of
 * one of the costly kinds without a budget.
 */
export interface RouteBudget {
  costs: readonly RouteCost[];
  limits: readonly RateLimitName[];
  at: 'service' | 'account' | 'address';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The limits that hold a route that verifies a password, mails a typed address, stores bytes or starts heavy work. */
    budget?: RouteBudget;
  }
}

/** Applies the limit of every route whose budget is kept here (`at: 'account' | 'address'`). */
export const routeBudgetsPlugin = fp(
  async (
    app: FastifyInstance,
    { rateLimiter, rateLimits }: { rateLimiter: RateLimiter; rateLimits: Config['rateLimits'] },
  ) => {
    app.addHook('onRoute', (route) => {
      const budget = route.config?.budget;
      if (!budget || budget.at === 'service') return;
      const name = budget.limits[0];
      if (!name || budget.limits.length !== 1) {
        throw new Error(`${route.method} ${route.url}: a budget kept by the route names exactly one limit`);
      }
      const rule = rateLimits[name];
      const per = budget.at;
      // After the route's guard, so that an account is known and a refused caller costs nothing; before
      // the body is read or validated, so that every attempt counts, a malformed one too.
      const keep = async (request: FastifyRequest) => {
        const who = per === 'account' ? request.user?.id : request.ip;
        if (!who) return;
        refuseWhenLimited(await rateLimiter.hit(`route:${name}:${per}:${who}`, rule));
      };
      route.onRequest = [...hooksOf(route.onRequest), keep as onRequestHookHandler];
    });
  },
  { name: 'route-budgets' },
);
