// How each package is delivered, as plain data beside the catalogue: the stages of the launch
// timeline, the milestones of each stage (derived from the package's features), and the documents
// the customer has to send. The server copies a plan into an order's rows when the order is paid;
// `computeLaunchTrack` (launch-track.ts) turns those rows into the expected launch date.

import { findPackage, type PackageId } from './catalogue-data.ts';

/** The stages of a launch, in order (1 day payment, 7–10 legal, 15–20 development, 3–5 testing). */
export const fulfilmentStages = ['payment', 'legal', 'development', 'testing', 'launch'] as const;
export type FulfilmentStage = (typeof fulfilmentStages)[number];

/** What people read for each stage. */
export const fulfilmentStageLabels: Record<FulfilmentStage, string> = {
  payment: 'Selection and payment',
  legal: 'Legal and registration',
  development: 'Development',
  testing: 'Testing and review',
  launch: 'Launch',
};

/**
 * Whose move a milestone waits on: our team, the customer (documents, a review), a government body
 * (the registrar, the tax or trademark office; their dates carry a caveat) or a partner (app stores,
 * the payment gateway).
 */
export const milestoneWaitsOn = ['team', 'customer', 'government', 'partner'] as const;
export type MilestoneWaitsOn = (typeof milestoneWaitsOn)[number];

/** States of one milestone of an order. */
export const milestoneStatuses = ['pending', 'in-progress', 'done', 'blocked'] as const;
export type MilestoneStatus = (typeof milestoneStatuses)[number];

/** What people read for each milestone state. */
export const milestoneStatusLabels: Record<MilestoneStatus, string> = {
  pending: 'Not started',
  'in-progress': 'In progress',
  done: 'Done',
  blocked: 'Blocked',
};

/** States of one document the customer sends. */
export const documentStatuses = ['required', 'uploaded', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** What people read for each document state. */
export const documentStatusLabels: Record<DocumentStatus, string> = {
  required: 'Needed from you',
  uploaded: 'Being checked',
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** One milestone of a plan. `days` is its expected duration in calendar days (decision 010). */
export interface MilestoneTemplate {
  key: string;
  stage: FulfilmentStage;
  title: string;
  days: number;
  waitsOn: MilestoneWaitsOn;
  /** The package feature that brings this milestone; null when every package has it. */
  feature: string | null;
}

/** The key of the milestone that is done when every document the customer sends is accepted. */
export const DOCUMENTS_MILESTONE_KEY = 'documents';
/** The key of the milestone the whole launch ends with. */
export const LAUNCH_MILESTONE_KEY = 'launched';
/**
 * The key of the customer's review of the finished work: the team asks for it by starting it, and
 * only the customer finishes it, by approving and signing off on their order page.
 */
export const SIGN_OFF_MILESTONE_KEY = 'sign-off';

/** Whether only the customer can finish this milestone (the team may start, block or reopen it). */
export function isCustomerSignOff(milestone: { key: string }): boolean {
  return milestone.key === SIGN_OFF_MILESTONE_KEY;
}

/**
 * Whether the team blocked a milestone on the customer: it waits on what its note asks of them. A
 * flag left on a step that is no longer blocked says nothing.
 */
export function isBlockedOnCustomer(milestone: {
  status: MilestoneStatus;
  blockedOnCustomer: boolean;
}): boolean {
  return milestone.status === 'blocked' && milestone.blockedOnCustomer;
}

/**
 * Whether the customer has been asked for their sign-off and may give it: the team started the step,
 * or blocked it on the customer.
 */
export function isSignOffAsked(milestone: {
  key: string;
  status: MilestoneStatus;
  blockedOnCustomer: boolean;
}): boolean {
  return (
    isCustomerSignOff(milestone) && (milestone.status === 'in-progress' || isBlockedOnCustomer(milestone))
  );
}

/**
 * Every milestone a launch can have, in the order they are worked through, one after the other.
 * Durations add up to the timeline's stage lengths for Starter (legal 10, development 16, testing 4:
 * 30 days, the site's "30 days or less"); the features of the larger packages add their own steps
 * (Growth 36, Scale 47, Enterprise 56 days), as a test keeps.
 */
export const milestoneTemplates: readonly MilestoneTemplate[] = [
  { key: 'paid', stage: 'payment', title: 'Payment received', days: 0, waitsOn: 'team', feature: null },
  {
    key: DOCUMENTS_MILESTONE_KEY,
    stage: 'legal',
    title: 'Your documents received and checked',
    days: 2,
    waitsOn: 'customer',
    feature: 'Company Registration',
  },
  {
    key: 'dsc-din',
    stage: 'legal',
    title: 'Digital signatures (DSC) and director identification (DIN)',
    days: 1,
    waitsOn: 'team',
    feature: 'Company Registration',
  },
  {
    key: 'name-approval',
    stage: 'legal',
    title: 'Company name approved by the registrar',
    days: 2,
    waitsOn: 'government',
    feature: 'Company Registration',
  },
  {
    key: 'incorporation',
    stage: 'legal',
    title: 'Certificate of incorporation issued',
    days: 3,
    waitsOn: 'government',
    feature: 'Company Registration',
  },
  {
    key: 'pan-tan',
    stage: 'legal',
    title: 'Company PAN and TAN allotted',
    days: 1,
    waitsOn: 'government',
    feature: 'Company Registration',
  },
  {
    key: 'legal-documents',
    stage: 'legal',
    title: 'Founders’ agreement, website terms and privacy policy drafted',
    days: 1,
    waitsOn: 'team',
    feature: 'Basic Legal Documentation',
  },
  {
    key: 'gst',
    stage: 'legal',
    title: 'GST registration certificate issued',
    days: 3,
    waitsOn: 'government',
    feature: 'GST Compliance',
  },
  {
    key: 'trademark-filed',
    stage: 'legal',
    title: 'Trademark application filed',
    days: 2,
    waitsOn: 'government',
    feature: 'Trademark Registration',
  },
  {
    key: 'domain',
    stage: 'development',
    title: 'Domain registered',
    days: 1,
    waitsOn: 'team',
    feature: 'Domain Registration',
  },
  {
    key: 'hosting',
    stage: 'development',
    title: 'Hosting set up',
    days: 1,
    waitsOn: 'team',
    feature: 'Web Hosting (1 Year)',
  },
  {
    key: 'logo',
    stage: 'development',
    title: 'Logo designed',
    days: 2,
    waitsOn: 'team',
    feature: 'Logo Design',
  },
  {
    key: 'website',
    stage: 'development',
    title: 'Website built',
    days: 14,
    waitsOn: 'team',
    feature: 'Static Web Application',
  },
  {
    key: 'dynamic-website',
    stage: 'development',
    title: 'Dynamic website features built',
    days: 3,
    waitsOn: 'team',
    feature: 'Dynamic Responsive Website',
  },
  {
    key: 'mobile-app',
    stage: 'development',
    title: 'Mobile app built',
    days: 4,
    waitsOn: 'team',
    feature: 'Static Mobile Application',
  },
  {
    key: 'full-apps',
    stage: 'development',
    title: 'Full web and mobile apps built',
    days: 3,
    waitsOn: 'team',
    feature: 'Full Dynamic Web & Mobile App',
  },
  {
    key: 'integrations',
    stage: 'development',
    title: 'Analytics and integrations connected',
    days: 2,
    waitsOn: 'team',
    feature: 'Custom Integrations',
  },
  {
    key: 'payment-gateway',
    stage: 'development',
    title: 'Payment gateway and CRM connected',
    days: 2,
    waitsOn: 'partner',
    feature: 'Payment Gateway Integration',
  },
  {
    key: 'cloud',
    stage: 'development',
    title: 'Cloud deployment set up',
    days: 1,
    waitsOn: 'team',
    feature: 'Cloud Deployment',
  },
  {
    key: 'qa',
    stage: 'testing',
    title: 'Testing on phones and browsers',
    days: 3,
    waitsOn: 'team',
    feature: null,
  },
  {
    key: SIGN_OFF_MILESTONE_KEY,
    stage: 'testing',
    title: 'Your review and sign-off',
    days: 1,
    waitsOn: 'customer',
    feature: null,
  },
  {
    key: 'store-listing',
    stage: 'launch',
    title: 'Apps listed on the App Store and Google Play',
    days: 3,
    waitsOn: 'partner',
    feature: 'App Store Publishing',
  },
  {
    key: 'social-seo',
    stage: 'launch',
    title: 'Social media profiles and SEO set up',
    days: 1,
    waitsOn: 'team',
    feature: 'Social Media Setup (5 Platforms)',
  },
  {
    key: LAUNCH_MILESTONE_KEY,
    stage: 'launch',
    title: 'Website live: launched',
    days: 0,
    waitsOn: 'team',
    feature: null,
  },
];

/** One document a package needs from the customer. */
export interface DocumentTemplate {
  kind: string;
  title: string;
  /** The package feature that needs this document; null when every package does. */
  feature: string | null;
  /** Asked of each director: one file per person, each checked on its own. */
  several?: boolean;
  /** What the customer should know before sending it. */
  hint?: string;
}

/** The Aadhaar asked for: masked, so that the full number is never sent (a migration writes it too). */
export const MASKED_AADHAAR_TITLE = 'Masked Aadhaar of each director (only the last four digits showing)';

/** Files one document kind that takes several may hold: a private company has at most 15 directors. */
export const MAX_FILES_PER_DOCUMENT_KIND = 15;

/** Every document a launch can need, in the order the checklist shows them. */
export const documentTemplates: readonly DocumentTemplate[] = [
  { kind: 'pan', title: 'PAN card of each director', feature: 'Company Registration', several: true },
  {
    kind: 'aadhaar',
    title: MASKED_AADHAAR_TITLE,
    feature: 'Company Registration',
    several: true,
    hint: 'Only the last four digits of the number may show, as UIDAI advises: download the masked Aadhaar from myaadhaar.uidai.gov.in.',
  },
  {
    kind: 'photo',
    title: 'Passport-size photograph of each director',
    feature: 'Company Registration',
    several: true,
  },
  {
    kind: 'address-proof',
    title: 'Address proof of each director (bank statement or utility bill under 2 months old)',
    feature: 'Company Registration',
    several: true,
  },
  {
    kind: 'office-proof',
    title: 'Registered office proof (utility bill under 2 months old)',
    feature: 'Company Registration',
  },
  {
    kind: 'office-noc',
    title: 'No-objection certificate from the office’s owner',
    feature: 'Company Registration',
  },
  {
    kind: 'bank-proof',
    title: 'Cancelled cheque or bank statement of the company',
    feature: 'GST Compliance',
  },
  {
    kind: 'trademark-logo',
    title: 'Logo or brand mark to register as a trademark',
    feature: 'Trademark Registration',
  },
];

/** What the team hands over, by kind. */
export const deliverableKinds = [
  'certificate-of-incorporation',
  'pan-tan',
  'gst-certificate',
  'trademark-receipt',
  'legal-documents',
  'design-files',
  'other',
] as const;
export type DeliverableKind = (typeof deliverableKinds)[number];

/** What people read for each kind of deliverable. */
export const deliverableKindLabels: Record<DeliverableKind, string> = {
  'certificate-of-incorporation': 'Certificate of incorporation',
  'pan-tan': 'Company PAN and TAN',
  'gst-certificate': 'GST certificate',
  'trademark-receipt': 'Trademark filing receipt',
  'legal-documents': 'Legal documents',
  'design-files': 'Design files',
  other: 'Other',
};

/**
 * The milestone whose outcome each kind of deliverable is: handing one over before its milestone has
 * started is probably a mistake, and is confirmed first. `other` belongs to no milestone.
 */
export const deliverableMilestoneKeys: Record<DeliverableKind, string | null> = {
  'certificate-of-incorporation': 'incorporation',
  'pan-tan': 'pan-tan',
  'gst-certificate': 'gst',
  'trademark-receipt': 'trademark-filed',
  'legal-documents': 'legal-documents',
  'design-files': 'logo',
  other: null,
};

/** A package's fulfilment plan: its milestones and the documents it needs. */
export interface FulfilmentPlan {
  milestones: readonly MilestoneTemplate[];
  documents: readonly DocumentTemplate[];
}

const has = (features: readonly string[], feature: string | null) =>
  feature === null || features.includes(feature);

/** The plan of this package, derived from its features; an unknown package gets the common steps only. */
export function fulfilmentPlanFor(packageId: PackageId | string): FulfilmentPlan {
  const features = findPackage(packageId)?.features ?? [];
  return {
    milestones: milestoneTemplates.filter((m) => has(features, m.feature)),
    documents: documentTemplates.filter((d) => has(features, d.feature)),
  };
}

/** Whether a document kind takes one file per director rather than one in all. */
export function documentTakesSeveral(kind: string): boolean {
  return documentTemplates.find((d) => d.kind === kind)?.several === true;
}

/**
 * The name of one file of a document: its title, numbered once its kind holds two files or more, so
 * that "file 1" and "file 2" read as a pair.
 */
export function documentEntryTitle(document: { title: string; copy: number }, filesOfKind: number): string {
  return filesOfKind > 1 ? `${document.title}, file ${document.copy}` : document.title;
}

/** What the customer should know before sending a document of this kind, if anything. */
export function documentHint(kind: string): string | null {
  return documentTemplates.find((d) => d.kind === kind)?.hint ?? null;
}
