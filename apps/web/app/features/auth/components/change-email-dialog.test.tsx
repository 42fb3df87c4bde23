import { accountMessages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';

function renderDialog({ emailVerified = true } = {}) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangeEmailDialog
        currentEmail="meera@example.in"
        emailVerified={emailVerified}
        open
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onOpenChange };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('New Email'), email);
  if (password) await user.type(screen.getByLabelText('Current Password'), password);
  await user.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('ChangeEmailDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks to confirm the current address first, with no form, when it was never confirmed', async () => {
    const { user, onOpenChange } = renderDialog({ emailVerified: false });

    expect(screen.getByText(accountMessages.emailChangeNeedsConfirmedEmail)).toBeTruthy();
    expect(screen.queryByLabelText('New Email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the address before asking the server', async () => {
    const { user } = renderDialog();
    await fill(user, 'not an address', 'my-password-1');

    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's answer about the password at its field", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(400, 'validation_failed', accountMessages.currentPasswordNeeded, {
        details: [{ path: 'currentPassword', message: accountMessages.currentPasswordNeeded }],
      }),
    );
    const { user } = renderDialog();
    await fill(user, 'Meera.New@Example.in', '');

    expect(await screen.findByText(accountMessages.currentPasswordNeeded)).toBeTruthy();
    expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/change-email');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'meera.new@example.in' });
  });

  it('says where the link went, and that nothing changes until it is opened', async () => {
    fetchMock.mockResolvedValue(okResponse(null, accountMessages.emailChangeSent));
    const { user, onOpenChange } = renderDialog();
    await fill(user, 'meera.new@example.in', 'my-password-1');

    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('Link sent to meera.new@example.in.');
    expect(sent.textContent).toContain(accountMessages.emailChangeSent);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'meera.new@example.in',
      currentPassword: 'my-password-1',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
