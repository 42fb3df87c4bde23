import { messages } from '@launchpad/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../../test/fixtures.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ContactForm } from './contact-form.tsx';

const fetchMock = vi.fn<typeof fetch>();

const created = () => okResponse({ id: 'm-1' }, messages.contactSuccess, 201);

function renderForm(
  service?: Parameters<typeof ContactForm>[0]['service'],
  support?: Parameters<typeof ContactForm>[0]['support'],
) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm service={service} support={support} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, subject = 'GST for my shop') {
  await user.type(screen.getByLabelText('Full Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.in');
  await user.clear(screen.getByLabelText('Subject'));
  await user.type(screen.getByLabelText('Subject'), subject);
  await user.type(screen.getByLabelText('Message'), 'Please call me about GST registration.');
}

function sentBody(): Record<string, unknown> {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it("says 'Sending...' with the button disabled, then thanks the visitor and clears the form", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const user = renderForm();
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    answer(created());
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
    for (const label of ['Full Name', 'Email', 'Phone Number (optional)', 'Subject', 'Message']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    }
    expect(sentBody()).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      subject: 'GST for my shop',
      message: 'Please call me about GST registration.',
    });
  });

  it('shows the failure sentence and keeps the text when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(errorResponse(500, 'internal_error', 'Something went wrong on our side.'));
    const user = renderForm();
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect((await screen.findByRole('alert')).textContent).toBe(messages.contactFailure);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Please call me about GST registration.',
    );
  });

  it('after the send limit says when to try again, from Retry-After, and offers phone and WhatsApp', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ success: false, message: messages.rateLimited, error: { code: 'rate_limited' } }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '600' } },
      ),
    );
    const user = renderForm(undefined, { phone: '+91 22 5555 0100', whatsappNumber: '919876543210' });
    await fill(user);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You can send it in about 10 minutes, after ');
    expect(alert.textContent).toMatch(/after \d{1,2}:\d{2} [ap]m IST/);
    expect(alert.textContent).not.toContain(messages.contactFailure);
    expect(screen.getByRole('link', { name: '+91 22 5555 0100' }).getAttribute('href')).toBe(
      'tel:+912255550100',
    );
    expect(screen.getByRole('link', { name: 'chat with us on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/919876543210',
    );
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Please call me about GST registration.',
    );
  });

  it('refuses to send with required fields missing', async () => {
    const user = renderForm();

    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts with the service title as the subject and sends the service id once', async () => {
    fetchMock.mockImplementation(async () => created());
    const user = renderForm({ id: 'llp', title: 'Limited Liability Partnership' });

    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      'Limited Liability Partnership',
    );
    await fill(user, 'Limited Liability Partnership');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(messages.contactSuccess);

    expect(sentBody()).toMatchObject({ service: 'llp', subject: 'Limited Liability Partnership' });
    // The next message from the cleared form is no longer about that service.
    await fill(user, 'Another question');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)).service).toBeUndefined();
  });
});
