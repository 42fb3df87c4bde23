import { z } from 'zod';
import { cursorSchema, limitSchema, searchSchema } from './admin.ts';
import {
  emailSchema,
  optionalPhoneSchema,
  personNameSchema,
  publicUserSchema,
  resetPasswordRequestSchema,
  userRoleSchema,
} from './auth.ts';
import { roleLabels, type UserRole } from './staff-roles.ts';

/** Query of `GET /api/admin/users`. */
export const adminUsersQuerySchema = z.object({
  q: searchSchema,
  cursor: cursorSchema,
  limit: limitSchema,
});

/** A user in the admin's list, with the number of their orders and the state of the account. */
export const adminUserSchema = publicUserSchema.extend({
  orderCount: z.number().int(),
  /** An admin deactivated the account: it cannot sign in. */
  deactivated: z.boolean(),
  /** Invited by the team and has not set a password yet (nor signed in with Google). */
  invitationPending: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `data` of `GET /api/admin/users`, newest first. */
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/**
 * Body of `POST /api/admin/invitations`: an owner opens an account for a colleague (with their role)
 * or a customer; they choose their own password through the mailed link.
 */
export const inviteUserRequestSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  /** Not asked: the invitee adds one on their account page if they wish. */
  phone: optionalPhoneSchema.optional().transform((phone) => phone ?? null),
  role: userRoleSchema.optional().default('customer'),
});
export type InviteUserRequest = z.input<typeof inviteUserRequestSchema>;

/** Path parameter of the admin's calls about one account. */
export const adminUserParamsSchema = z.object({ id: z.guid('Not a valid user id') });

/** Body of `PATCH /api/admin/users/:id/role`: the account's new role. */
export const changeUserRoleRequestSchema = z.object({
  role: userRoleSchema.meta({
    'x-checked-by-server': 'Never demotes the last active owner; ends every session and link of the account.',
  }),
});
export type ChangeUserRoleRequest = z.input<typeof changeUserRoleRequestSchema>;

/** `data` of every call on one account (invite, role, deactivate, …): the account as the list shows it. */
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/**
 * Body of `POST /api/auth/accept-invitation`: the token from the invitation mail and the new
 * password, checked as a reset is.
 */
export const acceptInvitationRequestSchema = resetPasswordRequestSchema;
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/** What the admin is told after each action on an account. */
export const adminUserMessages = {
  invited: 'Invitation sent',
  invitationResent: 'A new invitation link was sent',
  noInvitationPending: 'This person has already set a password; there is no invitation to send again.',
  verificationSent: 'A new verification link was sent',
  alreadyVerified: 'This address is already verified.',
  signedOut: (sessions: number) =>
    sessions === 1 ? 'Signed out of 1 session' : `Signed out of ${sessions} sessions`,
  deactivated: 'Account deactivated. They are signed out and cannot sign in.',
  reactivated: 'Account reactivated. They can sign in again.',
  selfDeactivation: 'You cannot deactivate your own account.',
  roleChanged: (role: UserRole) =>
    `Role changed to ${roleLabels[role]}. Their sessions and links have ended; they sign in again.`,
  roleUnchanged: 'Nothing changed: the account already has this role.',
  lastOwner: 'This is the last active owner. Make someone else an owner first.',
  userNotFound: 'User not found',
  passwordSet: 'Your password is set. Sign in with it.',
} as const;
