import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('createSecretBox', () => {
  const box = createSecretBox('a-server-secret-that-is-long-enough', 'two-factor-secrets');

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a text sealed under another secret or for another purpose', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(
      createSecretBox('another-server-secret-long-enough', 'two-factor-secrets').open(sealed),
    ).toBeNull();
    expect(createSecretBox('a-server-secret-that-is-long-enough', 'other').open(sealed)).toBeNull();
  });

  it('refuses an altered or malformed text', () => {
    const [version, iv, tag, body = ''] = box.seal('JBSWY3DPEHPK3PXP').split('.');
    // The first character carries six whole bits of the ciphertext (the last may carry padding only).
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('not-sealed')).toBeNull();
    expect(box.open('v1.x.y')).toBeNull();
  });
});
