import { describe, expect, it } from 'vitest';
import {
  isStaffRole,
  permissions,
  permissionsOf,
  roleAllows,
  roleRefusal,
  staffRoles,
  userRoles,
} from './staff-roles.ts';

describe('the staff roles', () => {
  it('gives the owner every permission and a customer none', () => {
    expect(permissionsOf('owner')).toEqual(permissions);
    expect(permissionsOf('customer')).toEqual([]);
    expect(isStaffRole('customer')).toBe(false);
    expect(userRoles.filter(isStaffRole)).toEqual([...staffRoles]);
  });

  it('keeps money with owner and finance, and the team itself with the owner', () => {
    for (const permission of ['money.refund', 'money.offline', 'invoices.correct', 'exports.csv'] as const) {
      expect(roleAllows('support', permission), permission).toBe(false);
      expect(roleAllows('operations', permission), permission).toBe(false);
      expect(roleAllows('finance', permission), permission).toBe(true);
    }
    expect(staffRoles.filter((role) => roleAllows(role, 'staff.manage'))).toEqual(['owner']);
    expect(roleAllows('support', 'orders.read')).toBe(true);
    expect(roleAllows('support', 'orders.move')).toBe(false);
  });

  it('names the role and the permission in a refusal', () => {
    expect(roleRefusal('support', 'money.refund')).toBe('Your role (support) does not allow money.refund.');
  });
});
