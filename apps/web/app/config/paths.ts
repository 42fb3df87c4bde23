import { pagePath, pages, publicPagePaths } from '@launchpad/shared';

/** What the sign-in page is asked to do (its query string). */
export interface SignInOptions {
  /** The same-site page to return to after signing in. */
  next?: string | null;
  /** Opens the sign-up form instead of the sign-in form. */
  mode?: 'create';
  /** Says that the session expired. */
  expired?: boolean;
  /** Says that the account was just signed out of all devices. */
  signedOutEverywhere?: boolean;
}

/** The query parameters of the sign-in page. */
export const signInParams = { next: 'next', mode: 'mode', expired: 'session' } as const;

function signInPath({ next, mode, expired, signedOutEverywhere }: SignInOptions = {}): string {
  const query = new URLSearchParams();
  if (mode) query.set(signInParams.mode, mode);
  if (expired) query.set(signInParams.expired, 'expired');
  else if (signedOutEverywhere) query.set(signInParams.expired, 'ended');
  if (next) query.set(signInParams.next, next);
  const search = query.toString();
  return search ? `${pages.login.path}?${search}` : pages.login.path;
}

/** Every URL of the web app, built in one place. */
export const paths = {
  home: pages.home.path,
  packages: `${pages.home.path}#packages`,
  packageOnHome: (packageId: string) => `${pages.home.path}?package=${encodeURIComponent(packageId)}`,
  login: pages.login.path,
  /** The sign-in page asked to return somewhere, to open the sign-up form, or to say the session expired. */
  signIn: signInPath,
  /** A page with one package chosen (`?package=`): its card is shown, marked, ready to buy. */
  packageOn: (page: string, packageId: string) => `${page}?package=${encodeURIComponent(packageId)}`,
  dashboard: pages.dashboard.path,
  /** One order's page, its home: cards, mails, the payment result and history link to it. */
  order: (orderId: string) => pagePath(pages.order.path, { orderId }),
  /** A document's or deliverable's file, downloaded as an attachment. */
  documentFile: (orderId: string, documentId: string) =>
    `/api/orders/${encodeURIComponent(orderId)}/documents/${encodeURIComponent(documentId)}/file`,
  deliverableFile: (orderId: string, deliverableId: string) =>
    `/api/orders/${encodeURIComponent(orderId)}/deliverables/${encodeURIComponent(deliverableId)}/file`,
  /** An invoice, bill of supply or credit note as a PDF, downloaded as an attachment. */
  invoicePdf: (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`,
  paymentHistory: pages.paymentHistory.path,
  account: pages.account.path,
  /** The account page's two-step sign-in section, where staff who must enrol are sent first. */
  twoStepSignIn: `${pages.account.path}#two-step`,
  admin: pages.admin.path,
  /** One order's full-width workspace in the admin console. */
  adminOrder: (orderId: string) => pagePath(pages.adminOrder.path, { orderId }),
  about: pages.about.path,
  howItWorks: pages.howItWorks.path,
  contact: pages.contact.path,
  /** The contact form about a service; `from` names the service page, as two ids exist on two pages. */
  contactAbout: (serviceId: string, from?: string) =>
    `${pages.contact.path}?service=${encodeURIComponent(serviceId)}${from ? `&from=${encodeURIComponent(from)}` : ''}`,
  terms: pages.terms.path,
  privacy: pages.privacy.path,
  paymentResult: pages.paymentResult.path,
  forgotPassword: pages.forgotPassword.path,
  resetPassword: pages.resetPassword.path,
  acceptInvitation: pages.acceptInvitation.path,
  verifyEmail: pages.verifyEmail.path,
  confirmEmail: pages.confirmEmail.path,
  complaints: pages.complaints.path,
  /** The complaint form about one of the customer's orders. */
  complaintAbout: (orderId: string) => `${pages.complaints.path}?order=${encodeURIComponent(orderId)}`,
  services: {
    businessRegistration: pages.businessRegistration.path,
    compliance: pages.compliance.path,
    websiteDevelopment: pages.websiteDevelopment.path,
    mobileApp: pages.mobileApp.path,
    digitalMarketing: pages.digitalMarketing.path,
    branding: pages.branding.path,
  },
} as const;

/** Public routes rendered to HTML at build time. */
export const prerenderedPaths = publicPagePaths;
