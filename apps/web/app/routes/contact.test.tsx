import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import Contact from './contact.tsx';

function renderContact(entry: { pathname: string; search?: string; state?: unknown }) {
  const Stub = createRoutesStub([{ path: '/contact', Component: Contact }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Stub initialEntries={[entry]} />
    </QueryClientProvider>,
  );
}

async function subject(expected: string) {
  const input = (await screen.findByLabelText('Subject')) as HTMLInputElement;
  if (expected) await screen.findByDisplayValue(expected);
  // The lookup runs in an effect after the first render; let it run.
  else await new Promise((resolve) => setTimeout(resolve, 20));
  return input.value;
}

describe('contact page pre-fill', () => {
  it('fills the subject with the title of the service in ?service=', async () => {
    renderContact({ pathname: '/contact', search: '?service=ngo' });
    expect(await subject('NGO Registration')).toBe('NGO Registration');
  });

  it('prefers the page the visitor came from for an id on two pages', async () => {
    renderContact({
      pathname: '/contact',
      search: '?service=enterprise',
      state: { servicePage: 'marketing' },
    });
    expect(await subject('Enterprise Marketing')).toBe('Enterprise Marketing');
  });

  it('takes the first match in catalogue order when opened directly', async () => {
    renderContact({ pathname: '/contact', search: '?service=enterprise' });
    expect(await subject('Enterprise Solution')).toBe('Enterprise Solution');
  });

  it('ignores an unknown service and unknown navigation state', async () => {
    renderContact({ pathname: '/contact', search: '?service=platinum', state: { servicePage: 'nope' } });
    expect(await subject('')).toBe('');
  });
});
