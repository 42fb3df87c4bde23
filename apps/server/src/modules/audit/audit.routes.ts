import {
  AUDIT_CSV_COLUMNS,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  formatIsoDay,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-export.ts';
import { csvAnswer } from '../../plugins/api-doc/media.ts';
import type { AuditService } from './audit.service.ts';

/**
 * The audit trail, `/api/admin/audit`: every staff action, filtered by person, action, order and
 * days, newest first and paged by cursor, and the same as CSV: the owner's alone (`audit.read`).
 */
export async function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  r.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { tags, querystring: auditQuerySchema, response: { 200: successEnvelope(auditPageSchema) } },
    },
    async (request) => ok(await audit.page(request.query)),
  );

  r.get(
    '/admin/audit/export.csv',
    {
      schema: { tags, querystring: auditExportQuerySchema },
      config: {
        permission: 'audit.read',
        budget: { costs: ['heavy-work'], limits: ['staffCostlyPerAccount'], at: 'account' },
        media: { answer: csvAnswer('The staff actions that match the filters.', AUDIT_CSV_COLUMNS) },
      },
    },
    async (request, reply) => {
      const day = formatIsoDay(new Date());
      return sendCsv(reply, `launchpad-activity-${day}.csv`, audit.csv(request.query));
    },
  );
}
