import { type ErrorCode, type ErrorDetail, errorEnvelope, messages } from '@launchpad/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError } from '../lib/app-error.ts';

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
) {
  return reply.status(status).send(errorEnvelope(code, message, request.id, details));
}

function fieldPath(instancePath: string, params: unknown): string {
  const fromPointer = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  if (!fromPointer && Array.isArray(issue?.path)) return issue.path.join('.');
  return fromPointer;
}

/** Maps every error to the shared `errorEnvelope`; 5xx bodies never carry internal text. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // The client went away before its body had arrived (a closed tab, a lost connection): Node
    // fails the read with ECONNRESET, which is nobody's fault here and not the database's.
    if (request.raw.readableAborted) {
      request.log.info({ code: error.code }, 'request aborted by the client');
      return send(reply, request, 400, 'bad_request', messages.requestAborted);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, request, error.statusCode, error.code, error.message, error.details);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        path: fieldPath(v.instancePath, v.params),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      const message =
        details.length === 1 && first
          ? `${first.path ? `${first.path}: ` : ''}${first.message}`
          : messages.validationFailed;
      return send(reply, request, 400, 'validation_failed', message, details);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, request, 400, 'malformed_json', messages.malformedJson);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, request, 413, 'payload_too_large', messages.payloadTooLarge);
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, request, 415, 'unsupported_media_type', messages.unsupportedMediaType);
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(reply, request, 400, 'malformed_json', messages.malformedJson);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, request, 503, 'service_unavailable', messages.serviceUnavailable);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, request, status, 'bad_request', error.message || messages.genericError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'internal_error', messages.internalError);
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, request, 404, 'not_found', messages.routeNotFound);
  });
});
