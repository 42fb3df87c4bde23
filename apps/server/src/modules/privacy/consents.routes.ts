import { consentsSchema, successEnvelope, updateConsentsRequestSchema } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { ConsentsService } from './consents.service.ts';

/** The customer's consents, under `/api/auth/me/consents`. */
export async function consentsRoutes(app: FastifyInstance, { consents }: { consents: ConsentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/',
    { schema: { tags: ['privacy'], response: { 200: successEnvelope(consentsSchema) } } },
    async (request) => ({ success: true as const, data: await consents.get(signedInUser(request)) }),
  );

  r.put(
    '/',
    {
      schema: {
        tags: ['privacy'],
        body: updateConsentsRequestSchema,
        response: { 200: successEnvelope(consentsSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await consents.set(signedInUser(request), request.body, 'account'),
      message: request.body.productUpdates
        ? 'You will receive product updates.'
        : 'You will no longer receive product updates.',
    }),
  );
}
