import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserRow, users } from '../../db/schema.ts';

export interface NewUser {
  name: string;
  email: string;
  phone: string | null;
  passwordHash: string | null;
  isAdmin?: boolean;
}

// Every column but the admin search vector, which would otherwise travel with each signed-in request.
const { search: _search, ...accountColumns } = getTableColumns(users);

export function createUsersRepository(db: Db) {
  // Run on every signed-in request: prepared once, so Drizzle does not rebuild the SQL each time.
  const byId = db
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('users_find_by_id');

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Inserts the user, or returns undefined when the email is already taken. */
    async insert(user: NewUser): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values({ ...user, isAdmin: user.isAdmin ?? false })
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async setAdmin(id: string, isAdmin: boolean): Promise<void> {
      await db.update(users).set({ isAdmin, updatedAt: sql`now()` }).where(eq(users.id, id));
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

    /** Stores a new hash and bumps the session version so earlier tokens stop working. */
    async updatePassword(id: string, passwordHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
