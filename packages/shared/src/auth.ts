import { z } from 'zod';
import { billingDetailsSchema } from './billing.ts';
import { userRoles } from './staff-roles.ts';
import { nameText, showsACharacter, trimmedAtLeast } from './text.ts';

/** An email address as every form and token claim must give it: trimmed, lower-cased, valid. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  // What the pipe checks, stated on the input so that the API document carries it.
  .meta({ format: 'email', pattern: z.regexes.email.source })
  .pipe(z.email('Enter a valid email address'));

/** Body of `POST /api/auth/login`. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(256, 'Password is too long'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

const phonePattern = /^\+?[0-9][0-9\s()-]{6,18}[0-9]$/;

/** Indian or international phone number: digits with optional +, spaces, dashes and brackets. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .max(20, 'Phone number is too long')
  .regex(phonePattern, 'Enter a valid phone number');

/** A phone field that may be left blank, as the API document states it: blank, or a phone number. */
export const optionalPhonePattern = { pattern: `^\\s*$|${phonePattern.source}`, maxLength: 20 };

export const personNameSchema = nameText()
  .trim()
  .regex(trimmedAtLeast(1), 'Full name is required')
  .max(100, 'Name must be at most 100 characters')
  // An empty name already has its own message.
  .regex(showsACharacter, 'Enter a name with visible letters');

/** What the server checks of a new password beyond its length (NIST SP 800-63B), for the API document. */
export const NEW_PASSWORD_CHECKS =
  'Not a common or leaked password nor a trivial variant of one, not made of one repeated character, and not the account holder’s name or email address nor the service’s own name.';

/** Body of `POST /api/auth/register`. */
export const registerRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(256, 'Password must be at most 256 characters')
    .meta({ 'x-checked-by-server': NEW_PASSWORD_CHECKS }),
  /** Mails about product updates: only when ticked at sign-up (opt-in). */
  productUpdates: z.boolean().optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** A role as a request names it; anything else is a 400 on the field that lists the roles. */
export const userRoleSchema = z.enum(userRoles, {
  error: `Choose a role: ${userRoles.join(', ')}`,
});

/** The public profile of a user: what the browser may keep. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `customer`, or the team's role that decides what the admin console shows. */
  role: userRoleSchema,
  /** Whether the owner has proved the address (a link from our mail, or Google). */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** `data` of a successful login. */
export const loginResponseDataSchema = z.object({
  token: z.string(),
  user: publicUserSchema,
});
export type LoginResponseData = z.infer<typeof loginResponseDataSchema>;

/** `data` of `GET /api/auth/me`: the user and their saved billing details (null when none). */
export const meResponseDataSchema = z.object({
  user: publicUserSchema,
  billing: billingDetailsSchema.nullable(),
});

/** `data` of `PATCH /api/auth/me`. */
export const profileResponseDataSchema = z.object({ user: publicUserSchema });

/** `data` of a successful `POST /api/auth/register`: the new account, signed in as on `login`. */
export const registerResponseDataSchema = loginResponseDataSchema;

/** A phone number, or an empty field meaning "no phone" (accounts from Google sign-in have none). */
export const optionalPhoneSchema = z
  .string()
  .meta(optionalPhonePattern)
  .trim()
  .refine((value) => value === '' || phoneSchema.safeParse(value).success, 'Enter a valid phone number')
  .transform((value) => (value === '' ? null : value))
  .nullable();

/** Body of `PATCH /api/auth/me`: the fields a user may change on their own profile. */
export const updateProfileRequestSchema = z.object({
  name: personNameSchema,
  phone: optionalPhoneSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** Body of `POST /api/auth/change-password`. Every other session of the user is signed out. */
export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Current password is required')
    .max(256, 'Password is too long')
    .meta({ 'x-checked-by-server': 'The account’s current password.' }),
  // The same rule as at sign-up.
  newPassword: registerRequestSchema.shape.password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** Body of `POST /api/auth/forgot-password`: where to send a link to choose a new password. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A single-use link's token as the mail carries it: 32 random bytes, base64url. */
const linkTokenSchema = z
  .string()
  .trim()
  .min(1, 'The link is incomplete')
  .max(100, 'The link is not valid')
  .regex(/^[\w-]+$/, 'The link is not valid')
  .meta({ 'x-checked-by-server': 'Only a token this server mailed, not yet used nor expired.' });

/** Body of `POST /api/auth/reset-password`: the token from the mail and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: linkTokenSchema,
  password: registerRequestSchema.shape.password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Body of `POST /api/auth/verify-email`: the token from the verification mail. */
export const verifyEmailRequestSchema = z.object({ token: linkTokenSchema });
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/**
 * Body of `POST /api/auth/change-email`: the new address, and the current password when the account
 * has one (an account that signs in only with Google has none).
 */
export const changeEmailRequestSchema = z.object({
  email: emailSchema.meta({ 'x-checked-by-server': 'Another address than the account’s own.' }),
  currentPassword: z
    .string()
    .max(256, 'Password is too long')
    .meta({ 'x-checked-by-server': 'The account’s current password; required when the account has one.' })
    .optional()
    .transform((value) => value || undefined),
});
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

/** Body of `POST /api/auth/confirm-email-change`: the token from the mail sent to the new address. */
export const confirmEmailChangeRequestSchema = z.object({ token: linkTokenSchema });
export type ConfirmEmailChangeRequest = z.input<typeof confirmEmailChangeRequestSchema>;

/** Body of `POST /api/firebase-auth/firebase-signin`: a Firebase ID token from the web SDK. */
export const firebaseSignInRequestSchema = z.object({
  idToken: z.string().min(1, 'idToken is required').max(8192, 'idToken is too long'),
  /** Mails about product updates, ticked on the sign-up form: used only when this sign-in creates the account. */
  productUpdates: z.boolean().optional(),
});

/** What the Firebase web SDK needs to open Google's sign-in popup; public by design, not secrets. */
export const firebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

/** `data` of `GET /api/auth/providers`: which sign-in methods this server offers besides passwords. */
export const authProvidersSchema = z.discriminatedUnion('google', [
  z.object({ google: z.literal(false) }),
  z.object({ google: z.literal(true), firebase: firebaseWebConfigSchema }),
]);
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Sentences of the account screens. */
export const accountMessages = {
  profileUpdated: 'Profile updated',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  wrongCurrentPassword: 'Your current password is incorrect',
  samePassword: 'Choose a new password that differs from the current one',
  noPasswordSet: 'This account signs in with Google and has no password to change',
  passwordTooCommon:
    'This password is on a list of common or leaked passwords. Choose one that is harder to guess.',
  passwordRepetitive: 'This password repeats the same characters. Choose one that is harder to guess.',
  passwordIsYourName: 'Do not use your name or email address as your password.',
  passwordNamesTheService:
    'Do not build your password on the name of this site. Choose one that is harder to guess.',
  passwordCommonVariant:
    'This is a common password with letters swapped for look-alikes (like 0 for o) or digits and symbols added. Choose one that is harder to guess.',
  googleNotConfigured: 'Google sign-in is not configured on this server',
  googleTokenInvalid: 'Your Google sign-in could not be verified. Please try again.',
  googleEmailUnverified: 'Your Google account email address is not verified',
  googleEmailUnusable: 'The email address of your Google account cannot be used here.',
  googlePopupBlocked:
    'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  googleSignInFailed: 'Google sign-in did not complete. Please try again.',
  resetLinkSent:
    'If an account exists for this email, we have sent it a link to choose a new password. The link works for 30 minutes.',
  linkExpired: 'This link has expired or was already used.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  emailVerified: 'Thank you, your email is confirmed.',
  verificationSent: 'We have sent you a new link. It works for 24 hours.',
  alreadyVerified: 'Your email is already confirmed.',
  // The same answer whether or not another account has the address (no enumeration).
  emailChangeSent:
    'Check the new address for a link to confirm it. Your email changes when you open it; the link works for 24 hours.',
  sameEmail: 'This is already your email address',
  currentPasswordNeeded: 'Enter your current password to change your email',
  emailChanged: 'Your email has been changed. Sign in with the new address from now on.',
  emailNoLongerFree: 'This address is now used by another account, so your email was not changed.',
  // Whoever registered an address they do not own must not be able to move the account to theirs.
  emailChangeNeedsConfirmedEmail:
    'Confirm your current email first (choose “Resend” on your dashboard for a new link); an address that was never confirmed cannot be changed.',
} as const;
