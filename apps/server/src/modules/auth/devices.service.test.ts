import { describe, expect, it, vi } from 'vitest';
import { createDevicesService } from './devices.service.ts';

function fakeSessions() {
  return {
    listForUser: vi.fn(async () => [
      {
        id: 's1',
        userAgent: 'Mozilla/5.0 (Windows NT 10.0; rv:133.0) Gecko/20100101 Firefox/133.0',
        address: '203.0.113.7',
        createdAt: new Date('2026-12-01T10:00:00Z'),
        lastSeenAt: new Date('2026-12-02T10:00:00Z'),
      },
      { id: 's2', userAgent: null, address: null, createdAt: new Date(0), lastSeenAt: new Date(0) },
    ]),
    revokeOwn: vi.fn(async (_userId: string, sessionId: string) => sessionId === 's1'),
    touch: vi.fn(async () => undefined),
  };
}

describe('createDevicesService', () => {
  it('names each device by its browser and marks the current one', async () => {
    const devices = createDevicesService(fakeSessions());
    const list = await devices.list('u1', 's2');
    expect(list.map((d) => [d.browser, d.current])).toEqual([
      ['Firefox on Windows', false],
      ['Unknown browser', true],
    ]);
    expect(list[0]?.lastSeenAt).toBe('2026-12-02T10:00:00.000Z');
  });

  it('answers not found for a session that is not the person’s', async () => {
    const devices = createDevicesService(fakeSessions());
    await expect(devices.signOut('u1', 's1')).resolves.toBeUndefined();
    await expect(devices.signOut('u1', 'someone-else')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('writes "last seen" at most once every five minutes per session', async () => {
    const sessions = fakeSessions();
    let clock = 1_000_000;
    const devices = createDevicesService(sessions, () => clock);
    await devices.markSeen('s1');
    await devices.markSeen('s1');
    clock += 4 * 60_000;
    await devices.markSeen('s1');
    expect(sessions.touch).toHaveBeenCalledTimes(1);
    clock += 60_000;
    await devices.markSeen('s1');
    await devices.markSeen('s2');
    expect(sessions.touch).toHaveBeenCalledTimes(3);
  });
});
