import {
  consentsSchema,
  noDataEnvelope,
  ok,
  privacyMessages,
  successEnvelope,
  unsubscribeQuerySchema,
  updateConsentsRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formBody } from '../../plugins/api-doc/media.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { ConsentsService } from './consents.service.ts';

const unsubscribeFormBody = formBody(
  'What a mailbox provider sends for a one-click unsubscribe (RFC 8058).',
  {
    'List-Unsubscribe': { schema: z.literal('One-Click'), description: 'Always `One-Click`.' },
  },
);

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
    async (request) => ok(await consents.get(signedInUser(request))),
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
    async (request) =>
      ok(
        await consents.set(signedInUser(request), request.body, 'account'),
        request.body.productUpdates ? privacyMessages.productUpdatesOn : privacyMessages.productUpdatesOff,
      ),
  );
}

/**
 * `POST /api/unsubscribe?token=…`: the one-click unsubscribe of a product-updates mail (RFC 8058).
 * Mailbox providers POST `List-Unsubscribe=One-Click` as a form from their servers, with no session:
 * the token authenticates the request, so the cross-site check lets it through (plugins/security.ts).
 */
export async function unsubscribeRoutes(app: FastifyInstance, { consents }: { consents: ConsentsService }) {
  // The form's only field says "one click"; the token in the query is what counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/unsubscribe',
    {
      config: {
        errors: ['not_found'],
        media: { body: unsubscribeFormBody },
      },
      schema: {
        tags: ['privacy'],
        querystring: unsubscribeQuerySchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await consents.withdrawByLink(request.query.token);
      return ok(null, privacyMessages.productUpdatesOff);
    },
  );
}
