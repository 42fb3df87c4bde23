import {
  accountMessages,
  authProvidersSchema,
  type BillingDetails,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  currentAccountDataSchema,
  loginRequestSchema,
  loginResponseDataSchema,
  messages,
  noDataEnvelope,
  ok,
  profileResponseDataSchema,
  registerRequestSchema,
  registerResponseDataSchema,
  signInResponseDataSchema,
  successEnvelope,
  twoFactorMessages,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '@launchpad/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestToken, signedInUser } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';
import { toPublicUser } from './auth.service.ts';
import type { DevicesService } from './devices.service.ts';
import type { EmailChangeService } from './email-change.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import { passwordRoutes } from './password-reset.routes.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { CompleteTwoFactorSignIn } from './two-factor-sign-in.ts';

/** The billing details shown with the account; billing's service passes (it is built after accounts). */
export interface AccountBilling {
  detailsFor(userId: string): Promise<BillingDetails | null>;
}

interface AuthRoutesDeps {
  auth: AuthService;
  passwordReset: PasswordResetService;
  emailVerification: EmailVerificationService;
  emailChange: EmailChangeService;
  billing: AccountBilling;
  twoFactor: TwoFactorService;
  completeTwoFactorSignIn: CompleteTwoFactorSignIn;
  devices: DevicesService;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps) {
  emailVerificationRoutes(app, deps);
  // Tokens, profiles and sign-in outcomes: nothing here may be kept by a browser or a proxy.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
  passwordRoutes(app, deps);
  sessionRoutes(app, deps);
  profileRoutes(app, deps);
  accountChangeRoutes(app, deps);
  twoFactorRoutes(app, deps);
}

/** Confirming the account's email, and mailing a new link. */
function emailVerificationRoutes(app: FastifyInstance, { auth, emailVerification }: AuthRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        body: verifyEmailRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await emailVerification.verify(request.body, auth.sessionIdOf(requestToken(request)));
      return ok(null, accountMessages.emailVerified);
    },
  );

  r.post(
    '/resend-verification',
    {
      config: { errors: ['rate_limited'] },
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: noDataEnvelope } },
    },
    async (request) => {
      const message = await emailVerification.resend(signedInUser(request));
      return ok(null, message);
    },
  );
}

/** Accounts opened, sessions begun and ended. */
function sessionRoutes(app: FastifyInstance, { auth }: AuthRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/register',
    {
      config: {
        budget: {
          costs: ['password', 'typed-address'],
          limits: ['registerPerIp', 'accountMailPerEmail'],
          at: 'service',
        },
        errors: ['email_taken', 'rate_limited'],
      },
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: successEnvelope(registerResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await auth.register(request.body, request.ip, request.headers['user-agent']);
      app.setSessionCookie(reply, data.token);
      return reply.status(201).send(ok(data, messages.registered));
    },
  );

  r.post(
    '/login',
    {
      config: {
        budget: {
          costs: ['password', 'typed-address'],
          limits: ['loginPerIp', 'loginFailuresPerEmail'],
          at: 'service',
        },
        errors: ['invalid_credentials', 'forbidden', 'rate_limited'],
      },
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: successEnvelope(signInResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await auth.login(request.body, request.ip, request.headers['user-agent']);
      // An account with a second factor gets no session yet: only the challenge for its code.
      if ('challenge' in data) return ok(data, twoFactorMessages.codeNeeded);
      app.setSessionCookie(reply, data.token);
      return ok(data, messages.loggedIn);
    },
  );

  r.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: noDataEnvelope } } },
    async (request, reply) => {
      await auth.logout(requestToken(request));
      app.clearSessionCookie(reply);
      return ok(null, messages.loggedOut);
    },
  );

  r.post(
    '/sessions/revoke-all',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], response: { 200: noDataEnvelope } },
    },
    async (request, reply) => {
      // Every session of the account ends, this browser's too: a stolen cookie stops working.
      await auth.revokeAllSessions(signedInUser(request).id);
      app.clearSessionCookie(reply);
      return ok(null, messages.signedOutEverywhere);
    },
  );
}

/** The signed-in account as it reads and as its owner changes it; the sign-in methods. */
function profileRoutes(app: FastifyInstance, { auth, billing, twoFactor }: AuthRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/me',
    {
      // Says to a member of staff who must turn on two-step sign-in that they must.
      config: { beforeStaffEnrolment: true },
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        response: { 200: successEnvelope(currentAccountDataSchema) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [details, twoFactorStatus] = await Promise.all([
        billing.detailsFor(user.id),
        twoFactor.status(user),
      ]);
      return ok({ user: toPublicUser(user), billing: details, twoFactor: twoFactorStatus });
    },
  );

  r.patch(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: updateProfileRequestSchema,
        response: { 200: successEnvelope(profileResponseDataSchema) },
      },
    },
    async (request) => {
      const user = await auth.updateProfile(signedInUser(request), request.body);
      return ok({ user }, accountMessages.profileUpdated);
    },
  );

  r.get(
    '/providers',
    { schema: { tags: ['auth'], response: { 200: successEnvelope(authProvidersSchema) } } },
    async () => ok(auth.providers()),
  );
}

/** A new password or email address for the signed-in account. */
function accountChangeRoutes(app: FastifyInstance, { auth, emailChange }: AuthRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/change-password',
    {
      config: {
        budget: { costs: ['password'], limits: ['passwordRechecksPerAccount'], at: 'service' },
        errors: ['rate_limited'],
      },
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(loginResponseDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await auth.changePassword(signedInUser(request), request.body);
      // Every session of the account ended, this one too: the new cookie keeps this browser signed in.
      app.setSessionCookie(reply, data.token);
      return ok(data, accountMessages.passwordChanged);
    },
  );

  r.post(
    '/change-email',
    {
      config: {
        budget: {
          costs: ['password', 'typed-address'],
          limits: ['passwordRechecksPerAccount', 'accountMailPerEmail'],
          at: 'service',
        },
        errors: ['rate_limited'],
      },
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        body: changeEmailRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      const message = await emailChange.requestChange(signedInUser(request), request.body);
      return ok(null, message);
    },
  );

  r.post(
    '/confirm-email-change',
    {
      config: { errors: ['conflict'] },
      schema: {
        tags: ['auth'],
        body: confirmEmailChangeRequestSchema,
        response: { 200: noDataEnvelope },
      },
    },
    async (request) => {
      await emailChange.confirmChange(request.body, auth.sessionIdOf(requestToken(request)));
      return ok(null, accountMessages.emailChanged);
    },
  );
}
