/** Every URL of the web app, built in one place. */
export const paths = {
  home: '/',
  packages: '/#packages',
  packageOnHome: (packageId: string) => `/?package=${encodeURIComponent(packageId)}`,
  login: '/login',
  dashboard: '/dashboard',
  /** The dashboard with one order's details open (links from the payment history). */
  orderOnDashboard: (orderId: string) => `/dashboard?tab=orders&order=${encodeURIComponent(orderId)}`,
  paymentHistory: '/dashboard-pg',
  account: '/account',
  admin: '/admin',
  about: '/about',
  howItWorks: '/how-it-works',
  contact: '/contact',
  /** The contact form about a service; `from` names the service page, as two ids exist on two pages. */
  contactAbout: (serviceId: string, from?: string) =>
    `/contact?service=${encodeURIComponent(serviceId)}${from ? `&from=${encodeURIComponent(from)}` : ''}`,
  terms: '/terms',
  privacy: '/privacy',
  paymentResult: '/payment-success',
  services: {
    businessRegistration: '/services/business-registration',
    compliance: '/services/compliance',
    websiteDevelopment: '/services/website-development',
    mobileApp: '/services/mobile-app',
    digitalMarketing: '/services/digital-marketing',
    branding: '/services/branding',
  },
} as const;

/** Public routes rendered to HTML at build time. */
export const prerenderedPaths = [
  paths.home,
  paths.login,
  paths.about,
  paths.howItWorks,
  paths.contact,
  paths.terms,
  paths.privacy,
  ...Object.values(paths.services),
] as const;
