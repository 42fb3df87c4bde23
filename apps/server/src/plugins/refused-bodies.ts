import type { IncomingMessage } from 'node:http';
import { MAX_ORDER_FILE_BYTES } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How much of a refused body is read before the answer goes: the largest file any route accepts, and some. */
export const REFUSED_BODY_DRAIN_BYTES = MAX_ORDER_FILE_BYTES + 1024 * 1024;
/** How long a refused body is read at most before the answer goes anyway. */
const REFUSED_BODY_DRAIN_MS = 10_000;

/**
 * Reads and discards what is left of a request body, until it ends, `maxBytes` more have come or
 * `maxMs` have passed, whichever is first.
 */
export function drainBody(raw: IncomingMessage, maxBytes: number, maxMs: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off('data', counted);
      raw.off('end', finish);
      raw.off('close', finish);
      raw.off('error', finish);
      resolve();
    };
    const counted = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    // A parser still piped from the body (a refused multipart upload) would pause it again as soon
    // as its unread file fills up: the body is nobody's now.
    raw.unpipe();
    raw.on('data', counted);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}

/**
 * A request refused before its body was read (an upload over the hourly cap, a full order, a
 * forbidden order) still has bytes on their way. Answering and closing at once makes the client's
 * kernel see a reset while it writes, and it reports a broken connection instead of our answer.
 * So before a refusal goes out, a bounded part of the body is read and dropped; past the bound the
 * answer says the connection closes.
 */
export const refusedBodiesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const sentBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
    if (reply.statusCode < 400 || !sentBody || request.raw.complete) return payload;
    await drainBody(request.raw, REFUSED_BODY_DRAIN_BYTES, REFUSED_BODY_DRAIN_MS);
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
});
