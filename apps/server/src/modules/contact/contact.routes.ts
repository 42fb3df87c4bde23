import {
  contactRequestSchema,
  contactResponseDataSchema,
  messages,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.ts';

export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      config: {
        budget: {
          costs: ['typed-address'],
          limits: ['contactPerIp', 'typedAddressMailsHourly', 'typedAddressMailsDaily'],
          at: 'service',
        },
        errors: ['rate_limited'],
      },
      schema: {
        tags: ['contact'],
        body: contactRequestSchema,
        response: { 201: successEnvelope(contactResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await contact.submit(request.body, request.ip);
      return reply.status(201).send(ok(data, messages.contactSuccess));
    },
  );
}
