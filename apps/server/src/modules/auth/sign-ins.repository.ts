import type { SignInMethod } from '@launchpad/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signIns } from '../../db/schema.ts';
import { ipPrefix } from '../../lib/ip-prefix.ts';

/** Where a sign-in came from, as the history keeps it. */
export interface SignInSource {
  method: SignInMethod;
  /** The IP address shortened to its network (`ipPrefix`). */
  ipPrefix: string | null;
  userAgent: string | null;
  /** The whole client address, for the audit trail of a staff member's sign-in; not kept in the history. */
  address: string | null;
}

/** Where a sign-in from the client address `ip` with the browser `userAgent` came from. */
export function signInSource(method: SignInMethod, ip: string | undefined, userAgent?: string): SignInSource {
  return { method, ipPrefix: ipPrefix(ip), userAgent: userAgent ?? null, address: ip ?? null };
}

/** Longest browser description kept (they are rarely over 200 characters). */
const USER_AGENT_MAX = 300;

/** The account's sign-in history: one row per sign-in, deleted after the retention period. */
export function createSignInsRepository(db: Db) {
  return {
    async record(userId: string, source: SignInSource): Promise<void> {
      await db.insert(signIns).values({
        userId,
        method: source.method,
        ipPrefix: source.ipPrefix,
        userAgent: source.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      });
    },

    /** Deletes at most `limit` of the sign-ins older than `before`, oldest first; returns how many. */
    async pruneOlderThan(before: Date, limit: number): Promise<number> {
      const gone = await db
        .delete(signIns)
        .where(
          sql`${signIns.id} in (select id from sign_ins where created_at < ${before.toISOString()}::timestamptz
            order by created_at limit ${limit} for update skip locked)`,
        )
        .returning({ id: signIns.id });
      return gone.length;
    },
  };
}

export type SignInsRepository = ReturnType<typeof createSignInsRepository>;
