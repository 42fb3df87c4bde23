// Each package's fulfilment plan: the milestones and documents of fulfilment-templates.ts that its
// features bring.

import { findPackage, type PackageId } from './catalogue-data.ts';
import type { FulfilmentPlan } from './fulfilment-plans.ts';
import { documentTemplates, milestoneTemplates } from './fulfilment-templates.ts';

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

/** What the customer should know before sending a document of this kind, if anything. */
export function documentHint(kind: string): string | null {
  return documentTemplates.find((d) => d.kind === kind)?.hint ?? null;
}
