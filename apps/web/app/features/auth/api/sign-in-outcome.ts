import type { PublicUser, SignInResponseData } from '@launchpad/shared';

/** What the first step of a sign-in gave: a session, or the challenge that asks for a code. */
export type SignInOutcome =
  | { kind: 'signed-in'; user: PublicUser; enrolmentRequired: boolean }
  | { kind: 'code-needed'; challenge: string };

/** The outcome of a sign-in answer; the token in a session's body is for API clients and dropped. */
export function signInOutcomeOf(data: SignInResponseData): SignInOutcome {
  if ('challenge' in data) return { kind: 'code-needed', challenge: data.challenge };
  return { kind: 'signed-in', user: data.user, enrolmentRequired: data.twoFactorEnrolmentRequired };
}
