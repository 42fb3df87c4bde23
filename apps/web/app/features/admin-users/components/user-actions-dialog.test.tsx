import type { AdminUser } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminUser, errorResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { StaffAccess } from '../../../lib/staff-access.tsx';
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

  it('offers an owner what fits the account: never deactivating oneself, only reactivation once deactivated', () => {
    expect(availableActions(meera, ADMIN_ID, 'owner')).toEqual(['sign-out', 'change-role', 'deactivate']);
    expect(availableActions({ ...meera, emailVerified: false }, ADMIN_ID, 'owner')[0]).toBe(
      'resend-verification',
    );
    expect(availableActions({ ...meera, invitationPending: true }, ADMIN_ID, 'owner')[0]).toBe(
      'resend-invitation',
    );
    expect(availableActions({ ...meera, id: ADMIN_ID, role: 'owner' }, ADMIN_ID, 'owner')).toEqual([
      'sign-out',
      'change-role',
    ]);
    expect(availableActions({ ...meera, deactivated: true }, ADMIN_ID, 'owner')).toEqual(['reactivate']);
  });

  it('offers the other roles only what their permissions allow: support resends a verification', () => {
    const unverified = { ...meera, emailVerified: false };
    expect(availableActions(unverified, ADMIN_ID, 'support')).toEqual(['resend-verification']);
    expect(availableActions(meera, ADMIN_ID, 'support')).toEqual([]);
    expect(availableActions({ ...meera, deactivated: true }, ADMIN_ID, 'support')).toEqual([]);
    expect(availableActions(unverified, ADMIN_ID, 'finance')).toEqual([]);
    expect(availableActions(unverified, ADMIN_ID, 'operations')).toEqual([]);
    expect(availableActions(unverified, ADMIN_ID, null)).toEqual([]);
  });

  it('shows no Manage button to a role that may do nothing to the account', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StaffAccess staffRole="finance">
          <UserActionsDialog user={meera} adminId={ADMIN_ID} />
        </StaffAccess>
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Manage Meera Iyer' })).toBeNull();
  });

  it('changes the role after a confirmation, sends the chosen role and shows the server’s refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      errorResponse(409, 'conflict', 'This is the last active owner. Make someone else an owner first.'),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StaffAccess staffRole="owner">
          <UserActionsDialog user={meera} adminId={ADMIN_ID} />
        </StaffAccess>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Manage Meera Iyer' }));
    const change = await screen.findByRole('button', { name: 'Change role' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'finance');
    await user.click(change);
    expect(
      screen.getByText('Make Meera Iyer Finance? Their sessions and links end; they sign in again.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, change role' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/admin/users/${meera.id}/role`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ role: 'finance' });
    expect(
      await screen.findByText('This is the last active owner. Make someone else an owner first.'),
    ).toBeTruthy();
  });

  it('asks before deactivating, sends nothing on Back, and shows the server’s refusal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      errorResponse(409, 'conflict', 'This is the last active owner. Make someone else an owner first.', {
        requestId: 'r-1',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <StaffAccess staffRole="owner">
          <UserActionsDialog user={meera} adminId={ADMIN_ID} />
        </StaffAccess>
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
      await screen.findByText('This is the last active owner. Make someone else an owner first.'),
    ).toBeTruthy();
  });
});
