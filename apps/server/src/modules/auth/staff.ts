import { isStaffRole } from '@launchpad/shared';
import type { UserRow } from '../../db/schema.ts';

/** Whether the account is a member of staff: any role but `customer`. */
export function isStaff(user: Pick<UserRow, 'role'>): boolean {
  return isStaffRole(user.role);
}

/**
 * Whether the account must turn on two-step sign-in before it may reach anything but enrolment:
 * staff without a second factor, where STAFF_TWO_FACTOR is `required`.
 */
export function mustEnrolFirst(
  user: Pick<UserRow, 'role' | 'twoFactorEnabledAt'>,
  staffTwoFactor: 'required' | 'optional',
): boolean {
  return staffTwoFactor === 'required' && isStaff(user) && user.twoFactorEnabledAt === null;
}
