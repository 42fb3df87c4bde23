import { accountMessages, personNameSchema, type SignInResponseData } from '@launchpad/shared';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type RateLimiter, refuseWhenLimited } from '../../lib/rate-limiter.ts';
import type { MailOutbox } from '../mail/index.ts';
import { googleSignInAdded } from './account-notices.ts';
import { refuseDeactivated } from './auth.service.ts';
import type { FederatedIdentitiesRepository } from './federated-identities.repository.ts';
import type { FirebaseIdentity, FirebaseTokenVerifier } from './firebase-token-verifier.ts';
import { type SignInSource, signInSource } from './sign-ins.repository.ts';
import type { AccountHandover, UsersRepository } from './users.repository.ts';

const PROVIDER = 'google';

interface Deps {
  db: Db;
  usersRepo: UsersRepository;
  identitiesRepo: FederatedIdentitiesRepository;
  mail: MailOutbox;
  rateLimiter: RateLimiter;
  rateLimits: Pick<Config['rateLimits'], 'loginPerIp'>;
  /** Present only when FIREBASE_PROJECT_ID is configured. */
  firebase?: FirebaseTokenVerifier;
  /**
   * Opens a session for the account and issues its token, or asks for the second factor first (the
   * auth service's): Google proves the mailbox, not the second factor.
   */
  beginSignIn: (
    user: UserRow,
    source: SignInSource,
    device: { userAgent?: string; address: string },
  ) => Promise<SignInResponseData>;
  /**
   * Runs in the transaction that creates an account, as at sign-up with a password: the choices of
   * the sign-up form (product updates, off unless ticked) are recorded by the same hook.
   */
  onCreated?: (tx: Queryable, user: UserRow, choices: { productUpdates?: boolean }) => Promise<void>;
  /** Runs in the transaction that takes an unverified account over (what its holder left is cleared). */
  onTakenOver?: AccountHandover;
  now?: () => number;
}

/** The name of an account Google creates: the token's, else the address's local part, else a word. */
function accountName(identity: FirebaseIdentity): string {
  const localPart = personNameSchema.safeParse(identity.email.split('@')[0]);
  return identity.name ?? (localPart.success ? localPart.data : 'Launchpad user');
}

/** Records the identity on the account; a first one on an account with a password is a join. */
async function join(deps: Deps, account: UserRow, identity: FirebaseIdentity): Promise<void> {
  const { db, identitiesRepo, usersRepo, mail, now = Date.now } = deps;
  await db.transaction(async (tx) => {
    const first = await identitiesRepo.record(tx, {
      userId: account.id,
      provider: PROVIDER,
      subject: identity.uid,
    });
    if (!first || !account.passwordHash) return;
    // Whoever signed in with the password so far (a squatter who once proved the address, a
    // phished password) is signed out; the password stays, and the owner hears how to change it.
    await usersRepo.retireAccess(tx, account.id);
    await mail.hook(googleSignInAdded)(tx, { account, subject: identity.uid, at: new Date(now()) });
  });
}

/** The account Google creates on first use, without a password and with its address proved. */
async function create(
  { usersRepo, onCreated }: Deps,
  identity: FirebaseIdentity,
  choices: { productUpdates?: boolean },
): Promise<UserRow> {
  const created =
    (await usersRepo.insertWith(
      {
        name: accountName(identity),
        email: identity.email,
        phone: identity.phone,
        passwordHash: null,
        emailVerified: true,
      },
      async (tx, row) => {
        await onCreated?.(tx, row, choices);
      },
    )) ??
    // Two first sign-ins at the same moment: the other one created the account.
    (await usersRepo.findByEmail(identity.email));
  if (!created) throw new Error('the federated account vanished while being created');
  return created;
}

/**
 * Whoever registered this address before its owner never proved it (account pre-hijacking):
 * Google just did, so the owner takes the account over, and the earlier password, sessions and
 * links stop working.
 */
async function takeOverUnproved({ usersRepo, onTakenOver }: Deps, account: UserRow, email: string) {
  if (account.emailVerifiedAt) return account;
  const owned =
    (await usersRepo.takeOverUnverified(account.id, onTakenOver)) ?? (await usersRepo.findByEmail(email));
  if (!owned) throw new Error('the account vanished while being taken over');
  return owned;
}

/**
 * "Continue with Google": signs in the account with the token's verified email, created (without a
 * password) on first use. Google proves the mailbox, so it takes over an account whose address was
 * never proved, and its first sign-in to an account that has a password is a join that ends the
 * account's other sessions and links and tells the owner.
 */
export function createGoogleSignInService(deps: Deps) {
  const { usersRepo, rateLimiter, rateLimits, firebase } = deps;
  return {
    async signIn(
      idToken: string,
      ip: string,
      userAgent?: string,
      choices: { productUpdates?: boolean } = {},
    ): Promise<SignInResponseData> {
      if (!firebase) throw new AppError('not_configured', accountMessages.googleNotConfigured);
      refuseWhenLimited(await rateLimiter.hit(`login:ip:${ip}`, rateLimits.loginPerIp));
      const identity = await firebase.verify(idToken);
      const found = (await usersRepo.findByEmail(identity.email)) ?? (await create(deps, identity, choices));
      // Before anything changes: a deactivated account is neither taken over nor joined.
      refuseDeactivated(found);
      const account = await takeOverUnproved(deps, found, identity.email);
      await join(deps, account, identity);
      const source = signInSource('google', ip, userAgent);
      return deps.beginSignIn(account, source, { userAgent, address: ip });
    },
  };
}

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>;
