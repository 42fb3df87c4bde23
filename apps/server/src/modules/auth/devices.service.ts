import { type DeviceSession, twoFactorMessages } from '@launchpad/shared';
import { AppError } from '../../lib/app-error.ts';
import { describeDevice } from './device-names.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/** How long a session's "last seen" may lag: the guard writes it at most this often per session. */
export const LAST_SEEN_EVERY_SECONDS = 5 * 60;

/** How many sessions an instance remembers having marked seen (the oldest is forgotten first). */
const REMEMBERED_SESSIONS = 10_000;

/** The person's own signed-in devices: listed, and signed out one by one. */
export function createDevicesService(
  sessionsRepo: Pick<SessionsRepository, 'listForUser' | 'revokeOwn' | 'touch'>,
  now: () => number = Date.now,
) {
  // When this instance last marked each session seen: most requests then write nothing at all.
  const lastMarked = new Map<string, number>();
  return {
    async list(userId: string, currentSessionId: string): Promise<DeviceSession[]> {
      const rows = await sessionsRepo.listForUser(userId);
      return rows.map((row) => ({
        id: row.id,
        browser: describeDevice(row.userAgent),
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** Signs out one session of the person's; another's (or none) is not found. */
    async signOut(userId: string, sessionId: string): Promise<void> {
      if (!(await sessionsRepo.revokeOwn(userId, sessionId))) {
        throw new AppError('not_found', twoFactorMessages.sessionNotFound);
      }
      lastMarked.delete(sessionId);
    },

    /** Marks a session seen, at most once every few minutes per session and instance. */
    async markSeen(sessionId: string): Promise<void> {
      const at = now();
      const last = lastMarked.get(sessionId);
      if (last !== undefined && at - last < LAST_SEEN_EVERY_SECONDS * 1000) return;
      if (lastMarked.size >= REMEMBERED_SESSIONS) lastMarked.delete(lastMarked.keys().next().value as string);
      lastMarked.delete(sessionId);
      lastMarked.set(sessionId, at);
      await sessionsRepo.touch(sessionId, LAST_SEEN_EVERY_SECONDS);
    },
  };
}

export type DevicesService = ReturnType<typeof createDevicesService>;
