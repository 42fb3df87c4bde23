import { signInMethods, userRoles } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, sqlList, tsvector, updatedAt } from './shared.ts';

/** The accounts (modules/auth): users, their sessions and sign-ins, mailed links, federated identities. */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    // What the account may do: `customer`, or one of the team's roles (`staffRoles`), whose
    // permissions are the shared permission table.
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    // When the owner proved the address (a verification link, a reset link, or Google); null until then.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Set while an admin has deactivated the account: it cannot sign in (password or Google).
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // Set while a second factor (an authenticator app's codes) guards the password; null without one.
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    // The admin's search: the words of the name and of the email (whole and split at punctuation),
    // matched by word prefix through a GIN index.
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('simple', name || ' ' || email || ' ' || regexp_replace(email, '[^[:alnum:]]+', ' ', 'g'))`,
      ),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('users_search_idx').using('gin', t.search),
    // Email prefix search (`like 'priya.sharma@%'`): text_pattern_ops works under any collation.
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    // Part of a phone number, digits only, as typed in the admin's search (pg_trgm, migration 0023).
    index('users_phone_digits_trgm_idx')
      .using('gin', sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`)
      .where(sql`${t.phone} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} in ${sqlList(userRoles)}`),
    // The team's accounts: the owners' count under the lock, the support queue's assignees.
    index('users_staff_idx').on(t.role).where(sql`${t.role} <> 'customer'`),
  ],
);

/**
 * One row per signed-in session: the token names its row, every signed-in request reads it (by
 * primary key, joined to the user), and signing out deletes it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // What the account's list of signed-in devices shows: refreshed at most every few minutes.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    address: text('address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * The account's sign-in history, one row per sign-in: when, how (password or Google), from which
 * network (the IP address shortened to its /24 or /48, never whole) and with which browser. Kept
 * SIGN_IN_HISTORY_RETENTION_DAYS (the housekeeping deletes older rows), exported with the account's
 * data and erased with it.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method', { enum: signInMethods }).notNull(),
    ipPrefix: text('ip_prefix'),
    userAgent: text('user_agent'),
    createdAt,
  },
  (t) => [
    index('sign_ins_user_idx').on(t.userId, t.createdAt),
    index('sign_ins_created_idx').on(t.createdAt),
    check('sign_ins_method_valid', sql`${t.method} in ${sqlList(signInMethods)}`),
  ],
);

/**
 * What a mailed link does: reset the password, confirm the address, move the account to a new
 * address, or let someone the team invited set their first password.
 */
const accountTokenPurposes = ['password-reset', 'verify-email', 'change-email', 'invitation'] as const;

/**
 * Single-use links sent by mail (password reset, email verification, email change, invitation). Only a SHA-256
 * hash of the token is stored, so a copy of the database opens no account; `email` is the address
 * the link was sent to, and the link only works while it still belongs to the account (or, for a
 * new address, is still free).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex('account_tokens_token_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_valid', sql`${t.purpose} in ${sqlList(accountTokenPurposes)}`),
  ],
);

/**
 * Which federated identity (a Firebase user, signed in with Google) has signed in to which account.
 * The first sign-in of an identity into an account that has a password is a join: the account's
 * other sessions and links end and its owner is told, once per identity.
 */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider, t.subject] })],
);

/** A user as the application uses it; the admin search vector stays in the database. */
export type UserRow = Omit<typeof users.$inferSelect, 'search'>;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
