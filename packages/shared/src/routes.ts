/** Web routes served from the SPA fallback: signed-in screens and the payment result. */
export const clientOnlyRoutes = [
  '/dashboard',
  '/dashboard-pg',
  '/account',
  '/admin',
  '/payment-success',
] as const;
