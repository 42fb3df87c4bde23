import {
  type AuthProviders,
  accountMessages,
  type changePasswordRequestSchema,
  type FirebaseWebConfig,
  type LoginResponseData,
  type loginRequestSchema,
  messages,
  type PublicUser,
  type registerRequestSchema,
  type SignedInData,
  type SignInResponseData,
  type updateProfileRequestSchema,
} from '@launchpad/shared';
import type { z } from 'zod';
import type { Config } from '../../config/env.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, fieldError, sessionEnded } from '../../lib/app-error.ts';
import type { PasswordConfirmation } from '../../lib/password-confirmation.ts';
import { assertAcceptablePassword } from '../../lib/password-policy.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import { clearSignInThrottling, createSignInThrottle } from '../../lib/sign-in-throttle.ts';
import { SESSION_TTL_SECONDS, type TokenService } from '../../lib/tokens.ts';
import type { MailOutbox, TypedAddressMail } from '../mail/index.ts';
import type { AccountTokensRepository } from './account-tokens.repository.ts';
import { createAdminBootstrap } from './admin-bootstrap.ts';
import { sendVerificationLink } from './email-verification.service.ts';
import type { FirebaseTokenVerifier } from './firebase-token-verifier.ts';
import { notifyPasswordChanged } from './password-reset.service.ts';
import type { SessionDevice, SessionsRepository } from './sessions.repository.ts';
import { type SignInSource, type SignInsRepository, signInSource } from './sign-ins.repository.ts';
import { mustEnrolFirst } from './staff.ts';
import type { OpenChallenge } from './two-factor-sign-in.ts';
import type { AccountHandover, UsersRepository } from './users.repository.ts';

/** Refuses to open a session for an account an admin deactivated (password and Google alike). */
export function refuseDeactivated(user: Pick<UserRow, 'deactivatedAt'>): void {
  if (user.deactivatedAt) throw new AppError('forbidden', messages.accountDeactivated);
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

type SignIn = (user: UserRow, source?: SignInSource, device?: SessionDevice) => Promise<SignedInData>;
/** A session, or for an account with a second factor the challenge that asks for a code first. */
type BeginSignIn = (
  user: UserRow,
  source: SignInSource,
  device: SessionDevice,
) => Promise<SignInResponseData>;

interface Deps {
  usersRepo: UsersRepository;
  sessionsRepo: SessionsRepository;
  /** The sign-in history, written at every sign-in. */
  signInsRepo: Pick<SignInsRepository, 'record'>;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  rateLimits: Config['rateLimits'];
  mail: MailOutbox;
  typedAddress: TypedAddressMail;
  tokensRepo: AccountTokensRepository;
  /** Opens the second step of a sign-in, for an account with a second factor. */
  openChallenge: OpenChallenge;
  staffTwoFactor: Config['staffTwoFactor'];
  /** The one step that re-asks a signed-in account its password. */
  passwordConfirmation: PasswordConfirmation;
  /** Present only when FIREBASE_PROJECT_ID is configured. */
  firebase?: FirebaseTokenVerifier;
  /** The web SDK's settings; present only when browsers can sign in with Google (needs the API key). */
  firebaseWeb?: FirebaseWebConfig;
  /** Runs at every sign-in, before the session opens (signing in cancels a scheduled deletion). */
  onSignIn?: (user: UserRow, source?: SignInSource) => Promise<void>;
  /** Runs in the transaction in which the `ADMIN_EMAIL` bootstrap takes an existing account over. */
  onAddressTakenOver?: AccountHandover;
  /** Runs in the transaction that creates an account (the consents given at sign-up are recorded). */
  onRegistered?: (
    tx: Queryable,
    user: UserRow,
    input: z.output<typeof registerRequestSchema>,
  ) => Promise<void>;
}

/** Opening an account with a password, and signing in with one. */
function createPasswordSignIn(
  { usersRepo, rateLimiter, rateLimits, mail, typedAddress, tokensRepo, onRegistered }: Deps,
  signIn: SignIn,
  beginSignIn: BeginSignIn,
) {
  const signInThrottle = createSignInThrottle(rateLimiter, rateLimits.loginFailuresPerEmail);

  async function limit(key: string, rule: Config['rateLimits'][keyof Config['rateLimits']]) {
    refuseWhenLimited(await rateLimiter.hit(key, rule));
  }

  return {
    /**
     * Creates the account, mails the link that confirms its address, and signs the new customer in:
     * nothing they can do waits on the confirmation, so they go on with what they came for.
     */
    async register(
      input: z.output<typeof registerRequestSchema>,
      ip: string,
      userAgent?: string,
    ): Promise<LoginResponseData> {
      await limit(`register:ip:${ip}`, rateLimits.registerPerIp);
      assertAcceptablePassword(input.password, input, 'password');
      const passwordHash = await hashPassword(input.password);
      const user = await usersRepo.insertWith(
        { name: input.name, email: input.email, phone: input.phone, passwordHash },
        async (tx, row) => {
          await sendVerificationLink({ tokensRepo, mail, typedAddress }, tx, row);
          await onRegistered?.(tx, row, input);
        },
      );
      if (!user) throw new AppError('email_taken', messages.emailTaken);
      const source = signInSource('password', ip, userAgent);
      return signIn(user, source, { userAgent, address: ip });
    },

    /** Wrong password and unknown email fail alike, in message and in time. */
    async login(
      input: z.output<typeof loginRequestSchema>,
      ip: string,
      userAgent?: string,
    ): Promise<SignInResponseData> {
      await limit(`login:ip:${ip}`, rateLimits.loginPerIp);
      await signInThrottle.beforeAttempt(input.email, ip, messages.rateLimited);
      const user = await usersRepo.findByEmail(input.email);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyPassword(await dummyPasswordHash(), input.password).then(() => false);
      if (!user || !ok) {
        await signInThrottle.failed(input.email, ip);
        throw new AppError('invalid_credentials', messages.invalidCredentials);
      }
      await signInThrottle.succeeded(input.email, ip);
      const source = signInSource('password', ip, userAgent);
      return beginSignIn(user, source, { userAgent, address: ip });
    },
  };
}

/** The sessions and the ways in: ending them, reading their tokens, lifting the sign-in delays. */
function createSessionControl({ sessionsRepo, tokens, rateLimiter, firebase, firebaseWeb }: Deps) {
  return {
    /** Ends the session the token names, if it is a valid one; an invalid token has nothing to end. */
    async logout(token: string | undefined): Promise<void> {
      const claims = token ? tokens.verify(token) : null;
      if (claims) await sessionsRepo.revoke(claims.sessionId);
    },

    /** The session a request's token names, when the token is genuine (whether or not it still lives). */
    sessionIdOf(token: string | undefined): string | undefined {
      return (token && tokens.verify(token)?.sessionId) || undefined;
    },

    /** Lifts the sign-in delays of the account, and the limit of `address` for it when given. */
    clearSignInThrottling(email: string, address?: string): Promise<void> {
      return clearSignInThrottling(rateLimiter, email, address);
    },

    /** Signs the user out of every session, everywhere; returns how many ended. */
    async revokeAllSessions(userId: string): Promise<number> {
      return sessionsRepo.revokeAllForUser(userId);
    },

    /** Whether "Continue with Google" can work on this server, and what the browser needs for it. */
    providers(): AuthProviders {
      return firebase && firebaseWeb ? { google: true, firebase: firebaseWeb } : { google: false };
    },
  };
}

/** The signed-in customer's changes to their profile and password. */
function createAccountChanges({ usersRepo, passwordConfirmation, mail }: Deps, signIn: SignIn) {
  return {
    async updateProfile(
      user: UserRow,
      changes: z.output<typeof updateProfileRequestSchema>,
    ): Promise<PublicUser> {
      const updated = await usersRepo.updateProfile(user.id, changes);
      if (!updated) throw sessionEnded();
      return toPublicUser(updated);
    },

    /**
     * Checks the current password, stores the new one and ends every session of the account; this
     * browser gets a new session so the user stays signed in here.
     */
    async changePassword(
      user: UserRow,
      input: z.output<typeof changePasswordRequestSchema>,
    ): Promise<LoginResponseData> {
      if (!user.passwordHash) {
        throw fieldError('currentPassword', accountMessages.noPasswordSet);
      }
      await passwordConfirmation.confirm(
        { id: user.id, passwordHash: user.passwordHash },
        input.currentPassword,
        {
          field: 'currentPassword',
          missing: accountMessages.currentPasswordNeeded,
          wrong: accountMessages.wrongCurrentPassword,
        },
      );
      if (input.newPassword === input.currentPassword) {
        throw fieldError('newPassword', accountMessages.samePassword);
      }
      assertAcceptablePassword(input.newPassword, user, 'newPassword');
      const updated = await usersRepo.updatePassword(
        user.id,
        await hashPassword(input.newPassword),
        (tx, row) => notifyPasswordChanged(mail, tx, row, new Date()).then(() => undefined),
      );
      if (!updated) throw sessionEnded();
      return signIn(updated);
    },
  };
}

export function createAuthService(deps: Deps) {
  const { sessionsRepo, signInsRepo, tokens, onSignIn, openChallenge, staffTwoFactor } = deps;

  /**
   * Opens a new session for the user and issues its token; a sign-in (`source` given, as opposed to
   * the new session of a password change) goes into the account's sign-in history.
   */
  async function signIn(user: UserRow, source?: SignInSource, device?: SessionDevice): Promise<SignedInData> {
    refuseDeactivated(user);
    await onSignIn?.(user, source);
    if (source) await signInsRepo.record(user.id, source);
    const sessionId = await sessionsRepo.create(user.id, SESSION_TTL_SECONDS, device);
    const token = tokens.issue({ userId: user.id, sessionId });
    return {
      token,
      user: toPublicUser(user),
      twoFactorEnrolmentRequired: mustEnrolFirst(user, staffTwoFactor),
    };
  }

  /** Every way in but the second step itself: an account with a second factor gets a challenge. */
  const beginSignIn: BeginSignIn = async (user, source, device) => {
    refuseDeactivated(user);
    return user.twoFactorEnabledAt ? openChallenge(user, source.method) : signIn(user, source, device);
  };

  return {
    signIn,
    beginSignIn,
    ...createPasswordSignIn(deps, signIn, beginSignIn),
    ...createSessionControl(deps),
    ...createAccountChanges(deps, signIn),
    ...createAdminBootstrap(deps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
