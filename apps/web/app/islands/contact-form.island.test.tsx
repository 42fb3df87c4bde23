import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import ContactFormIsland from './contact-form.island.tsx';

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  render(<ContactFormIsland />);
}

/**
 * The subject once the lookup has run. The lookup is an effect of the first render, and `render`
 * (inside `act`) returns only after effects and the renders they cause: an empty subject is final.
 */
async function subject(expected: string) {
  if (expected) await screen.findByDisplayValue(expected);
  return (screen.getByLabelText('Subject') as HTMLInputElement).value;
}

describe('contact form pre-fill', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('fills the subject with the title of the service in ?service=', async () => {
    renderAt('/contact?service=ngo');
    expect(await subject('NGO Registration')).toBe('NGO Registration');
  });

  it('prefers the page named by &from= for an id on two pages', async () => {
    renderAt('/contact?service=enterprise&from=marketing');
    expect(await subject('Enterprise Marketing')).toBe('Enterprise Marketing');
  });

  it('takes the first match in catalogue order when opened directly', async () => {
    renderAt('/contact?service=enterprise');
    expect(await subject('Enterprise Solution')).toBe('Enterprise Solution');
  });

  it('ignores an unknown service and an unknown page', async () => {
    renderAt('/contact?service=platinum&from=nope');
    expect(await subject('')).toBe('');
  });

  it('renders first as the prerendered page did, whatever the query string', () => {
    window.history.replaceState(null, '', '/contact?service=ngo');
    const html = renderToString(<ContactFormIsland />);
    expect(html).toContain('id="contact-subject"');
    expect(html).not.toContain('NGO Registration');
    // A press before hydration would make the browser send the form itself, as a GET.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });
});
