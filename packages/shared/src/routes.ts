/** Who a page is for: `public` pages are prerendered and listed in the sitemap; `private` ones are not. */
export type PageAccess = 'public' | 'private';

/**
 * Every page of the web app, by name. Public pages are rendered to HTML at build time; private ones
 * (signed-in screens and the payment result) are served by the app's fallback page and kept out of
 * search engines. The web's route table, its links, robots.txt and the server all read this list.
 */
export const pages = {
  home: { path: '/', access: 'public' },
  login: { path: '/login', access: 'public' },
  about: { path: '/about', access: 'public' },
  howItWorks: { path: '/how-it-works', access: 'public' },
  contact: { path: '/contact', access: 'public' },
  terms: { path: '/terms', access: 'public' },
  privacy: { path: '/privacy', access: 'public' },
  businessRegistration: { path: '/services/business-registration', access: 'public' },
  compliance: { path: '/services/compliance', access: 'public' },
  websiteDevelopment: { path: '/services/website-development', access: 'public' },
  mobileApp: { path: '/services/mobile-app', access: 'public' },
  digitalMarketing: { path: '/services/digital-marketing', access: 'public' },
  branding: { path: '/services/branding', access: 'public' },
  dashboard: { path: '/dashboard', access: 'private' },
  order: { path: '/dashboard/orders/:orderId', access: 'private' },
  paymentHistory: { path: '/dashboard-pg', access: 'private' },
  account: { path: '/account', access: 'private' },
  admin: { path: '/admin', access: 'private' },
  adminOrder: { path: '/admin/orders/:orderId', access: 'private' },
  paymentResult: { path: '/payment-success', access: 'private' },
  // Reached from links in mails; never indexed.
  forgotPassword: { path: '/forgot-password', access: 'private' },
  resetPassword: { path: '/reset-password', access: 'private' },
  acceptInvitation: { path: '/accept-invitation', access: 'private' },
  verifyEmail: { path: '/verify-email', access: 'private' },
  confirmEmail: { path: '/confirm-email', access: 'private' },
  // Raising and following a complaint; reached from the contact page, the order page and mails.
  complaints: { path: '/complaints', access: 'private' },
} as const satisfies Record<string, { path: string; access: PageAccess }>;
export type PageName = keyof typeof pages;

function pathsOf(access: PageAccess): string[] {
  return Object.values(pages)
    .filter((page) => page.access === access)
    .map((page) => page.path);
}

/** Public pages, rendered to HTML at build time. */
export const publicPagePaths: readonly string[] = pathsOf('public');

const hasParameter = (path: string) => path.includes('/:');

/** Pages served from the app's fallback page: signed-in screens and the payment result. */
export const privatePagePaths: readonly string[] = pathsOf('private').filter((path) => !hasParameter(path));

/** Private pages with a parameter (`/dashboard/orders/:orderId`), as patterns of whole paths. */
export const privatePagePatterns: readonly RegExp[] = pathsOf('private')
  .filter(hasParameter)
  .map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/** Whether a path (no query, no trailing slash) is one of the private pages. */
export function isPrivatePage(pathname: string): boolean {
  return privatePagePaths.includes(pathname) || privatePagePatterns.some((pattern) => pattern.test(pathname));
}

/** A page's path with its parameters filled in. */
export function pagePath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where the payment provider sends the buyer back after checkout: the payment result page. */
export function paymentReturnUrl(publicUrl: string, merchantOrderId: string): string {
  return `${publicUrl}${pages.paymentResult.path}?merchantOrderId=${encodeURIComponent(merchantOrderId)}`;
}

/** The admin console's tabs, in order: what `/admin?tab=` names (the web's tabs and the mails' links). */
export const adminTabs = [
  'orders',
  'launches',
  'users',
  'messages',
  'support',
  'complaints',
  'mail',
  'invoices',
  'data-requests',
  'activity',
] as const;
export type AdminTab = (typeof adminTabs)[number];
