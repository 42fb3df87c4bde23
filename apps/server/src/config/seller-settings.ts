import { gstinProblem, gstState, INVOICE_PREFIX_MAX_LENGTH } from '@launchpad/shared';
import type { BusinessConfig, GrievanceOfficerConfig, SiteStatisticConfig } from './config-types.ts';
import type { RawEnv } from './env-schema.ts';

// Who sells: the BUSINESS_ and GRIEVANCE_OFFICER_ settings, checked and turned into the seller
// printed on every document and the officer the e-commerce rules require to be named; and the
// figures the public pages may claim (CLIENT_SATISFACTION), each with its source.

/**
 * The seller of a development shop without BUSINESS_ settings, so that `npm start` and `npm run dev`
 * issue and show the documents a customer gets. Marked on every document as not a real business;
 * never used in production (where the BUSINESS_ settings are required) nor in tests.
 */
export const DEMO_SELLER = {
  legalName: 'Demo seller — not a real business',
  address: 'Demo address for development, not a real business',
  state: '29',
  gstin: undefined,
  cin: undefined,
} as const;

/** A corporate identity number: listing, industry code, state, year, ownership, serial. */
const CIN_SHAPE = /^[LU][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

export function businessProblems(e: RawEnv, production: boolean): string[] {
  const problems: string[] = [];
  const identity = [e.BUSINESS_LEGAL_NAME, e.BUSINESS_ADDRESS, e.BUSINESS_STATE];
  if (production || identity.some(Boolean) || e.BUSINESS_GSTIN || e.BUSINESS_CIN) {
    // Invoices and the e-commerce rules need the seller's legal name and registered address.
    for (const name of ['BUSINESS_LEGAL_NAME', 'BUSINESS_ADDRESS', 'BUSINESS_STATE'] as const) {
      if (!e[name]) {
        problems.push(
          production
            ? `${name} is required in production`
            : `${name} is required with the other BUSINESS_ settings`,
        );
      }
    }
  }
  if (e.BUSINESS_STATE && !gstState(e.BUSINESS_STATE)) {
    problems.push('BUSINESS_STATE must be a two-digit GST state code, e.g. 29 for Karnataka');
  }
  if (e.BUSINESS_GSTIN) {
    const gstin = e.BUSINESS_GSTIN.toUpperCase();
    const problem = gstinProblem(gstin);
    if (problem) problems.push(`BUSINESS_GSTIN: ${problem}`);
    else if (e.BUSINESS_STATE && gstin.slice(0, 2) !== e.BUSINESS_STATE) {
      problems.push('BUSINESS_GSTIN must start with BUSINESS_STATE (a GSTIN begins with its state code)');
    }
  }
  if (e.BUSINESS_CIN && !CIN_SHAPE.test(e.BUSINESS_CIN.toUpperCase())) {
    problems.push(
      'BUSINESS_CIN must be a 21-character corporate identity number, e.g. U72900KA2020PTC123456',
    );
  }
  if (!new RegExp(`^[A-Za-z0-9]{1,${INVOICE_PREFIX_MAX_LENGTH}}$`).test(e.INVOICE_PREFIX)) {
    problems.push(
      `INVOICE_PREFIX must be 1 to ${INVOICE_PREFIX_MAX_LENGTH} letters or digits, so that document numbers fit 16 characters`,
    );
  }
  if (production && !(e.GRIEVANCE_OFFICER_NAME && e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL are required in production');
  }
  if (Boolean(e.GRIEVANCE_OFFICER_NAME) !== Boolean(e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_NAME and GRIEVANCE_OFFICER_EMAIL must be set together');
  }
  if (e.GRIEVANCE_OFFICER_EMAIL && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.GRIEVANCE_OFFICER_EMAIL)) {
    problems.push('GRIEVANCE_OFFICER_EMAIL must be an email address');
  }
  // A figure the site shows is shown with where it comes from, or not at all.
  if (Boolean(e.CLIENT_SATISFACTION) !== Boolean(e.CLIENT_SATISFACTION_SOURCE)) {
    problems.push('CLIENT_SATISFACTION and CLIENT_SATISFACTION_SOURCE must be set together');
  }
  if (e.CLIENT_SATISFACTION && !/^\d{1,3}(\.\d)?%$/.test(e.CLIENT_SATISFACTION)) {
    problems.push('CLIENT_SATISFACTION must be a percentage, e.g. 96%');
  }
  return problems;
}

/** The seller of the documents: the BUSINESS_ settings, the demo seller in development, else none. */
export function businessConfig(e: RawEnv): BusinessConfig | undefined {
  if (e.BUSINESS_LEGAL_NAME && e.BUSINESS_ADDRESS && e.BUSINESS_STATE) {
    return {
      legalName: e.BUSINESS_LEGAL_NAME,
      address: e.BUSINESS_ADDRESS,
      state: e.BUSINESS_STATE,
      gstin: e.BUSINESS_GSTIN?.toUpperCase(),
      cin: e.BUSINESS_CIN?.toUpperCase(),
      invoicePrefix: e.INVOICE_PREFIX.toUpperCase(),
    };
  }
  return e.NODE_ENV === 'development'
    ? { ...DEMO_SELLER, invoicePrefix: e.INVOICE_PREFIX.toUpperCase() }
    : undefined;
}

/** The grievance officer, when both the name and the address are set. */
export function grievanceOfficerConfig(e: RawEnv): GrievanceOfficerConfig | undefined {
  if (!(e.GRIEVANCE_OFFICER_NAME && e.GRIEVANCE_OFFICER_EMAIL)) return undefined;
  return {
    name: e.GRIEVANCE_OFFICER_NAME,
    email: e.GRIEVANCE_OFFICER_EMAIL,
    phone: e.GRIEVANCE_OFFICER_PHONE,
  };
}

/** The statistics the public pages may show, each with its source: only those configured. */
export function siteStatisticsConfig(e: RawEnv): SiteStatisticConfig[] {
  if (!(e.CLIENT_SATISFACTION && e.CLIENT_SATISFACTION_SOURCE)) return [];
  return [
    { figure: e.CLIENT_SATISFACTION, label: 'client satisfaction', source: e.CLIENT_SATISFACTION_SOURCE },
  ];
}
