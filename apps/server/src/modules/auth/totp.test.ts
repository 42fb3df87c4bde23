import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';

/** A code made by Debian's oathtool, another implementation than the product's. */
function oathtool(secret: string, at: Date): string {
  return execFileSync(
    'oathtool',
    ['--totp', '-b', secret, '--now', at.toISOString().replace('.000Z', ' UTC')],
    {
      encoding: 'utf8',
    },
  ).trim();
}

const at = new Date('2026-12-08T10:00:15.000Z');
const step = Math.floor(at.getTime() / 30_000);

describe('totp', () => {
  it('makes 160-bit base32 secrets and an otpauth URI for an app', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'nisha@example.in'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Launchpad');
    expect(decodeURIComponent(url.pathname)).toContain('nisha@example.in');
  });

  it('accepts the code of the current step and of one step either side, not two', () => {
    const secret = newTotpSecret();
    expect(matchTotp(secret, oathtool(secret, at), at.getTime(), null)).toEqual({ step });
    const before = new Date(at.getTime() - 30_000);
    const after = new Date(at.getTime() + 30_000);
    expect(matchTotp(secret, oathtool(secret, before), at.getTime(), null)).toEqual({ step: step - 1 });
    expect(matchTotp(secret, oathtool(secret, after), at.getTime(), null)).toEqual({ step: step + 1 });
    const far = new Date(at.getTime() - 90_000);
    expect(matchTotp(secret, oathtool(secret, far), at.getTime(), null).step).toBeNull();
  });

  it('refuses a code of a step already used, and a code of an older one', () => {
    const secret = newTotpSecret();
    const code = oathtool(secret, at);
    expect(matchTotp(secret, code, at.getTime(), step)).toEqual({ step: null, replayed: true });
    const older = oathtool(secret, new Date(at.getTime() - 30_000));
    expect(matchTotp(secret, older, at.getTime(), step)).toEqual({ step: null, replayed: true });
  });

  it('refuses a wrong code', () => {
    const secret = newTotpSecret();
    const right = oathtool(secret, at);
    const wrong = right === '000000' ? '000001' : '000000';
    expect(matchTotp(secret, wrong, at.getTime(), null)).toEqual({ step: null, replayed: false });
  });
});
