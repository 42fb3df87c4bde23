import { accountMessages } from '@launchpad/shared';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

describe('passwordProblem', () => {
  it('refuses passwords on the list of common and leaked ones, whatever their case', () => {
    for (const password of ['password', '12345678', 'iloveyou1', 'PassWord', 'qwertyuiop']) {
      expect(passwordProblem(password), password).toBe(accountMessages.passwordTooCommon);
    }
  });

  it('refuses one character or a short pattern repeated', () => {
    for (const password of ['aaaaaaaa', '........', 'abcabcabc', 'xyxyxyxyxy']) {
      expect(passwordProblem(password), password).toBe(accountMessages.passwordRepetitive);
    }
  });

  it("refuses the account's own email or name", () => {
    const account = { email: 'priya.sharma@example.in', name: 'Priya Sharma' };
    expect(passwordProblem('priya.sharma', account)).toBe(accountMessages.passwordIsYourName);
    expect(passwordProblem('Priya Sharma', account)).toBe(accountMessages.passwordIsYourName);
    expect(passwordProblem('priya.sharma@example.in', account)).toBe(accountMessages.passwordIsYourName);
  });

  it('accepts long passphrases, spaces and any script, with no composition rules', () => {
    for (const password of [
      'correct horse battery',
      'मेरा पासवर्ड सुरक्षित है',
      'launch-ready-2026',
      'zq8 vw3 pl',
    ]) {
      expect(passwordProblem(password, { email: 'asha@example.in' }), password).toBeUndefined();
    }
  });
});
