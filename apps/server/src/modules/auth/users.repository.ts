import type { UserRole } from '@launchpad/shared';
import { and, eq, getTableColumns, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queryable } from '../../db/queryable.ts';
import { accountTokens, sessions, type UserRow, users } from '../../db/schema.ts';

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  /** `customer` unless said otherwise. */
  role?: UserRole;
  /** The address is already proved (Google sign-in, the operator's admin). */
  emailVerified?: boolean;
}

// Every column but the admin search vector, which would otherwise travel with each signed-in request.
const { search: _search, ...accountColumns } = getTableColumns(users);

/**
 * Retires every outstanding link of the account (password reset, verification, email change) and
 * ends every session but `keepSession`, within the caller's transaction: whatever was handed out
 * before an event that proves who owns the account, or changes how one signs in to it, stops
 * working with it.
 */
async function retireAccess(tx: Queryable, id: string, keepSession?: string): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountTokens.userId, id), isNull(accountTokens.usedAt)));
  await tx
    .delete(sessions)
    .where(
      keepSession ? and(eq(sessions.userId, id), ne(sessions.id, keepSession)) : eq(sessions.userId, id),
    );
}

/**
 * Stores a new hash, ends every session of the account and retires its every link, within the
 * caller's transaction.
 */
async function setPassword(tx: Queryable, id: string, passwordHash: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(accountColumns);
  await retireAccess(tx, id);
  return row;
}

/** The account found, created and edited. */
function createAccountRecords(db: Db) {
  /** Inserts the user, or returns undefined when the email is already taken. */
  async function insert(user: NewUser, tx: Queryable = db): Promise<UserRow | undefined> {
    const { emailVerified, ...columns } = user;
    const [row] = await tx
      .insert(users)
      .values({
        ...columns,
        role: user.role ?? 'customer',
        emailVerifiedAt: emailVerified ? sql`now()` : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning(accountColumns);
    return row;
  }

  return {
    async findByEmail(email: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** The account by id, read within a transaction when given one. */
    async findById(id: string, tx: Queryable = db): Promise<UserRow | undefined> {
      const [row] = await tx.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The names and emails of the accounts of these ids, in one read. */
    async contactsByIds(ids: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map(({ id, ...contact }) => [id, contact]));
    },

    insert,

    /** Inserts the user and, in the same transaction, runs `alsoInTransaction` (the verification mail). */
    async insertWith(
      user: NewUser,
      alsoInTransaction: (tx: Queryable, user: UserRow) => Promise<void>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const row = await insert(user, tx);
        if (row) await alsoInTransaction(tx, row);
        return row;
      });
    },

    async updateProfile(
      id: string,
      changes: { name?: string; phone?: string | null },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

/** The account's address: proved by its owner, or moved to a new one they proved. */
function createAccountEmail() {
  return {
    /**
     * Moves the account to an address its owner just proved (the link reached it), so the new
     * address is verified too. The unique index refuses an address another account holds.
     */
    async changeEmail(tx: Queryable, id: string, email: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(accountColumns);
      return row;
    },

    /** Records that the owner proved the address `email` (unless it has changed meanwhile). */
    async markEmailVerified(tx: Queryable, id: string, email: string): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), eq(users.email, email)))
        .returning(accountColumns);
      return row;
    },
  };
}

/**
 * Runs in the transaction in which an account passes to whoever proved its address over the head
 * of its earlier holder (what that holder left behind is cleared: the privacy module).
 */
export type AccountHandover = (tx: Queryable, user: UserRow) => Promise<void>;

/** How one signs in to the account: its password, and what is retired when that changes hands. */
function createAccountCredentials(db: Db) {
  return {
    /**
     * The owner of an address that was never verified signs in with Google, which proves it: the
     * account becomes theirs alone. Its password (set by whoever registered the address first) is
     * removed and every session ends, in one transaction. Returns undefined when the account was
     * verified meanwhile (nothing to take over).
     */
    async takeOverUnverified(id: string, alsoInTransaction?: AccountHandover): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            passwordHash: null,
            twoFactorEnabledAt: null,
            emailVerifiedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)))
          .returning(accountColumns);
        if (!row) return undefined;
        await retireAccess(tx, id);
        await alsoInTransaction?.(tx, row);
        return row;
      });
    },

    /**
     * The start-up bootstrap hands an existing account to the operator of `ADMIN_EMAIL`: their
     * password, the owner's role, the address counted as proved (as for an admin it creates), and
     * nothing handed out before (sessions, links) working any more; in one transaction.
     */
    async promoteToOwner(
      id: string,
      passwordHash: string,
      alsoInTransaction?: AccountHandover,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            passwordHash,
            // The earlier holder's second factor goes with the rest of what they set (see the handover).
            twoFactorEnabledAt: null,
            role: 'owner',
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, id))
          .returning(accountColumns);
        if (row) {
          await retireAccess(tx, id);
          await alsoInTransaction?.(tx, row);
        }
        return row;
      });
    },

    /**
     * Stores a new hash and, in the same transaction, ends every session and link of the account:
     * whoever knew the old password is signed out everywhere. `alsoInTransaction` runs in it too (the
     * "password changed" mail).
     */
    async updatePassword(
      id: string,
      passwordHash: string,
      alsoInTransaction?: (tx: Queryable, user: UserRow) => Promise<void>,
    ): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const row = await setPassword(tx, id, passwordHash);
        if (row && alsoInTransaction) await alsoInTransaction(tx, row);
        return row;
      });
    },

    setPassword,
    retireAccess,
  };
}

/** The account's role and whether it is active. */
function createAccountFlags(db: Db) {
  /** Sets the role; false when the account already had it (or does not exist). */
  async function setRole(id: string, role: UserRole, tx: Queryable = db): Promise<boolean> {
    const changed = await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(and(eq(users.id, id), ne(users.role, role)))
      .returning({ id: users.id });
    return changed.length > 0;
  }
  return {
    setRole,

    /**
     * Gives the account a new role and, when that changed it, ends every session and link it had,
     * in one transaction: what its credentials open is not what it was.
     */
    async changeRole(id: string, role: UserRole): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await setRole(id, role, tx);
        if (changed) await retireAccess(tx, id);
        return changed;
      });
    },

    /** Deactivates (or, with `active`, reactivates) the account; false when it already was so. */
    async setActive(id: string, active: boolean, tx: Queryable = db): Promise<boolean> {
      const changed = await tx
        .update(users)
        .set({ deactivatedAt: active ? null : sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), active ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
        .returning({ id: users.id });
      return changed.length > 0;
    },
  };
}

export function createUsersRepository(db: Db) {
  return {
    ...createAccountRecords(db),
    ...createAccountEmail(),
    ...createAccountCredentials(db),
    ...createAccountFlags(db),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
