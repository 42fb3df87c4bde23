import type { UserRow } from '../../db/schema.ts';

/** Whether the account is a member of staff (today: an admin). */
export function isStaff(user: Pick<UserRow, 'isAdmin'>): boolean {
  return user.isAdmin;
}

/**
 * Whether the account must turn on two-step sign-in before it may reach anything but enrolment:
 * staff without a second factor, where STAFF_TWO_FACTOR is `required`.
 */
export function mustEnrolFirst(
  user: Pick<UserRow, 'isAdmin' | 'twoFactorEnabledAt'>,
  staffTwoFactor: 'required' | 'optional',
): boolean {
  return staffTwoFactor === 'required' && isStaff(user) && user.twoFactorEnabledAt === null;
}
