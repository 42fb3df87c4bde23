import type { AdminMail } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AdminMailPanel } from './admin-mail-panel.tsx';

const mail = (overrides: Partial<AdminMail>): AdminMail => ({
  id: 'mail-1',
  recipient: 'meera@example.in',
  template: 'contact-acknowledgement',
  subject: 'We received your message',
  status: 'failed',
  attempts: 1,
  lastError: '550 Mailbox unavailable',
  nextAttemptAt: '2026-11-26T10:00:00.000Z',
  sentAt: null,
  createdAt: '2026-11-26T09:00:00.000Z',
  expired: false,
  ...overrides,
});

describe('the Mail tab’s problems', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers "Retry now" for a mail that failed three times and is still retried, and reports an expired link', async () => {
    const mails = [
      mail({ id: 'm-retrying', recipient: 'ravi@example.in', status: 'pending', attempts: 3 }),
      mail({
        id: 'm-expired',
        recipient: 'nisha@example.in',
        template: 'password-reset',
        subject: 'Reset your password',
        lastError: 'Link expired before delivery: not retried; the customer asks for a new one',
        expired: true,
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => okResponse({ mails, counts: { pending: 0, sent: 4, failed: 2 } })),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AdminMailPanel />
      </QueryClientProvider>,
    );
    const retrying = await screen.findByRole('article', { name: /Mail to ravi@example.in/ });
    expect(retrying.textContent).toContain('Failed 3 times, still retrying');
    expect(within(retrying).getByRole('button', { name: 'Retry now' })).toBeTruthy();

    const expired = screen.getByRole('article', { name: /Mail to nisha@example.in/ });
    expect(expired.textContent).toContain('Link expired');
    expect(expired.textContent).toContain('the customer asks for a new one');
    expect(within(expired).queryByRole('button', { name: 'Retry now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Failed (2)' })).toBeTruthy();
  });
});
