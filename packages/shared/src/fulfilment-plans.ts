// The words of delivering a package: the stages of the launch timeline, the states of a milestone
// and of a document, the shapes of a plan's milestones and documents, and the rules read from them.
// The plans themselves (the milestones and documents every package can have) are content, in
// fulfilment-templates.ts; package-plans.ts picks each package's from them. The server copies a plan
// into an order's rows when the order is paid; `computeLaunchTrack` (launch-track.ts) turns those
// rows into the expected launch date.

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

/**
 * The name of one file of a document: its title, numbered once its kind holds two files or more, so
 * that "file 1" and "file 2" read as a pair.
 */
export function documentEntryTitle(document: { title: string; copy: number }, filesOfKind: number): string {
  return filesOfKind > 1 ? `${document.title}, file ${document.copy}` : document.title;
}
