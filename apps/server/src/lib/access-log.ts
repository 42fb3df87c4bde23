import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { loggedPath } from './logging.ts';

const writesInfo = new Set(['info', 'debug', 'trace']);

/**
 * The access log: one line per request, at info, naming the path without its query string (which
 * may carry a one-time link's token). Fastify's own writes two (the request as it comes
 * in, then its completion), which at info doubled what logging costs every request.
 */
export class AccessLog extends LogController {
  // Its completion line says it all.
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error || this.isLogDisabled(request)) {
      super.requestCompleted(error, request, reply);
      return;
    }
    if (!writesInfo.has(request.log.level)) return;
    request.log.info(
      {
        method: request.method,
        url: loggedPath(request.url),
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}
