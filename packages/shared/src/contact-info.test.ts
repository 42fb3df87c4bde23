import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from './contact-info.ts';

describe('telHref', () => {
  it('keeps the digits and the country code’s plus, whatever the number is written with', () => {
    expect(telHref('+91 80 4567 8900')).toBe('tel:+918045678900');
    expect(telHref(' +91 (80) 4567-8900')).toBe('tel:+918045678900');
    expect(telHref('080-4567 8900')).toBe('tel:08045678900');
  });
});

describe('whatsappHref', () => {
  it('opens a chat with the number as digits only', () => {
    expect(whatsappHref('+91 98450-12345')).toBe('https://wa.me/919845012345');
  });

  it('carries a first message, encoded', () => {
    expect(whatsappHref('919845012345', "Hi! I'm in for Growth & more?")).toBe(
      "https://wa.me/919845012345?text=Hi!%20I'm%20in%20for%20Growth%20%26%20more%3F",
    );
  });
});
