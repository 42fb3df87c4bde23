/** Every role an account may have: the four of the team, and `customer`, who is not staff. */
export const userRoles = ['owner', 'operations', 'finance', 'support', 'customer'] as const;
export type UserRole = (typeof userRoles)[number];

/** The roles of the team, each allowed what the permission table gives it. */
export const staffRoles = ['owner', 'operations', 'finance', 'support'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Whether the role is one of the team's (anything but `customer`). */
export function isStaffRole(role: UserRole): role is StaffRole {
  return role !== 'customer';
}

/** What each role is called on the screen. */
export const roleLabels: Record<UserRole, string> = {
  owner: 'Owner',
  operations: 'Operations',
  finance: 'Finance',
  support: 'Support',
  customer: 'Customer',
};

/**
 * The permissions of the team, each named by what it allows, with the roles that hold it and what
 * it opens. Every staff route declares one (`config.permission`); the server's guard and the admin
 * console both read this one table. The owner holds every permission.
 */
export const permissionTable = {
  'orders.read': {
    roles: ['owner', 'operations', 'finance', 'support'],
    allows: 'Read the summary, the orders, one order and its launch, and the launch board',
  },
  'orders.note': {
    roles: ['owner', 'operations', 'support'],
    allows: "Write an order's internal notes",
  },
  'orders.move': {
    roles: ['owner', 'operations'],
    allows: "Move an order's status and decline a cancellation request",
  },
  'money.refund': { roles: ['owner', 'finance'], allows: 'Refund a payment' },
  'money.offline': { roles: ['owner', 'finance'], allows: 'Record a payment received offline' },
  'invoices.read': { roles: ['owner', 'finance'], allows: 'Read the invoice register' },
  'invoices.correct': {
    roles: ['owner', 'finance'],
    allows: "Correct an invoice's billing details (a credit note and a new invoice)",
  },
  'exports.csv': { roles: ['owner', 'finance'], allows: 'Download the orders and invoices as CSV' },
  'launches.manage': {
    roles: ['owner', 'operations'],
    allows: 'Move milestones, edit a launch, add and remove deliverables',
  },
  'documents.decide': {
    roles: ['owner', 'operations'],
    allows: "Accept or reject a customer's document",
  },
  'messages.answer': {
    roles: ['owner', 'operations', 'support'],
    allows: "Read and answer orders' conversations, and take them in the support queue",
  },
  'contact.read': { roles: ['owner', 'support'], allows: 'Read the contact inbox' },
  'contact.answer': {
    roles: ['owner', 'support'],
    allows: 'Answer contact messages and mark them handled',
  },
  'complaints.answer': {
    roles: ['owner', 'support'],
    allows: 'Read and answer complaints, and raise one from a contact message',
  },
  'privacy.handle': {
    roles: ['owner', 'support'],
    allows: "Read data requests and correct a customer's details",
  },
  'mail.read': { roles: ['owner', 'operations', 'support'], allows: 'Read the outgoing mail' },
  'mail.retry': { roles: ['owner', 'operations', 'support'], allows: 'Send a failed mail again' },
  'users.read': {
    roles: ['owner', 'operations', 'finance', 'support'],
    allows: 'Read the accounts and search them',
  },
  'users.verify': {
    roles: ['owner', 'support'],
    allows: 'Send an account its verification link again',
  },
  'audit.read': {
    roles: ['owner'],
    allows: 'Read the audit trail of what the team did, and download it as CSV',
  },
  'staff.manage': {
    roles: ['owner'],
    allows: 'Change roles, invite people, deactivate, reactivate and sign out any account',
  },
} as const satisfies Record<string, { roles: readonly StaffRole[]; allows: string }>;

export type Permission = keyof typeof permissionTable;
export const permissions = Object.keys(permissionTable) as Permission[];

/** Whether an account of `role` may do what `permission` allows. */
export function roleAllows(role: UserRole, permission: Permission): boolean {
  return (permissionTable[permission].roles as readonly UserRole[]).includes(role);
}

/** Every permission `role` holds, in the table's order. */
export function permissionsOf(role: UserRole): Permission[] {
  return permissions.filter((permission) => roleAllows(role, permission));
}

/** The refusal of a staff route to a role without its permission. */
export function roleRefusal(role: UserRole, permission: Permission): string {
  return `Your role (${role}) does not allow ${permission}.`;
}
