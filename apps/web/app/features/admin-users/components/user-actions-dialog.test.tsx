import type { AdminUser } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminUser, errorResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { availableActions, UserActionsDialog } from './user-actions-dialog.tsx';

const ADMIN_ID = 'a-1';
const meera: AdminUser = buildAdminUser({
  id: '6c1f3a52-0000-4000-8000-000000000001',
  phone: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  orderCount: 2,
});

describe('the account actions', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers what fits the account: never deactivating oneself, only reactivation once deactivated', () => {
    expect(availableActions(meera, ADMIN_ID)).toEqual(['sign-out', 'grant-admin', 'deactivate']);
    expect(availableActions({ ...meera, emailVerified: false }, ADMIN_ID)[0]).toBe('resend-verification');
    expect(availableActions({ ...meera, invitationPending: true }, ADMIN_ID)[0]).toBe('resend-invitation');
    expect(availableActions({ ...meera, id: ADMIN_ID, isAdmin: true }, ADMIN_ID)).toEqual([
      'sign-out',
      'revoke-admin',
    ]);
    expect(availableActions({ ...meera, deactivated: true }, ADMIN_ID)).toEqual(['reactivate']);
  });

  it('asks before deactivating, sends nothing on Back, and shows the server’s refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      errorResponse(409, 'conflict', 'This is the last active admin. Make someone else an admin first.', {
        requestId: 'r-1',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <UserActionsDialog user={meera} adminId={ADMIN_ID} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Manage Meera Iyer' }));
    await user.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    expect(screen.getByText('Deactivate Meera Iyer? They are signed out and cannot sign in.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Deactivate account' }));
    await user.click(screen.getByRole('button', { name: 'Yes, deactivate account' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/admin/users/${meera.id}/deactivate`);
    expect(init?.method).toBe('POST');
    expect(
      await screen.findByText('This is the last active admin. Make someone else an admin first.'),
    ).toBeTruthy();
  });
});
