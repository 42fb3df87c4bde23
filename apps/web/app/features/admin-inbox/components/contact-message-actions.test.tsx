import type { AdminContactMessage } from '@launchpad/shared';
import { ok } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AdminMessagesPanel } from './admin-messages-panel.tsx';

const MESSAGE_ID = '00000000-0000-4000-8000-000000000001';
const ANSWERED_ID = '00000000-0000-4000-8000-000000000002';

function contactMessage(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: MESSAGE_ID,
    name: 'Fatima Khan',
    email: 'fatima@example.in',
    phone: null,
    subject: 'Charged twice',
    message: 'I paid twice for my trademark filing.',
    service: null,
    serviceTitle: null,
    createdAt: '2026-11-19T10:00:00.000Z',
    handledAt: null,
    replies: [],
    grievance: null,
    ...overrides,
  };
}

const answered = contactMessage({
  id: ANSWERED_ID,
  name: 'Ravi Menon',
  subject: 'Nobody called back',
  handledAt: '2026-11-20T09:00:00.000Z',
  replies: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      body: 'We are sorry; we call you today.',
      authorName: 'Meera Iyer',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  grievance: { id: '00000000-0000-4000-8000-0000000000b1', number: 'GRV-2611-0007' },
});

const newReply = {
  id: '00000000-0000-4000-8000-0000000000a2',
  body: 'We refunded the second payment.',
  authorName: 'Meera Iyer',
  createdAt: '2026-11-21T09:00:00.000Z',
};
const replied = ok(
  {
    reply: newReply,
    message: contactMessage({ handledAt: newReply.createdAt, replies: [newReply] }),
  },
  'Answer sent to fatima@example.in',
);

type Answer = { status: number; body: unknown };

function renderPanel(answers: { reply?: Answer; grievance?: Answer } = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === `/api/admin/messages/${MESSAGE_ID}/replies`) {
      const answer = answers.reply ?? { status: 201, body: replied };
      return jsonResponse(answer.status, answer.body);
    }
    if (init?.method === 'POST' && url.pathname === `/api/admin/messages/${MESSAGE_ID}/grievance`) {
      const answer = answers.grievance ?? { status: 500, body: {} };
      return jsonResponse(answer.status, answer.body);
    }
    if (url.pathname === '/api/admin/messages') {
      return okResponse({ messages: [contactMessage(), answered], nextCursor: null, unhandledCount: 1 });
    }
    throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdminMessagesPanel />
    </QueryClientProvider>,
  );
  const posts = (path: string) =>
    fetchMock.mock.calls.filter(([input, init]) => init?.method === 'POST' && String(input).endsWith(path));
  return { user: userEvent.setup(), posts };
}

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('the contact inbox’s answers and complaints', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reference the visitor was given, C- and the start of its id', async () => {
    renderPanel();
    const fatima = await card(/Fatima Khan/);
    expect(fatima.textContent).toContain('C-00000000');
  });

  it('shows each answer under its message with who wrote it and when, and the complaint raised from it', async () => {
    renderPanel();
    const message = await card(/Ravi Menon/);

    const answers = within(message).getByRole('list', { name: 'Answers to Ravi Menon' });
    expect(answers.textContent).toContain('Answered by Meera Iyer');
    expect(answers.textContent).toContain('We are sorry; we call you today.');
    expect(within(answers).getByText(/2026/).closest('time')?.getAttribute('dateTime')).toBe(
      '2026-11-20T09:00:00.000Z',
    );
    expect(message.textContent).toContain('Complaint GRV-2611-0007 raised');
    // A message becomes one complaint only.
    expect(within(message).queryByRole('button', { name: 'Raise as complaint' })).toBeNull();
    expect(within(await card(/Fatima Khan/)).queryByRole('list')).toBeNull();
  });

  it('answers a visitor from a dialog that says where the answer goes, refusing an empty one', async () => {
    const { user, posts } = renderPanel();
    const message = await card(/Fatima Khan/);

    await user.click(within(message).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer Fatima Khan' });
    expect(dialog.textContent).toContain('mailed to fatima@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Write your answer')).toBeTruthy();
    expect(posts('/replies')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Your answer/), 'We refunded the second payment.');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/replies')).toHaveLength(1);
    expect(JSON.parse(String(posts('/replies')[0]?.[1]?.body))).toEqual({
      body: 'We refunded the second payment.',
    });
  });

  it('keeps the dialog open with the server’s reason when the answer is refused', async () => {
    const { user } = renderPanel({
      reply: {
        status: 400,
        body: {
          success: false,
          message: 'A message can be at most 5000 characters',
          error: { code: 'validation_failed', requestId: 'r-1' },
        },
      },
    });
    await user.click(within(await card(/Fatima Khan/)).getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your answer/), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));

    expect(await within(dialog).findByText('A message can be at most 5000 characters')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Your answer/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('raises a complaint only after a confirmation that names the mail and the clocks', async () => {
    const { user, posts } = renderPanel({
      grievance: {
        status: 409,
        body: {
          success: false,
          message: 'This message is already complaint GRV-2611-0008',
          error: { code: 'conflict', requestId: 'r-2' },
        },
      },
    });
    await user.click(within(await card(/Fatima Khan/)).getByRole('button', { name: 'Raise as complaint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise this message as a complaint?' });
    expect(dialog.textContent).toContain('fatima@example.in');
    expect(dialog.textContent).toContain('within 48 hours');
    expect(posts('/grievance')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts('/grievance')).toHaveLength(0);

    await user.click(within(await card(/Fatima Khan/)).getByRole('button', { name: 'Raise as complaint' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Raise complaint' }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This message is already complaint GRV-2611-0008',
    );
    expect(posts('/grievance')).toHaveLength(1);
  });
});
