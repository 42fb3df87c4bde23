import { type PageName, pages } from '@launchpad/shared';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** The screen of each page; the pages and their paths come from the shared list. */
const screens: Record<PageName, string> = {
  home: 'routes/home.tsx',
  login: 'routes/login.tsx',
  about: 'routes/about.tsx',
  howItWorks: 'routes/how-it-works.tsx',
  contact: 'routes/contact.tsx',
  terms: 'routes/terms.tsx',
  privacy: 'routes/privacy.tsx',
  businessRegistration: 'routes/services/business-registration.tsx',
  compliance: 'routes/services/compliance.tsx',
  // One screen each for two URLs; the route ids keep the two routes apart.
  websiteDevelopment: 'routes/services/website-and-app.tsx',
  mobileApp: 'routes/services/website-and-app.tsx',
  digitalMarketing: 'routes/services/marketing.tsx',
  branding: 'routes/services/marketing.tsx',
  dashboard: 'routes/dashboard.tsx',
  order: 'routes/order.tsx',
  paymentHistory: 'routes/payment-history.tsx',
  account: 'routes/account.tsx',
  admin: 'routes/admin.tsx',
  adminOrder: 'routes/admin-order.tsx',
  paymentResult: 'routes/payment-result.tsx',
  forgotPassword: 'routes/forgot-password.tsx',
  resetPassword: 'routes/reset-password.tsx',
  acceptInvitation: 'routes/accept-invitation.tsx',
  verifyEmail: 'routes/verify-email.tsx',
  confirmEmail: 'routes/confirm-email.tsx',
  complaints: 'routes/complaints.tsx',
};

export default [
  ...Object.entries(pages).map(([name, page]) =>
    page.path === '/'
      ? index(screens[name as PageName])
      : route(page.path.slice(1), screens[name as PageName], { id: name }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
