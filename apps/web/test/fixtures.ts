import {
  type AdminUser,
  type ErrorCode,
  type ErrorDetail,
  errorEnvelope,
  ok,
  type PublicUser,
} from '@launchpad/shared';

/** A JSON answer of the API, as `fetch` would give it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A success answer, `{ success: true, data, message? }`, as the server writes it (200 unless told). */
export function okResponse(data: unknown, message?: string, status = 200): Response {
  return jsonResponse(status, ok(data, message));
}

/** A failure answer in the error envelope, as the server writes it. */
export function errorResponse(
  status: number,
  code: ErrorCode,
  message: string,
  { requestId = 'req-test', details }: { requestId?: string; details?: ErrorDetail[] } = {},
): Response {
  return jsonResponse(status, errorEnvelope(code, message, requestId, details));
}

/** A signed-in customer, as the API and localStorage hold her. */
export const priya: PublicUser = {
  id: 'u-1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  role: 'customer',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** A user as the API gives one: Priya unless `overrides` says otherwise. */
export function buildUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return { ...priya, ...overrides };
}

/** A customer whose orders the dashboard and the live updates show. */
export const meera: PublicUser = buildUser({
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone: '+91 98450 12345',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A member of the team, an owner, signed in to the admin console. */
export const ananya: PublicUser = buildUser({
  id: 'admin-1',
  name: 'Ananya Rao',
  email: 'ananya@launchpad.example',
  phone: null,
  role: 'owner',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A signed-in customer buying a package. */
export const rohan: PublicUser = buildUser({
  name: 'Rohan Mehta',
  email: 'rohan@example.in',
  phone: '+91 99000 11111',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** An account as the admin's user list shows it: Meera unless `overrides` says otherwise. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...meera, orderCount: 0, deactivated: false, invitationPending: false, ...overrides };
}
