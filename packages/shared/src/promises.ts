// Every promise the site makes about time, from the data the launch tracker itself uses: a package's
// planned launch is the sum of its fulfilment plan's milestone days (the date `computeLaunchTrack`
// starts from on the day of payment), and support is reached in the hours `supportContact` names.
// The landing, login and about pages, the footer, the package cards, the comparison table and the
// payment result read these, so the site and the tracker cannot disagree. The terms read the refund
// time, the cancellation request's control and the support hours from here too.

import { launchPackages, type PackageId } from './catalogue-data.ts';
import { supportContact } from './contact-info.ts';
import type { FulfilmentStage } from './fulfilment-plans.ts';
import { fulfilmentPlanFor } from './package-plans.ts';

/** Calendar days from payment to launch in the package's plan, as the tracker plans them. */
export function plannedLaunchDays(packageId: PackageId | string): number {
  return fulfilmentPlanFor(packageId).milestones.reduce((sum, milestone) => sum + milestone.days, 0);
}

/** Each package's planned days to launch, cheapest first. */
export const launchDaysByPackage: Readonly<Record<PackageId, number>> = Object.fromEntries(
  launchPackages.map((launchPackage) => [launchPackage.id, plannedLaunchDays(launchPackage.id)]),
) as Record<PackageId, number>;

const allLaunchDays = launchPackages.map((launchPackage) => launchDaysByPackage[launchPackage.id]);

/** The quickest and the longest planned launch across the packages. */
export const launchDaysRange = {
  fewest: Math.min(...allLaunchDays),
  most: Math.max(...allLaunchDays),
} as const;

/** "30–56 days": the span of the packages' planned launches, for headlines. */
export const launchDaysSpan = `${launchDaysRange.fewest}–${launchDaysRange.most} days`;

/** A package's timeline on its card and in the comparison table: "Launch in 36 days". */
export function launchTimelineLabel(packageId: PackageId | string): string {
  return `Launch in ${plannedLaunchDays(packageId)} days`;
}

/** The headline promise: "Launch your startup in 30–56 days". */
export const launchPromise = `Launch your startup in ${launchDaysSpan}`;

/** How long the whole launch takes, per package, in one sentence. */
export const launchPromiseDetail = `${launchPackages
  .map((launchPackage) => `${launchPackage.name} ${launchDaysByPackage[launchPackage.id]}`)
  .join(', ')} days from payment, as your launch tracker plans them.`;

/** How long an approved refund takes to reach the payment method it came from. */
export const refundArrivalTime = '5–7 working days';

/** The control on a paid order's page with which its customer asks to cancel it. */
export const cancellationRequestAction = 'Request cancellation';

/** When messages are answered. */
export const supportReplyTime = 'within 24 hours';

/** The one support-hours statement: "Phones answered 9AM–10PM IST, every day; messages answered within 24 hours". */
export const supportHoursStatement = `Phones answered ${supportContact.hours}; messages answered ${supportReplyTime}`;

/** The span of some stages' days across the packages' plans, as the timeline shows it: "10–15 days". */
export function stageDaysSpan(...stages: FulfilmentStage[]): string {
  const days = launchPackages.map((launchPackage) =>
    fulfilmentPlanFor(launchPackage.id)
      .milestones.filter((milestone) => stages.includes(milestone.stage))
      .reduce((sum, milestone) => sum + milestone.days, 0),
  );
  const fewest = Math.min(...days);
  const most = Math.max(...days);
  if (most === 0) return 'The same day';
  const unit = most === 1 ? 'day' : 'days';
  return fewest === most ? `${most} ${unit}` : `${fewest}–${most} ${unit}`;
}
