import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../../test/fixtures.ts';
import AuthPanelIsland from './auth-panel.island.tsx';

describe('login island', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is prerendered with its submit button disabled, so the browser cannot send the password itself', () => {
    const html = renderToString(<AuthPanelIsland />);
    expect(html).toContain('id="sign-in-password"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is prerendered with both forms, saying Loading… on their buttons, and real links between them', () => {
    const html = renderToString(<AuthPanelIsland />);
    // The head script's hint on <html> picks the form the address names, before React runs.
    expect(html).toContain('id="sign-in-email"');
    expect(html).toContain('id="create-account-name"');
    expect(html.match(/<button[^>]*type="submit"[^>]*>Loading…<\/button>/g)).toHaveLength(2);
    expect(html).toMatch(/<a href="\/login\?mode=create"[^>]*>Create an account<\/a>/);
    expect(html).toMatch(/<a href="\/login"[^>]*>Sign in instead<\/a>/);
  });

  it('is prerendered with the signed-in notice hidden unless the head script found a remembered user', () => {
    const html = renderToString(<AuthPanelIsland />);
    const notice = /<div role="status" class="([^"]*)"[^>]*>.*?You are signed in.*?<\/div>/.exec(html);
    expect(notice?.[1]).toContain('hidden [html[data-signed-in]_&amp;]:flex');
    expect(notice?.[0]).toContain('href="/dashboard"');
  });

  it('drops the prerendered notice once React runs the page for a visitor who is signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okResponse({ google: false })),
    );
    localStorage.clear();
    render(<AuthPanelIsland />);
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText(/You are signed in/)).toBeNull();
  });

  it('enables the button once React runs the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => okResponse({ google: false })),
    );
    render(<AuthPanelIsland />);
    const submit = await screen.findByRole('button', { name: 'Sign In' });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});
