import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import type { Platform } from '../../lib/platform.ts';
import { createTokenService } from '../../lib/tokens.ts';
import type { MailModule } from '../mail/index.ts';
import { createAccountTokensRepository } from './account-tokens.repository.ts';
import { type AccountBilling, authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createEmailVerificationService } from './email-verification.service.ts';
import { createFederatedIdentitiesRepository } from './federated-identities.repository.ts';
import { firebaseAuthRoutes } from './firebase-auth.routes.ts';
import { createFirebaseTokenVerifier } from './firebase-token-verifier.ts';
import { createGoogleSignInService } from './google-sign-in.service.ts';
import { startAccountHousekeeping } from './housekeeping.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSignInsRepository } from './sign-ins.repository.ts';
import { createUsersRepository } from './users.repository.ts';

// What other modules use of this one.
export type { AccountTokensRepository } from './account-tokens.repository.ts';
export { createAdminBootstrap, toPublicUser } from './auth.service.ts';
export type { EmailVerificationService } from './email-verification.service.ts';
export type { FirebaseTokenVerifier } from './firebase-token-verifier.ts';
export { sendInvitationLink } from './invitations.ts';
export type { SessionsRepository } from './sessions.repository.ts';
export { createUsersRepository, type UsersRepository } from './users.repository.ts';

export interface AuthDeps {
  mail: Pick<MailModule, 'outbox'>;
  /** Runs at every sign-in, before the session opens (signing in cancels a scheduled deletion). */
  onSignIn: (user: UserRow) => Promise<void>;
  /** Runs in the transaction that creates an account, by password or Google (consents given then). */
  onAccountCreated: (tx: Queryable, user: UserRow, productUpdates: boolean | undefined) => Promise<void>;
}

/** What the account routes read from modules built after this one. */
export interface AuthRoutesDeps {
  /** The billing details shown with the account. */
  billing: { service: AccountBilling };
}

/**
 * Accounts, sessions and the links mailed to an account; its routes under `/api/auth` and
 * `/api/firebase-auth`; the housekeeping loop that clears what can no longer be used.
 */
export function createAuthModule(platform: Platform, deps: AuthDeps) {
  const { config, database, rateLimiter, now } = platform;
  const mail = deps.mail.outbox;
  const usersRepo = createUsersRepository(database.db);
  const sessionsRepo = createSessionsRepository(database.db, database.reads);
  const signInsRepo = createSignInsRepository(database.db);
  const tokensRepo = createAccountTokensRepository(database.db);
  const tokens = createTokenService(config.jwtSecret, now);
  const firebase = config.firebaseProjectId
    ? createFirebaseTokenVerifier({
        projectId: config.firebaseProjectId,
        keysUrl: config.firebaseKeysUrl,
        now,
      })
    : undefined;
  const service = createAuthService({
    mail,
    tokensRepo,
    usersRepo,
    sessionsRepo,
    signInsRepo,
    tokens,
    rateLimiter,
    rateLimits: config.rateLimits,
    firebase,
    firebaseWeb: config.firebaseWeb,
    onSignIn: deps.onSignIn,
    onRegistered: (tx, user, input) => deps.onAccountCreated(tx, user, input.productUpdates),
  });
  // What the services that mail an account a link (verification, email change, reset, invitation) share.
  const accountLinks = {
    db: database.db,
    usersRepo,
    tokensRepo,
    mail,
    rateLimiter,
    rateLimits: config.rateLimits,
    now,
  };
  const emailVerification = createEmailVerificationService(accountLinks);
  platform.loops.register('account_housekeeping', () =>
    startAccountHousekeeping({ sessionsRepo, tokensRepo, signInsRepo, now }, platform.log),
  );

  return {
    service,
    usersRepo,
    sessionsRepo,
    tokensRepo,
    tokens,
    firebase,
    accountLinks,
    emailVerification,
    /** Creates the admin ADMIN_EMAIL names, or promotes it (signing out its sessions); says so in the log. */
    async ensureConfiguredAdmin() {
      if (!config.admin) return;
      const outcome = await service.ensureAdmin(config.admin);
      platform.log.info(
        { email: config.admin.email, outcome },
        outcome === 'promoted'
          ? 'ADMIN_EMAIL named an existing account: it is now an admin, its password is now ADMIN_PASSWORD, and all of its sessions were signed out'
          : 'admin account ensured',
      );
    },
    async routes(api: FastifyInstance, { billing }: AuthRoutesDeps) {
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: service,
        emailVerification,
        emailChange: createEmailChangeService(accountLinks),
        billing: billing.service,
        passwordReset: createPasswordResetService(accountLinks),
      });
      await api.register(firebaseAuthRoutes, {
        prefix: '/firebase-auth',
        googleSignIn: createGoogleSignInService({
          ...accountLinks,
          identitiesRepo: createFederatedIdentitiesRepository(),
          firebase,
          signIn: service.signIn,
          onCreated: (tx, user, choices) => deps.onAccountCreated(tx, user, choices.productUpdates),
        }),
      });
    },
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;
