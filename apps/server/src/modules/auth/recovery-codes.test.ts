import { isRecoveryCode, twoFactorCodeSchema } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes ten different codes that the sign-in form accepts as recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      const typed = twoFactorCodeSchema.parse(code);
      expect(isRecoveryCode(typed)).toBe(true);
    }
  });

  it('hashes a code the same however it is typed, and never as itself', () => {
    const [code = ''] = newRecoveryCodes(1);
    const hash = hashRecoveryCode(code);
    expect(hash).not.toContain(code.replaceAll('-', ''));
    expect(hashRecoveryCode(code.toUpperCase().replaceAll('-', ' '))).toBe(hash);
    expect(hashRecoveryCode(code.replaceAll('-', ''))).toBe(hash);
  });

  it('tells an app’s code from a recovery code, and refuses anything else', () => {
    expect(isRecoveryCode(twoFactorCodeSchema.parse('123 456'))).toBe(false);
    expect(twoFactorCodeSchema.safeParse('12345').success).toBe(false);
    expect(twoFactorCodeSchema.safeParse('abcd-efgh').success).toBe(false);
    expect(twoFactorCodeSchema.safeParse('').success).toBe(false);
  });
});
