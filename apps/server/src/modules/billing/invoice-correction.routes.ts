import {
  invoiceCorrectionParamsSchema,
  invoiceCorrectionRequestSchema,
  invoiceCorrectionSchema,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import type { CorrectInvoice } from './invoice-correction.ts';

/** The admin's correction of an issued invoice's billing details (behind requireStaff). */
export async function invoiceCorrectionRoutes(
  app: FastifyInstance,
  { correctInvoice }: { correctInvoice: CorrectInvoice },
) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/admin/orders/:id/invoices/:invoiceId/correction',
    {
      // Already corrected, a credit note, or an invoice that refunds have credited in part.
      config: { permission: 'invoices.correct', errors: ['conflict'] },
      schema: {
        tags: ['admin'],
        params: invoiceCorrectionParamsSchema,
        body: invoiceCorrectionRequestSchema,
        response: { 201: successEnvelope(invoiceCorrectionSchema) },
      },
    },
    async (request, reply) => {
      const data = await correctInvoice(
        signedInUser(request),
        { orderId: request.params.id, invoiceId: request.params.invoiceId },
        request.body,
      );
      reply.status(201);
      return ok(
        data,
        `Invoice re-issued as ${data.invoice.number}; credit note ${data.creditNote.number} cancels the old one`,
      );
    },
  );
}
