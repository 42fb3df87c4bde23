import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, meera, okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordDialog open onOpenChange={onOpenChange} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('checks the confirmation and the length before asking the server', async () => {
    const { user } = renderDialog();
    await fill(user, 'old-password', 'short', 'shorter');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's wrong-current-password answer at the Current Password field", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'validation_failed', 'Your current password is incorrect', {
        details: [{ path: 'currentPassword', message: 'Your current password is incorrect' }],
      }),
    );
    const { user, onOpenChange } = renderDialog();
    await fill(user, 'not-it-at-all', 'a-brand-new-secret');

    const current = screen.getByLabelText('Current Password');
    expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(onOpenChange).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'not-it-at-all',
      newPassword: 'a-brand-new-secret',
    });
  });

  it('closes and remembers the refreshed profile once the password has changed', async () => {
    const profile = { ...meera, phone: null };
    fetchMock.mockResolvedValue(okResponse({ token: 'fresh', user: profile }, 'ok'));
    const { user, onOpenChange } = renderDialog();
    await fill(user, 'old-password-1', 'a-brand-new-secret');

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(profile);
    expect(localStorage.getItem('user')).not.toContain('fresh');
  });
});
