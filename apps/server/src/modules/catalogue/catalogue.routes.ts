import { createHash } from 'node:crypto';
import { launchPackages, ok, packagesResponseSchema, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const packagesResponse = successEnvelope(packagesResponseSchema);

export async function catalogueRoutes(app: FastifyInstance) {
  // The catalogue is fixed for the life of the process: check it against its contract and
  // serialise it once, and let clients revalidate it by ETag.
  // Held as bytes, so that no request pays for encoding it.
  const body = Buffer.from(JSON.stringify(packagesResponse.parse(ok(launchPackages))));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;

  app.withTypeProvider<ZodTypeProvider>().get(
    '/packages',
    {
      schema: {
        tags: ['catalogue'],
        headers: z.object({
          'if-none-match': z
            .string()
            .optional()
            .describe(
              'The `ETag` of a copy the client holds: a 304 without a body answers if it is current.',
            ),
        }),
        response: { 200: packagesResponse },
      },
      config: {
        media: {
          responses: {
            304: { description: 'The copy named by `If-None-Match` is current; no body.' },
          },
        },
      },
    },
    // Synchronous: nothing here waits, and an async handler would cost a promise per request.
    (request, typedReply) => {
      // The body is already serialised and checked, so it goes out as it is.
      const reply = typedReply as unknown as FastifyReply;
      reply.header('cache-control', 'public, max-age=300').header('etag', etag);
      if (request.headers['if-none-match'] === etag) reply.status(304).send();
      else reply.type('application/json; charset=utf-8').send(body);
    },
  );
}
