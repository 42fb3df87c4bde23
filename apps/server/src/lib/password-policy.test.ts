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

  it('refuses the name of the service, dressed up or padded, with a message that says so', () => {
    for (const password of [
      'Launchpad123',
      'launchpad',
      'LAUNCHPAD!!',
      'L4unchp4d!',
      'launchp@d2026',
      '#1launchpad',
      'mylaunchpad1',
    ]) {
      expect(passwordProblem(password), password).toBe(accountMessages.passwordNamesTheService);
    }
  });

  it('refuses common passwords with look-alike substitutions or digits and symbols added', () => {
    for (const password of [
      'Passw0rd!',
      'p4$$w0rd',
      'P@ssword2026',
      'monkey12345!',
      '!!sunshine!!',
      'dr4g0n123',
      '1l0v3y0u!',
      'ba5eba11',
      'qwerty7890!',
    ]) {
      expect(passwordProblem(password), password).toBe(accountMessages.passwordCommonVariant);
    }
  });

  it("refuses the account's email local part or name, dressed up or padded", () => {
    const account = { email: 'priya.sharma@example.in', name: 'Priya Sharma' };
    for (const password of ['Sharma@1990', 'pr1y4sh4rm4', 'priyasharma!', 'Priya2026!!', 'sharma.priya']) {
      expect(passwordProblem(password, account), password).toBe(accountMessages.passwordIsYourName);
    }
    // A word of the account inside a longer password of one's own is no derivative of it.
    expect(passwordProblem('sharma family holidays', account)).toBeUndefined();
    expect(passwordProblem('admin-password-e2e', { email: 'admin@launchpad.test' })).toBeUndefined();
  });

  it('accepts long passphrases, spaces and any script, with no composition rules', () => {
    for (const password of [
      'correct horse battery',
      'मेरा पासवर्ड सुरक्षित है',
      'launch-ready-2026',
      'zq8 vw3 pl',
      'my launch plan for 2026',
      '83!!dog!!29',
      'correct horse battery staple',
    ]) {
      expect(passwordProblem(password, { email: 'asha@example.in' }), password).toBeUndefined();
    }
  });
});
