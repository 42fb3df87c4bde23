import { z } from 'zod';
import { loginResponseDataSchema, meResponseDataSchema } from './auth.ts';

/** How long a sign-in waits for its second factor, in minutes. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Wrong codes a sign-in challenge takes before it ends. */
export const TWO_FACTOR_CHALLENGE_ATTEMPTS = 5;
/** How many recovery codes an account gets when it turns the second factor on. */
export const RECOVERY_CODE_COUNT = 10;

/** A code from an authenticator app: six digits (spaces a person may type are dropped). */
const totpPattern = /^\d{6}$/;
/** A recovery code as it is shown: four groups of four letters and digits (base32), dashes optional. */
const recoveryCodePattern = /^[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}$/;

/** Whether `code` (as `twoFactorCodeSchema` leaves it) is a recovery code rather than an app's code. */
export function isRecoveryCode(code: string): boolean {
  return recoveryCodePattern.test(code);
}

const typedCode = z
  .string()
  .max(40, 'This code is too long')
  .transform((value) => value.replace(/\s+/g, '').toLowerCase());

/** The six-digit code from the authenticator app, as typed. */
export const totpCodeSchema = typedCode
  .meta({ pattern: '^\\s*(\\d\\s*){6}$' })
  .pipe(z.string().regex(totpPattern, 'Enter the 6-digit code from your authenticator app'));

/** A code from the app or one of the recovery codes, as typed. */
export const twoFactorCodeSchema = typedCode
  .meta({ pattern: '^\\s*(\\d\\s*){6}$|^\\s*[A-Za-z2-7]{4}(-?[A-Za-z2-7]{4}){3}\\s*$' })
  .pipe(
    z
      .string()
      .min(1, 'Enter the 6-digit code from your authenticator app')
      .refine(
        (value) => totpPattern.test(value) || recoveryCodePattern.test(value),
        'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
      ),
  );

/** `data` of `POST /api/auth/me/two-factor`: the new secret, pending until a code confirms it. */
export const twoFactorEnrolmentSchema = z.object({
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** The `otpauth://totp/…` URI an app reads from the QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** Body of `POST /api/auth/me/two-factor/confirm`. */
export const confirmTwoFactorRequestSchema = z.object({ code: totpCodeSchema });
export type ConfirmTwoFactorRequest = z.input<typeof confirmTwoFactorRequestSchema>;

/** `data` of `POST /api/auth/me/two-factor/confirm`: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/**
 * Body of `DELETE /api/auth/me/two-factor`: the password, or for an account without one a current
 * code from the app.
 */
export const disableTwoFactorRequestSchema = z.object({
  password: z
    .string()
    .max(256, 'Password is too long')
    .meta({ 'x-checked-by-server': 'The account’s current password; required when the account has one.' })
    .optional()
    .transform((value) => value || undefined),
  code: twoFactorCodeSchema.optional(),
});
export type DisableTwoFactorRequest = z.input<typeof disableTwoFactorRequestSchema>;

/** A sign-in challenge's token: 32 random bytes, base64url. */
const challengeTokenSchema = z
  .string()
  .trim()
  .min(1, 'The sign-in has no challenge: sign in with your password again')
  .max(100, 'This sign-in challenge is not valid: sign in with your password again')
  .regex(/^[\w-]+$/, 'This sign-in challenge is not valid: sign in with your password again');

/** Body of `POST /api/auth/login/two-factor`: the challenge of the password step and a code. */
export const twoFactorSignInRequestSchema = z.object({
  challenge: challengeTokenSchema,
  code: twoFactorCodeSchema,
});
export type TwoFactorSignInRequest = z.input<typeof twoFactorSignInRequestSchema>;

/** `data` of a first sign-in step that needs the second factor: no session yet, only a challenge. */
export const twoFactorChallengeSchema = z.object({
  twoFactor: z.literal('required'),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `data` of a session opened by a sign-in: as at sign-up, and whether staff must enrol first. */
export const signedInDataSchema = loginResponseDataSchema.extend({
  /** A member of staff without a second factor where one is required: only enrolment is open. */
  twoFactorEnrolmentRequired: z.boolean(),
});
export type SignedInData = z.infer<typeof signedInDataSchema>;

/** `data` of `POST /api/auth/login` and of Google sign-in: a session, or the second factor's challenge. */
export const signInResponseDataSchema = z.union([signedInDataSchema, twoFactorChallengeSchema]);
export type SignInResponseData = z.infer<typeof signInResponseDataSchema>;

/** What the account page shows of the second factor (`GET /api/auth/me`). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Staff without a second factor where one is required: every other route is closed until it is on. */
  enrolmentRequired: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** `data` of `GET /api/auth/me`: the account, its billing details and its second factor. */
export const currentAccountDataSchema = meResponseDataSchema.extend({ twoFactor: twoFactorStatusSchema });
export type CurrentAccountData = z.infer<typeof currentAccountDataSchema>;

/** One signed-in device of `GET /api/auth/sessions`. */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** The browser and system, read from the User-Agent (e.g. "Firefox on Windows"). */
  browser: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** `data` of `GET /api/auth/sessions`. */
export const deviceSessionsSchema = z.object({ sessions: z.array(deviceSessionSchema) });

/** Path of `DELETE /api/auth/sessions/{id}`. */
export const deviceSessionParamsSchema = z.object({ id: z.uuid('No such session') });

/** Sentences of the second factor. */
export const twoFactorMessages = {
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  enrolmentStarted: 'Scan the QR code with your authenticator app, then enter the code it shows',
  enabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-step sign-in is off. Other devices have been signed out.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to set up another app.',
  notEnabled: 'Two-step sign-in is not on for this account',
  noEnrolment: 'Start setting up two-step sign-in again: no app is waiting for a code',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  codeUsed: 'That code was just used. Wait for your app to show the next one.',
  challengeExpired: 'This sign-in has expired or was already finished. Sign in with your password again.',
  challengeLocked: 'Too many wrong codes. Sign in with your password again.',
  passwordOrCodeNeeded: 'Enter your password to turn off two-step sign-in',
  codeToDisable: 'Enter a code from your authenticator app to turn off two-step sign-in',
  enrolmentRequired:
    'Set up two-step sign-in first: staff accounts need it before anything else can be reached.',
  sessionNotFound: 'No such session among your devices',
  sessionEnded: 'That device has been signed out',
  signedInWithRecoveryCode: 'Signed in with a recovery code. It cannot be used again.',
} as const;
