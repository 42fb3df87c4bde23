import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

/**
 * Counts the route handlers running, so that closing waits for them before the database closes. A
 * handler whose client went away keeps running after its connection ended, and Fastify, having no
 * connection left to wait for, would otherwise close the database under it. Registered before any
 * route; a handler's count ends when the promise it returns settles, or at once when it returns
 * something else.
 */
export function trackHandlersInFlight(app: FastifyInstance) {
  let running = 0;
  const waiting = new Set<() => void>();
  const finished = () => {
    running -= 1;
    if (running === 0) for (const resolve of waiting) resolve();
  };

  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finished);
      finished();
      return result;
    };
  });

  return {
    /** Resolves once no handler runs, or after `timeoutMs` whatever still runs. */
    async settled(timeoutMs: number): Promise<void> {
      if (running === 0) return;
      let timer: NodeJS.Timeout | undefined;
      let resolveWait: (() => void) | undefined;
      await new Promise<void>((resolve) => {
        resolveWait = resolve;
        waiting.add(resolve);
        timer = setTimeout(resolve, timeoutMs);
      });
      clearTimeout(timer);
      if (resolveWait) waiting.delete(resolveWait);
    },
  };
}
