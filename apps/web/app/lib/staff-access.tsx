import { type Permission, roleAllows, type UserRole } from '@launchpad/shared';
import { createContext, type ReactNode, useContext } from 'react';

// The signed-in member's role, for the admin screens: each action asks the shared permission table
// whether to show itself. Outside a provider nothing is allowed, so a screen that forgot to say who
// is looking shows no action rather than every one. The server checks the same table on each call.
const StaffRoleContext = createContext<UserRole | null>(null);

/** Says whose role the admin screens inside are drawn for. */
export function StaffAccess({ staffRole, children }: { staffRole: UserRole; children: ReactNode }) {
  return <StaffRoleContext.Provider value={staffRole}>{children}</StaffRoleContext.Provider>;
}

/** Whether the signed-in member's role allows `permission`. */
export function useAllows(permission: Permission): boolean {
  const role = useContext(StaffRoleContext);
  return role !== null && roleAllows(role, permission);
}

/** The signed-in member's role, or null outside the admin screens. */
export function useStaffRole(): UserRole | null {
  return useContext(StaffRoleContext);
}
