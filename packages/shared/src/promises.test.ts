import { describe, expect, it } from 'vitest';
import { launchPackages } from './catalogue-data.ts';
import { computeLaunchTrack } from './launch-track.ts';
import { fulfilmentPlanFor } from './package-plans.ts';
import {
  launchDaysByPackage,
  launchDaysSpan,
  launchPromise,
  launchPromiseDetail,
  launchTimelineLabel,
  plannedLaunchDays,
  stageDaysSpan,
  supportHoursStatement,
} from './promises.ts';

/** The expected launch date the tracker gives an order of this package paid on `paidOn`. */
function trackerLaunchDate(packageId: string, paidOn: string): string {
  const plan = fulfilmentPlanFor(packageId);
  return computeLaunchTrack({
    paidOn,
    today: paidOn,
    milestones: plan.milestones.map((m) => ({
      days: m.days,
      waitsOn: m.waitsOn,
      status: 'pending' as const,
      startedOn: null,
      completedOn: null,
    })),
    documents: [],
  }).expectedLaunchDate;
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe('the promises the site makes', () => {
  it('spans each stage of the timeline over the packages’ plans', () => {
    expect(stageDaysSpan('payment')).toBe('The same day');
    expect(stageDaysSpan('legal')).toBe('10–15 days');
    expect(stageDaysSpan('development')).toBe('16–33 days');
    expect(stageDaysSpan('testing', 'launch')).toBe('4–8 days');
  });

  it('gives each package the days its launch tracker plans from the day of payment', () => {
    for (const launchPackage of launchPackages) {
      const days = daysBetween('2026-11-26', trackerLaunchDate(launchPackage.id, '2026-11-26'));
      expect(plannedLaunchDays(launchPackage.id)).toBe(days);
      expect(launchDaysByPackage[launchPackage.id]).toBe(days);
      expect(launchTimelineLabel(launchPackage.id)).toBe(`Launch in ${days} days`);
    }
  });

  it('names today’s plans: Starter 30, Growth 36, Scale 47 and Enterprise 56 days', () => {
    expect(launchDaysByPackage).toEqual({ starter: 30, growth: 36, scale: 47, enterprise: 56 });
    expect(launchDaysSpan).toBe('30–56 days');
    expect(launchPromise).toBe('Launch your startup in 30–56 days');
    expect(launchPromiseDetail).toBe(
      'Starter 30, Growth 36, Scale 47, Enterprise 56 days from payment, as your launch tracker plans them.',
    );
  });

  it('states the support hours once, as the contact details give them', () => {
    expect(supportHoursStatement).toBe(
      'Phones answered 9AM–10PM IST, every day; messages answered within 24 hours',
    );
    expect(supportHoursStatement).not.toMatch(/24\/7/);
  });
});
