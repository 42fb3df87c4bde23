import { accountMessages } from '@launchpad/shared';
import { dictionary } from '@zxcvbn-ts/language-common';
import { fieldError } from './app-error.ts';

// NIST SP 800-63B section 5.1.1.2: at least 8 characters (the shared schema), no composition rules, and a
// check against passwords known from breaches and common use, context-specific words (the name of the
// service, the account's own name and email) and their derivatives. The list (about 49,000 entries) is
// zxcvbn-ts's, shipped inside the package: nothing is fetched at run time.
const commonPasswords = new Set(dictionary['passwords-common']);

/** The service's own name: the first word anyone guessing a password here tries. */
const SERVICE_WORDS = ['launchpad'];

/** A context word counts from this length: shorter ones ("raj", "an") are parts of too many good passwords. */
const MIN_CONTEXT_WORD = 4;

/** A password that is a context word plus at most this many letters of its own is the word. */
const MAX_OWN_LETTERS = 3;

/** The substitutions people make to dress up a word; `1` stands for `i` or `l`, so both are tried. */
const substitutions: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Digits, symbols and spaces at either end ("Password1!", "!2024password"). */
const paddingAtEnds = /^[^\p{L}\p{M}]+|[^\p{L}\p{M}]+$/gu;

/** A variant this short says little: "dog" in "83!!dog!!29" is not what makes it guessable. */
const MIN_VARIANT = 4;

/**
 * The forms a password is compared in: lower case, as typed and with the common substitutions
 * undone, each with and without the digits and symbols added at its ends.
 */
function variantsOf(password: string): Set<string> {
  const lower = password.toLowerCase();
  const variants = new Set<string>();
  for (const form of [lower, lower.replace(paddingAtEnds, '')]) {
    variants.add(form);
    for (const one of ['i', 'l']) {
      const undone = form.replace(/[013457@$]/g, (c) => (c === '1' ? one : (substitutions[c] ?? c)));
      variants.add(undone);
      variants.add(undone.replace(paddingAtEnds, ''));
    }
  }
  variants.delete('');
  return variants;
}

/** The account's own words: its email, the email's local part and its pieces, its name and its parts. */
function accountWords(account: { email?: string; name?: string }): string[] {
  const email = account.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const name = account.name?.trim().toLowerCase() ?? '';
  const words = [email, local, local.replace(/[^\p{L}\p{N}]+/gu, ''), name, name.replace(/\s+/g, '')];
  words.push(...local.split(/[^\p{L}\p{N}]+/u), ...name.split(/\s+/));
  return [...new Set(words)].filter((word) => word.length >= MIN_CONTEXT_WORD);
}

/**
 * Whether a variant is built of these words (in any order, any of them repeated) with no more than a
 * few letters of its own around them: "Sharma@1990", "sharma.priya", "mylaunchpad1".
 */
function isBuiltOn(variant: string, words: string[]): boolean {
  let rest = variant;
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.replaceAll(word, ' ');
  if (rest === variant) return false;
  return rest.replace(/[^\p{L}\p{M}]/gu, '').length <= MAX_OWN_LETTERS;
}

/** Why this password may not be chosen, in the words the form shows; undefined when it may. */
export function passwordProblem(password: string, account: { email?: string; name?: string } = {}) {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return accountMessages.passwordTooCommon;
  // One character repeated ("aaaaaaaa") or one short pattern over and over ("abcabcabc").
  if (/^(.{1,3})\1+$/su.test(lower)) return accountMessages.passwordRepetitive;
  const variants = [...variantsOf(password)];
  const own = accountWords(account);
  if (variants.some((variant) => isBuiltOn(variant, own))) {
    return accountMessages.passwordIsYourName;
  }
  if (variants.some((variant) => isBuiltOn(variant, SERVICE_WORDS))) {
    return accountMessages.passwordNamesTheService;
  }
  if (variants.some((variant) => variant.length >= MIN_VARIANT && commonPasswords.has(variant))) {
    return accountMessages.passwordCommonVariant;
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
