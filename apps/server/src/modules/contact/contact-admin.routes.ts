import {
  adminIdParamsSchema,
  adminMessagePageSchema,
  adminMessages,
  adminMessagesQuerySchema,
  contactGrievanceResponseSchema,
  contactReplyResponseSchema,
  newContactReplySchema,
  ok,
  successEnvelope,
  updateContactMessageRequestSchema,
  updateContactMessageResponseSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { ContactService } from './contact.service.ts';

/**
 * The admin's inbox of contact messages, `/api/admin/messages`: read, answer (mailed to the visitor),
 * mark handled, or turn into a complaint. Like every admin call it sits behind
 * `requireStaff` (the role read from the database on this request) and is never cached.
 */
export async function contactAdminRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/messages',
    {
      config: { permission: 'contact.read' },
      schema: {
        tags,
        querystring: adminMessagesQuerySchema,
        response: { 200: successEnvelope(adminMessagePageSchema) },
      },
    },
    async (request) => ok(await contact.list(request.query)),
  );

  r.patch(
    '/admin/messages/:id',
    {
      config: { permission: 'contact.answer' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: updateContactMessageRequestSchema,
        response: { 200: successEnvelope(updateContactMessageResponseSchema) },
      },
    },
    async (request) => {
      const message = await contact.setHandled(request.params.id, request.body.handled);
      return ok(
        { message },
        message.handledAt ? adminMessages.messageHandled : adminMessages.messageReopened,
      );
    },
  );

  r.post(
    '/admin/messages/:id/replies',
    {
      config: { permission: 'contact.answer' },
      schema: {
        tags,
        params: adminIdParamsSchema,
        body: newContactReplySchema,
        response: { 201: successEnvelope(contactReplyResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await contact.reply(signedInUser(request), request.params.id, request.body.body);
      return reply.status(201).send(ok(data, `${adminMessages.replySent} to ${data.message.email}`));
    },
  );

  r.post(
    '/admin/messages/:id/grievance',
    {
      config: { permission: 'complaints.answer', errors: ['conflict'] },
      schema: {
        tags,
        params: adminIdParamsSchema,
        response: { 201: successEnvelope(contactGrievanceResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await contact.raiseGrievance(signedInUser(request), request.params.id);
      return reply.status(201).send(ok(data, `Complaint ${data.grievance.number} raised`));
    },
  );
}
