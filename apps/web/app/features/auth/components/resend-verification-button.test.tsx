import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

function renderButton(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ResendVerificationButton label="Resend" />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

describe('ResendVerificationButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks for a new link for the signed-in account and shows the answer', async () => {
    const success = vi.spyOn(toast, 'success');
    const { fetchMock, user } = renderButton(okResponse(null, 'A new verification link is on its way'));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('A new verification link is on its way'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/auth/resend-verification');
    expect(init?.method).toBe('POST');
  });

  it('shows the server’s refusal', async () => {
    const failure = vi.spyOn(toast, 'error');
    const { user } = renderButton(
      errorResponse(429, 'rate_limited', 'Too many requests. Please wait a few minutes.', {
        requestId: 'r-1',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Too many requests. Please wait a few minutes.'),
    );
  });
});
