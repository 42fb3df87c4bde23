import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { createPasswordConfirmation } from '../../lib/password-confirmation.ts';
import type { Platform } from '../../lib/platform.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTokenService } from '../../lib/tokens.ts';
import type { MailModule } from '../mail/index.ts';
import { createAccountTokensRepository } from './account-tokens.repository.ts';
import { createAdminBootstrap } from './admin-bootstrap.ts';
import { type AccountBilling, authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createDevicesService } from './devices.service.ts';
import { createEmailChangeService } from './email-change.service.ts';
import { createEmailVerificationService } from './email-verification.service.ts';
import { createFederatedIdentitiesRepository } from './federated-identities.repository.ts';
import { firebaseAuthRoutes } from './firebase-auth.routes.ts';
import { createFirebaseTokenVerifier } from './firebase-token-verifier.ts';
import { createGoogleSignInService } from './google-sign-in.service.ts';
import { startAccountHousekeeping } from './housekeeping.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createSignInsRepository, type SignInSource } from './sign-ins.repository.ts';
import { mustEnrolFirst } from './staff.ts';
import { createTwoFactorRepository, type TwoFactorRepository } from './two-factor.repository.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { createCodeCheck } from './two-factor-codes.ts';
import { createChallengeOpener, createTwoFactorSignIn } from './two-factor-sign-in.ts';
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
  /** A session is opened for the user; `source` when it is a sign-in (not a password change's new session). */
  onSignIn: (user: UserRow, source?: SignInSource) => Promise<void>;
  /** A wrong second-factor code was given for the account (the audit trail records staff's). */
  onWrongSecondFactor?: (user: UserRow, address: string | null) => Promise<void>;
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
  const sessionsRepo = createSessionsRepository(database.db, database.reads);
  return {
    usersRepo: createUsersRepository(database.db),
    sessionsRepo,
    twoFactorRepo: createTwoFactorRepository(database.db),
    devices: createDevicesService(sessionsRepo, now),
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
    openChallenge: createChallengeOpener(stores.twoFactorRepo),
    staffTwoFactor: config.staffTwoFactor,
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

/** Two-step sign-in: turning it on and off, and the second step of a sign-in. */
function twoFactorPartsOf(
  platform: Platform,
  deps: AuthDeps,
  stores: AccountStores,
  service: AccountService,
) {
  const { config, database, rateLimiter } = platform;
  const now = platform.now ?? Date.now;
  const repo = stores.twoFactorRepo;
  // The authenticators' secrets are sealed under a key of their own, derived from JWT_SECRET.
  const box = createSecretBox(config.jwtSecret, 'two-factor-secrets');
  const checkCode = createCodeCheck({ repo, box, now });
  const common = { db: database.db, repo, checkCode, mail: deps.mail.outbox, rateLimiter, now };
  return {
    twoFactor: createTwoFactorService({
      ...common,
      box,
      passwordConfirmation: stores.passwordConfirmation,
      rateLimits: config.rateLimits,
      staffTwoFactor: config.staffTwoFactor,
    }),
    completeTwoFactorSignIn: createTwoFactorSignIn({
      ...common,
      usersRepo: stores.usersRepo,
      rateLimits: config.rateLimits,
      signIn: service.signIn,
      onWrongCode: deps.onWrongSecondFactor,
    }),
    devices: stores.devices,
  };
}

/**
 * Whoever proves an address over the head of its earlier holder (a reset link, Google, the
 * `ADMIN_EMAIL` bootstrap) does not inherit that holder's second factor: it is cleared with the rest.
 */
function withSecondFactorHandedOver(deps: AuthDeps, twoFactorRepo: TwoFactorRepository): AuthDeps {
  return {
    ...deps,
    onAddressTakenOver: async (tx, user) => {
      await twoFactorRepo.disable(tx, user.id);
      await deps.onAddressTakenOver(tx, user);
    },
  };
}

/** What the routes of this module are built from. */
interface AuthRouteParts {
  deps: AuthDeps;
  stores: AccountStores;
  service: AccountService;
  accountLinks: ReturnType<typeof accountLinksOf>;
  emailVerification: ReturnType<typeof createEmailVerificationService>;
  twoFactorParts: ReturnType<typeof twoFactorPartsOf>;
}

/** The routes under `/api/auth` and `/api/firebase-auth`. */
async function registerAuthRoutes(api: FastifyInstance, parts: AuthRouteParts, later: AuthRoutesDeps) {
  const { deps, stores, service, accountLinks, emailVerification, twoFactorParts } = parts;
  await api.register(authRoutes, {
    ...twoFactorParts,
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
      beginSignIn: service.beginSignIn,
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
export function createAuthModule(platform: Platform, given: AuthDeps) {
  const stores = accountStoresOf(platform);
  const deps = withSecondFactorHandedOver(given, stores.twoFactorRepo);
  const { sessionsRepo, signInsRepo, tokensRepo, twoFactorRepo } = stores;
  const userFaces = userFacesOf(stores.usersRepo);
  const service = accountServiceOf(platform, deps, stores);
  const accountLinks = accountLinksOf(platform, deps, stores);
  const emailVerification = createEmailVerificationService(accountLinks);
  platform.loops.register('account_housekeeping', () =>
    startAccountHousekeeping(
      { sessionsRepo, tokensRepo, signInsRepo, twoFactorRepo, now: platform.now },
      platform.log,
    ),
  );
  const twoFactorParts = twoFactorPartsOf(platform, deps, stores, service);
  const parts: AuthRouteParts = { deps, stores, service, accountLinks, emailVerification, twoFactorParts };

  return {
    service,
    /** Reads of the accounts. */
    users: userFaces.reads,
    /** The admin's changes of an account's standing (invite, deactivate, role). */
    accountStanding: userFaces.standing,
    sessionsRepo,
    tokensRepo,
    /** The person's signed-in devices; the guard marks each session seen through it. */
    devices: stores.devices,
    /** Whether a signed-in account must turn on two-step sign-in before reaching anything else. */
    mustEnrolFirst: (user: UserRow) => mustEnrolFirst(user, platform.config.staffTwoFactor),
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
