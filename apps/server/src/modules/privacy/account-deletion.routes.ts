import {
  accountDeletionRequestSchema,
  accountDeletionSchema,
  noDataEnvelope,
  ok,
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
    async (request) => ok(await deletions.scheduled(signedInUser(request))),
  );

  r.post(
    '/',
    {
      config: {
        budget: { costs: ['password'], limits: ['passwordRechecksPerAccount'], at: 'service' },
        errors: ['conflict', 'invalid_credentials', 'forbidden', 'not_configured'],
      },
      schema: {
        tags: ['privacy'],
        body: accountDeletionRequestSchema,
        response: { 202: successEnvelope(accountDeletionSchema) },
      },
    },
    async (request, reply) => {
      const data = await deletions.schedule(signedInUser(request), request.body);
      return reply.status(202).send(ok(data, privacyMessages.deletionScheduled));
    },
  );

  r.delete('/', { schema: { tags: ['privacy'], response: { 200: noDataEnvelope } } }, async (request) => {
    await deletions.cancel(signedInUser(request));
    return ok(null, privacyMessages.deletionCancelled);
  });
}
