import type { PublicUser } from '@launchpad/shared';

/** A JSON answer of the API, as `fetch` would give it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A signed-in customer, as the API and localStorage hold her. */
export const priya: PublicUser = {
  id: 'u-1',
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '+91 98765 43210',
  isAdmin: false,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
