import {
  acceptInvitationRequestSchema,
  accountMessages,
  adminUserMessages,
  forgotPasswordRequestSchema,
  noDataEnvelope,
  ok,
  resetPasswordRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PasswordResetService } from './password-reset.service.ts';

/** A forgotten password reset by a mailed link, and an invitation's first password. */
export function passwordRoutes(
  app: FastifyInstance,
  { passwordReset }: { passwordReset: PasswordResetService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/forgot-password',
    {
      config: {
        budget: {
          costs: ['typed-address'],
          limits: ['accountMailPerIp', 'accountMailPerEmail'],
          at: 'service',
        },
        errors: ['rate_limited'],
      },
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await passwordReset.requestReset(request.body, request.ip);
      return ok(null, accountMessages.resetLinkSent);
    },
  );

  r.post(
    '/reset-password',
    {
      config: { budget: { costs: ['password'], limits: ['linkRedemptionsPerIp'], at: 'address' } },
      schema: {
        tags: ['auth'],
        body: resetPasswordRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body, request.ip);
      return ok(null, accountMessages.passwordReset);
    },
  );

  r.post(
    '/accept-invitation',
    {
      config: { budget: { costs: ['password'], limits: ['linkRedemptionsPerIp'], at: 'address' } },
      schema: {
        tags: ['auth'],
        body: acceptInvitationRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await passwordReset.acceptInvitation(request.body, request.ip);
      return ok(null, adminUserMessages.passwordSet);
    },
  );
}
