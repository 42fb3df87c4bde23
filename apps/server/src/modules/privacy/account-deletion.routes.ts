import {
  accountDeletionRequestSchema,
  accountDeletionSchema,
  noDataEnvelope,
  privacyMessages,
  scheduledDeletionSchema,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** Deleting one's account, under `/api/auth/me/deletion`. */
export async function accountDeletionRoutes(
  app: FastifyInstance,
  { deletions }: { deletions: AccountDeletionService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Set first, so that a refusal is not kept by a browser or a proxy either.
  r.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/',
    { schema: { tags: ['privacy'], response: { 200: successEnvelope(scheduledDeletionSchema) } } },
    async (request) => ({ success: true as const, data: await deletions.scheduled(signedInUser(request)) }),
  );

  r.post(
    '/',
    {
      config: { errors: ['conflict', 'invalid_credentials', 'forbidden', 'not_configured'] },
      schema: {
        tags: ['privacy'],
        body: accountDeletionRequestSchema,
        response: { 202: successEnvelope(accountDeletionSchema) },
      },
    },
    async (request, reply) => {
      const data = await deletions.schedule(signedInUser(request), request.body);
      return reply
        .status(202)
        .send({ success: true as const, data, message: privacyMessages.deletionScheduled });
    },
  );

  r.delete('/', { schema: { tags: ['privacy'], response: { 200: noDataEnvelope } } }, async (request) => {
    await deletions.cancel(signedInUser(request));
    return { success: true as const, data: null, message: privacyMessages.deletionCancelled };
  });
}
