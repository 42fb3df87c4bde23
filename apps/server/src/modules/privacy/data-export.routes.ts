import { dataExportParamsSchema, dataExportSchema, ok, successEnvelope } from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/file-transfer.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { DataExportService } from './data-export.service.ts';

/** The customer's copy of their data, under `/api/auth/me/data-export`. */
export async function dataExportRoutes(app: FastifyInstance, { exports }: { exports: DataExportService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Set first, so that a refusal is not kept by a browser or a proxy either.
  r.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  r.addHook('onRequest', app.requireUser);

  // One copy a day: 202 for a copy under way, 200 for the ready one of the day, else a 429.
  r.post(
    '/',
    {
      config: { budget: { costs: ['heavy-work'], limits: ['dataExportsPerAccount'], at: 'account' } },
      schema: {
        tags: ['privacy'],
        response: { 200: successEnvelope(dataExportSchema), 202: successEnvelope(dataExportSchema) },
      },
    },
    async (request, reply) => {
      const { data, message } = await exports.request(signedInUser(request));
      return reply.status(data.status === 'ready' ? 200 : 202).send(ok(data, message));
    },
  );

  r.get(
    '/',
    { schema: { tags: ['privacy'], response: { 200: successEnvelope(dataExportSchema.nullable()) } } },
    async (request) => ok(await exports.latest(signedInUser(request))),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags: ['privacy'],
        params: dataExportParamsSchema,
        response: { 200: successEnvelope(dataExportSchema) },
      },
    },
    async (request) => ok(await exports.status(signedInUser(request), request.params.id)),
  );

  r.get(
    '/:id/file',
    {
      schema: {
        tags: ['privacy'],
        params: dataExportParamsSchema,
      },
    },
    async (request, reply) => {
      const archive = await exports.open(signedInUser(request), request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(archive.size))
        .header('content-disposition', attachmentDisposition(archive.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(archive.body);
    },
  );
}
