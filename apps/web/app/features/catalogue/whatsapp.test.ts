import { describe, expect, it } from 'vitest';
import { whatsappChatUrl } from './whatsapp.ts';

describe('whatsappChatUrl', () => {
  it('opens a chat with the number as digits and a first message naming the package', () => {
    const url = new URL(whatsappChatUrl('+91 98450-12345', 'Growth'));

    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919845012345');
    expect(url.searchParams.get('text')).toBe(
      "Hi Launchpad! I'm interested in the Growth package. Could you tell me more?",
    );
  });
});
