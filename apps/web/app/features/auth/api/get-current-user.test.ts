import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, okResponse, priya } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { readStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { authKeys } from './auth-keys.ts';
import { refreshRememberedUser } from './get-current-user.ts';

const unconfirmed = { ...priya, emailVerified: false };

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  writeStoredUser(unconfirmed);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('refreshRememberedUser', () => {
  it('remembers the profile the server answers, in this browser and in the session query', async () => {
    fetchMock.mockResolvedValue(okResponse({ user: priya, billing: null }));
    const queryClient = createQueryClient();

    await refreshRememberedUser(queryClient);

    expect(readStoredUser()?.emailVerified).toBe(true);
    expect(queryClient.getQueryData(authKeys.session())).toMatchObject({ emailVerified: true });
  });

  it('resolves, keeping what it had, when the server cannot answer: the change itself succeeded', async () => {
    for (const failure of [
      () => Promise.resolve(jsonResponse(500, { success: false, message: 'Something went wrong' })),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      fetchMock.mockImplementation(failure);
      const queryClient = createQueryClient();

      await expect(refreshRememberedUser(queryClient)).resolves.toBeUndefined();
      expect(readStoredUser()?.emailVerified).toBe(false);
    }
  });
});
