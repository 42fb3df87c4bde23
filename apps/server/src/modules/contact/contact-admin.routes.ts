import {
  adminIdParamsSchema,
  adminMessagePageSchema,
  adminMessages,
  adminMessagesQuerySchema,
  successEnvelope,
  updateContactMessageRequestSchema,
  updateContactMessageResponseSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';

/**
 * The admin's inbox of contact messages, `/api/admin/messages`. Like every admin call it sits behind
 * `requireAdmin` (the admin flag read from the database on this request) and is never cached.
 */
export async function contactAdminRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  app.addHook('onRequest', app.requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/messages',
    {
      schema: {
        tags,
        querystring: adminMessagesQuerySchema,
        response: { 200: successEnvelope(adminMessagePageSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await contact.list(request.query) }),
  );

  r.patch(
    '/admin/messages/:id',
    {
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: updateContactMessageRequestSchema,
        response: { 200: successEnvelope(updateContactMessageResponseSchema) },
      },
    },
    async (request) => {
      const message = await contact.setHandled(request.params.id, request.body.handled);
      return {
        success: true as const,
        data: { message },
        message: message.handledAt ? adminMessages.messageHandled : adminMessages.messageReopened,
      };
    },
  );
}
