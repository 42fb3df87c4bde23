import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { createPasswordConfirmation } from '../../lib/password-confirmation.ts';
import type { Platform } from '../../lib/platform.ts';
import { createTokenService } from '../../lib/tokens.ts';
import type { MailModule } from '../mail/index.ts';
import { createAccountTokensRepository } from './account-tokens.repository.ts';
import { type AccountBilling, authRoutes } from './auth.routes.ts';
import { createAdminBootstrap, createAuthService } from './auth.service.ts';
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
import { userFacesOf } from './user-faces.ts';
import { type AccountHandover, createUsersRepository } from './users.repository.ts';

// What other modules use of this one.
export type { AccountTokensRepository } from './account-tokens.repository.ts';
export { toPublicUser } from './auth.service.ts';
export type { EmailVerificationService } from './email-verification.service.ts';
export type { FirebaseTokenVerifier } from './firebase-token-verifier.ts';
export { sendInvitationLink } from './invitations.ts';
export type { SessionsRepository } from './sessions.repository.ts';
export {
  type AccountStandingWrites,
  createUserReads,
  type UserReads,
} from './user-faces.ts';
export type { AccountHandover } from './users.repository.ts';

export interface AuthDeps {
  mail: Pick<MailModule, 'outbox' | 'typedAddress'>;
  /** Runs at every sign-in, before the session opens (signing in cancels a scheduled deletion). */
  onSignIn: (user: UserRow) => Promise<void>;
  /** Runs in the transaction that creates an account, by password or Google (consents given then). */
  onAccountCreated: (tx: Queryable, user: UserRow, productUpdates: boolean | undefined) => Promise<void>;
  /**
   * Runs in the transaction in which an account passes to whoever proved its address over the head
   * of its earlier holder (Google taking over an unverified account, the `ADMIN_EMAIL` bootstrap).
   */
  onAddressTakenOver: AccountHandover;
}

/** What the account routes read from modules built after this one. */
export interface AuthRoutesDeps {
  /** The billing details shown with the account. */
  billing: { service: AccountBilling };
}

/** The verifier of Firebase ID tokens, when Google sign-in is configured. */
function firebaseVerifierOf(config: Platform['config'], now: Platform['now']) {
  return config.firebaseProjectId
    ? createFirebaseTokenVerifier({
        projectId: config.firebaseProjectId,
        keysUrl: config.firebaseKeysUrl,
        now,
      })
    : undefined;
}

/** The module's repositories, session tokens and password re-check, over the platform's database. */
function accountStoresOf({ config, database, rateLimiter, now }: Platform) {
  return {
    usersRepo: createUsersRepository(database.db),
    sessionsRepo: createSessionsRepository(database.db, database.reads),
    signInsRepo: createSignInsRepository(database.db),
    tokensRepo: createAccountTokensRepository(database.db),
    tokens: createTokenService(config.jwtSecret, now),
    firebase: firebaseVerifierOf(config, now),
    passwordConfirmation: createPasswordConfirmation({
      rateLimiter,
      rule: config.rateLimits.passwordRechecksPerAccount,
    }),
  };
}

type AccountStores = ReturnType<typeof accountStoresOf>;

/** What the services that mail an account a link (verification, email change, reset, invitation) share. */
function accountLinksOf(platform: Platform, deps: AuthDeps, stores: AccountStores) {
  const { database, rateLimiter, config, now } = platform;
  const { usersRepo, tokensRepo, passwordConfirmation } = stores;
  const { outbox: mail, typedAddress } = deps.mail;
  return {
    db: database.db,
    usersRepo,
    tokensRepo,
    mail,
    typedAddress,
    rateLimiter,
    rateLimits: config.rateLimits,
    passwordConfirmation,
    onAddressTakenOver: deps.onAddressTakenOver,
    now,
  };
}

/** Sign-up, sign-in, the profile and sessions, and the `ADMIN_EMAIL` bootstrap. */
function accountServiceOf(platform: Platform, deps: AuthDeps, stores: AccountStores) {
  const { config, rateLimiter } = platform;
  return createAuthService({
    ...stores,
    mail: deps.mail.outbox,
    typedAddress: deps.mail.typedAddress,
    rateLimiter,
    rateLimits: config.rateLimits,
    firebaseWeb: config.firebaseWeb,
    onSignIn: deps.onSignIn,
    onAddressTakenOver: deps.onAddressTakenOver,
    onRegistered: (tx, user, input) => deps.onAccountCreated(tx, user, input.productUpdates),
  });
}

type AccountService = ReturnType<typeof accountServiceOf>;

/** Creates the admin ADMIN_EMAIL names, or promotes it (signing out its sessions); says so in the log. */
async function ensureConfiguredAdmin({ config, log }: Platform, service: AccountService) {
  if (!config.admin) return;
  const outcome = await service.ensureAdmin(config.admin);
  log.info(
    { email: config.admin.email, outcome },
    outcome === 'promoted'
      ? 'ADMIN_EMAIL named an existing account: it is now an admin, its password is now ADMIN_PASSWORD, and all of its sessions were signed out'
      : 'admin account ensured',
  );
}

/** What the routes of this module are built from. */
interface AuthRouteParts {
  deps: AuthDeps;
  stores: AccountStores;
  service: AccountService;
  accountLinks: ReturnType<typeof accountLinksOf>;
  emailVerification: ReturnType<typeof createEmailVerificationService>;
}

/** The routes under `/api/auth` and `/api/firebase-auth`. */
async function registerAuthRoutes(api: FastifyInstance, parts: AuthRouteParts, later: AuthRoutesDeps) {
  const { deps, stores, service, accountLinks, emailVerification } = parts;
  await api.register(authRoutes, {
    prefix: '/auth',
    auth: service,
    emailVerification,
    emailChange: createEmailChangeService(accountLinks),
    billing: later.billing.service,
    passwordReset: createPasswordResetService(accountLinks),
  });
  await api.register(firebaseAuthRoutes, {
    prefix: '/firebase-auth',
    googleSignIn: createGoogleSignInService({
      ...accountLinks,
      identitiesRepo: createFederatedIdentitiesRepository(),
      firebase: stores.firebase,
      signIn: service.signIn,
      onCreated: (tx, user, choices) => deps.onAccountCreated(tx, user, choices.productUpdates),
      onTakenOver: deps.onAddressTakenOver,
    }),
  });
}

/**
 * Accounts, sessions and the links mailed to an account; its routes under `/api/auth` and
 * `/api/firebase-auth`; the housekeeping loop that clears what can no longer be used. Other
 * modules read the accounts through `users` and never get the users repository.
 */
export function createAuthModule(platform: Platform, deps: AuthDeps) {
  const stores = accountStoresOf(platform);
  const { sessionsRepo, signInsRepo, tokensRepo } = stores;
  const userFaces = userFacesOf(stores.usersRepo);
  const service = accountServiceOf(platform, deps, stores);
  const accountLinks = accountLinksOf(platform, deps, stores);
  const emailVerification = createEmailVerificationService(accountLinks);
  platform.loops.register('account_housekeeping', () =>
    startAccountHousekeeping({ sessionsRepo, tokensRepo, signInsRepo, now: platform.now }, platform.log),
  );
  const parts: AuthRouteParts = { deps, stores, service, accountLinks, emailVerification };

  return {
    service,
    /** Reads of the accounts. */
    users: userFaces.reads,
    /** The admin's changes of an account's standing (invite, deactivate, role). */
    accountStanding: userFaces.standing,
    sessionsRepo,
    tokensRepo,
    tokens: stores.tokens,
    firebase: stores.firebase,
    passwordConfirmation: stores.passwordConfirmation,
    emailVerification,
    ensureConfiguredAdmin: () => ensureConfiguredAdmin(platform, service),
    routes: (api: FastifyInstance, later: AuthRoutesDeps) => registerAuthRoutes(api, parts, later),
  };
}

export type AuthModule = ReturnType<typeof createAuthModule>;

/** The `ADMIN_EMAIL` bootstrap on its own, for the operator's promote script. */
export function createAdminPromotion(db: Db) {
  return createAdminBootstrap({ usersRepo: createUsersRepository(db) });
}
