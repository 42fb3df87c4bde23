import {
  adminIdParamsSchema,
  adminMailListSchema,
  adminMailQuerySchema,
  mailMessages,
  ok,
  retryMailResponseSchema,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MailService } from './mail.service.ts';

/** `/api/admin/mail`: the outbox as admins see it (failed mails with their error) and retry. */
export async function mailAdminRoutes(app: FastifyInstance, { mail }: { mail: MailService }) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '',
    {
      config: { permission: 'mail.read' },
      schema: {
        tags,
        querystring: adminMailQuerySchema,
        response: { 200: successEnvelope(adminMailListSchema) },
      },
    },
    async (request) => ok(await mail.list(request.query.status)),
  );

  r.post(
    '/:id/retry',
    {
      config: { permission: 'mail.retry', errors: ['conflict'] },
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 200: successEnvelope(retryMailResponseSchema) },
      },
    },
    async (request) => ok({ mail: await mail.retry(request.params.id) }, mailMessages.retryQueued),
  );
}
