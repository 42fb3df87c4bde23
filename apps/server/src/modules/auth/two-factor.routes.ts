import {
  confirmTwoFactorRequestSchema,
  deviceSessionParamsSchema,
  deviceSessionsSchema,
  disableTwoFactorRequestSchema,
  messages,
  noDataEnvelope,
  ok,
  recoveryCodesSchema,
  signedInDataSchema,
  successEnvelope,
  twoFactorEnrolmentSchema,
  twoFactorMessages,
  twoFactorSignInRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf, signedInUser } from '../../plugins/auth.ts';
import type { DevicesService } from './devices.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { CompleteTwoFactorSignIn } from './two-factor-sign-in.ts';

interface TwoFactorRoutesDeps {
  twoFactor: TwoFactorService;
  completeTwoFactorSignIn: CompleteTwoFactorSignIn;
  devices: DevicesService;
}

/** Turning two-step sign-in on and off, from the account page. */
function enrolmentRoutes(app: FastifyInstance, { twoFactor }: TwoFactorRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/me/two-factor',
    {
      // Open to staff who must turn it on before anything else.
      config: { beforeStaffEnrolment: true, errors: ['conflict'] },
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: successEnvelope(twoFactorEnrolmentSchema) } },
    },
    async (request) => ok(await twoFactor.begin(signedInUser(request)), twoFactorMessages.enrolmentStarted),
  );

  r.post(
    '/me/two-factor/confirm',
    {
      config: { beforeStaffEnrolment: true, errors: ['conflict'] },
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: confirmTwoFactorRequestSchema,
        response: { 200: successEnvelope(recoveryCodesSchema) },
      },
    },
    async (request) => {
      const recoveryCodes = await twoFactor.confirm(
        signedInUser(request),
        request.body.code,
        sessionOf(request).sessionId,
      );
      return ok({ recoveryCodes }, twoFactorMessages.enabled);
    },
  );

  r.delete(
    '/me/two-factor',
    {
      config: {
        budget: { costs: ['password'], limits: ['passwordRechecksPerAccount'], at: 'service' },
        errors: ['conflict', 'rate_limited'],
      },
      onRequest: app.requireUser,
      schema: { tags: ['auth'], body: disableTwoFactorRequestSchema, response: { 200: noDataEnvelope } },
    },
    async (request) => {
      await twoFactor.disable(signedInUser(request), request.body, sessionOf(request).sessionId);
      return ok(null, twoFactorMessages.disabled);
    },
  );
}

/** The second step of a sign-in, and the list of one's signed-in devices. */
function signInAndDeviceRoutes(app: FastifyInstance, deps: TwoFactorRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/login/two-factor',
    {
      config: {
        // Wrong codes count against the account's sign-in throttle, and end the challenge at five.
        budget: { costs: [], limits: ['loginFailuresPerEmail'], at: 'service' },
        errors: ['invalid_credentials', 'forbidden', 'rate_limited'],
      },
      schema: {
        tags: ['auth'],
        body: twoFactorSignInRequestSchema,
        response: { 200: successEnvelope(signedInDataSchema) },
      },
    },
    async (request, reply) => {
      const { session, recoveryCodeUsed } = await deps.completeTwoFactorSignIn(
        request.body,
        request.ip,
        request.headers['user-agent'],
      );
      app.setSessionCookie(reply, session.token);
      return ok(session, recoveryCodeUsed ? twoFactorMessages.signedInWithRecoveryCode : messages.loggedIn);
    },
  );

  r.get(
    '/sessions',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: successEnvelope(deviceSessionsSchema) } },
    },
    async (request) => {
      const sessions = await deps.devices.list(signedInUser(request).id, sessionOf(request).sessionId);
      return ok({ sessions });
    },
  );

  r.delete(
    '/sessions/:id',
    {
      config: { errors: ['not_found'] },
      onRequest: app.requireUser,
      schema: { tags: ['auth'], params: deviceSessionParamsSchema, response: { 200: noDataEnvelope } },
    },
    async (request, reply) => {
      await deps.devices.signOut(signedInUser(request).id, request.params.id);
      // Signing out this very browser from its own list: its cookie goes too.
      if (request.params.id === sessionOf(request).sessionId) app.clearSessionCookie(reply);
      return ok(null, twoFactorMessages.sessionEnded);
    },
  );
}

export function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorRoutesDeps) {
  enrolmentRoutes(app, deps);
  signInAndDeviceRoutes(app, deps);
}
