import {
  billingDetailsRequestSchema,
  billingDetailsResponseSchema,
  billingQuoteQuerySchema,
  billingQuoteSchema,
  invoiceIdParamsSchema,
  invoiceRegisterPageSchema,
  invoiceRegisterQuerySchema,
  ok,
  successEnvelope,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RateLimitRule } from '../../config/env.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { csvAnswer, fileAnswer } from '../../plugins/api-doc/media.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { BillingService } from './billing.service.ts';
import { INVOICE_REGISTER_COLUMNS, type InvoiceRegister } from './invoice-register.ts';

/** Billing details, the checkout's quote and the customer's documents. */
interface Options {
  billing: BillingService;
  rateLimiter: RateLimiter;
  /** PDF downloads per user: each is a read of stored bytes, bounded all the same. */
  pdfLimit: RateLimitRule;
}

/** The sentence of a 429 on document downloads, saying when to try again. */
export function pdfLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait =
    retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes > 1 ? 's' : ''}`;
  return `Too many document downloads. Please try again in ${wait}.`;
}

export async function billingRoutes(app: FastifyInstance, { billing, rateLimiter, pdfLimit }: Options) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.requireUser);

  r.get(
    '/auth/me/billing',
    { schema: { tags: ['billing'], response: { 200: successEnvelope(billingDetailsResponseSchema) } } },
    async (request) => ok({ billing: await billing.detailsFor(signedInUser(request).id) }),
  );

  r.put(
    '/auth/me/billing',
    {
      schema: {
        tags: ['billing'],
        body: billingDetailsRequestSchema,
        response: { 200: successEnvelope(billingDetailsResponseSchema) },
      },
    },
    async (request) =>
      ok(
        { billing: await billing.saveDetails(signedInUser(request), request.body) },
        'Billing details saved',
      ),
  );

  r.get(
    '/billing/quote',
    {
      // A package id that is not in the catalogue.
      config: { errors: ['not_found'] },
      schema: {
        tags: ['billing'],
        querystring: billingQuoteQuerySchema,
        response: {
          200: successEnvelope(billingQuoteSchema),
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [charge, details] = await Promise.all([
        billing.quote(user, request.query.packageId),
        billing.detailsFor(user.id),
      ]);
      return ok({ charge, billingRequired: billing.detailsRequired && !details, billing: details });
    },
  );

  r.get(
    '/invoices/:id/pdf',
    {
      schema: { tags: ['billing'], params: invoiceIdParamsSchema },
      config: {
        budget: { costs: ['heavy-work'], limits: ['documentPdfPerUser'], at: 'service' },
        errors: ['rate_limited'],
        media: { answer: fileAnswer('The invoice or credit note, as a PDF.', ['application/pdf']) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const limit = await rateLimiter.hit(`document-pdf:${user.id}`, pdfLimit);
      refuseWhenLimited(limit, pdfLimitMessage(limit.retryAfterSeconds));
      const { pdf, fileName } = await billing.pdfFor(user, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}

/** The admin invoice register and its CSV export (behind requireStaff). */
export async function invoiceRegisterRoutes(
  app: FastifyInstance,
  { register }: { register: InvoiceRegister },
) {
  app.addHook('onRequest', app.requireStaff);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/admin/invoices',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags: ['admin'],
        querystring: invoiceRegisterQuerySchema,
        response: { 200: successEnvelope(invoiceRegisterPageSchema) },
      },
    },
    async (request) => ok(await register.page(request.query)),
  );

  r.get(
    '/admin/invoices/export.csv',
    {
      schema: {
        tags: ['admin'],
        querystring: invoiceRegisterQuerySchema.omit({ cursor: true, limit: true }),
      },
      config: {
        permission: 'exports.csv',
        budget: { costs: ['heavy-work'], limits: ['staffCostlyPerAccount'], at: 'account' },
        media: { answer: csvAnswer('The invoice register for the period.', INVOICE_REGISTER_COLUMNS) },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const name = `launchpad-invoices${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.csv`;
      return sendCsv(reply, name, register.csv(request.query));
    },
  );
}
