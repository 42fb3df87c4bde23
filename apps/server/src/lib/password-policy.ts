import { accountMessages } from '@launchpad/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from './app-error.ts';

// NIST SP 800-63B section 5.1.1.2: at least 8 characters (the shared schema), no composition rules, and a
// check against passwords known from breaches and common use. The list (about 49,000 entries) is
// zxcvbn-ts's, shipped inside the package: nothing is fetched at run time.
const commonPasswords = new Set(dictionary['passwords-common']);

/** Why this password may not be chosen, in the words the form shows; undefined when it may. */
export function passwordProblem(password: string, account: { email?: string; name?: string } = {}) {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return accountMessages.passwordTooCommon;
  // One character repeated ("aaaaaaaa") or one short pattern over and over ("abcabcabc").
  if (/^(.{1,3})\1+$/su.test(lower)) return accountMessages.passwordRepetitive;
  const emailName = account.email?.split('@')[0]?.toLowerCase();
  const contextWords = [account.email?.toLowerCase(), emailName, account.name?.toLowerCase()];
  if (contextWords.some((word) => word && word.length >= 4 && lower === word)) {
    return accountMessages.passwordIsYourName;
  }
  return undefined;
}

/** Refuses a password the policy does not allow, as a 400 on the form's field. */
export function assertAcceptablePassword(
  password: string,
  account: { email?: string; name?: string },
  field: string,
): void {
  const problem = passwordProblem(password, account);
  if (problem) throw fieldError(field, problem);
}
