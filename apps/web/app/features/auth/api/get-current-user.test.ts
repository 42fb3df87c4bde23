import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { authKeys } from './auth-keys.ts';
import { refreshRememberedUser } from './get-current-user.ts';

const priya = {
  id: 'u-1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  isAdmin: false,
  emailVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  writeStoredUser(priya);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('refreshRememberedUser', () => {
  it('remembers the profile the server answers, in this browser and in the session query', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { success: true, data: { user: { ...priya, emailVerified: true }, billing: null } }),
    );
    const queryClient = createQueryClient();

    await refreshRememberedUser(queryClient);

    expect(readStoredUser()?.emailVerified).toBe(true);
    expect(queryClient.getQueryData(authKeys.session())).toMatchObject({ emailVerified: true });
  });

  it('resolves, keeping what it had, when the server cannot answer: the change itself succeeded', async () => {
    for (const failure of [
      () => Promise.resolve(answer(500, { success: false, message: 'Something went wrong' })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      fetchMock.mockImplementation(failure);
      const queryClient = createQueryClient();

      await expect(refreshRememberedUser(queryClient)).resolves.toBeUndefined();
      expect(readStoredUser()?.emailVerified).toBe(false);
    }
  });
});
