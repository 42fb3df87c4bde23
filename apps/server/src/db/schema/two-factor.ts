import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, sqlList } from './shared.ts';
import { users } from './users.ts';

/** The second factor of sign-in (modules/auth): authenticator secrets, recovery codes, challenges. */

/**
 * One authenticator per account. The secret is stored encrypted (AES-256-GCM under a key derived
 * from JWT_SECRET); the row is pending until a first code confirms it (`users.two_factor_enabled_at`
 * is set then). `last_step` is the time step of the last accepted code, which is never accepted again.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt,
});

/** Single-use recovery codes: only a SHA-256 hash of each random code is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_hash_key').on(t.codeHash)],
);

/** How the password (or Google) step of a challenged sign-in was passed. */
export const challengedMethods = ['password', 'google'] as const;

/**
 * A sign-in waiting for its second factor: the token the browser holds is stored hashed, lives five
 * minutes, is used once, and ends after five wrong codes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    method: text('method', { enum: challengedMethods }).notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [
    uniqueIndex('two_factor_challenges_token_hash_key').on(t.tokenHash),
    index('two_factor_challenges_user_idx').on(t.userId),
    check('two_factor_challenges_method_valid', sql`${t.method} in ${sqlList(challengedMethods)}`),
  ],
);
