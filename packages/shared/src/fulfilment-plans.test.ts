import { describe, expect, it } from 'vitest';
import { launchPackages } from './catalogue-data.ts';
import {
  DOCUMENTS_MILESTONE_KEY,
  documentEntryTitle,
  type FulfilmentStage,
  fulfilmentStages,
  isBlockedOnCustomer,
  isSignOffAsked,
  LAUNCH_MILESTONE_KEY,
  SIGN_OFF_MILESTONE_KEY,
} from './fulfilment-plans.ts';
import { documentTemplates, milestoneTemplates } from './fulfilment-templates.ts';
import { fulfilmentPlanFor } from './package-plans.ts';

const stageDays = (packageId: string) => {
  const days: Partial<Record<FulfilmentStage, number>> = {};
  for (const m of fulfilmentPlanFor(packageId).milestones) days[m.stage] = (days[m.stage] ?? 0) + m.days;
  return days;
};
const totalDays = (packageId: string) =>
  fulfilmentPlanFor(packageId).milestones.reduce((sum, m) => sum + m.days, 0);

describe('fulfilment plans', () => {
  it("keeps Starter within the timeline's stage lengths and the site's 30 days", () => {
    const days = stageDays('starter');
    expect(days.legal).toBeGreaterThanOrEqual(7);
    expect(days.legal).toBeLessThanOrEqual(10);
    expect(days.development).toBeGreaterThanOrEqual(15);
    expect(days.development).toBeLessThanOrEqual(20);
    expect(days.testing).toBeGreaterThanOrEqual(3);
    expect(days.testing).toBeLessThanOrEqual(5);
    expect(totalDays('starter')).toBe(30);
  });

  it('gives the larger packages the steps of their own features, and longer plans', () => {
    expect(launchPackages.map((p) => totalDays(p.id))).toEqual([30, 36, 47, 56]);
    const keys = (id: string) => fulfilmentPlanFor(id).milestones.map((m) => m.key);
    expect(keys('starter')).not.toContain('trademark-filed');
    expect(keys('scale')).toContain('trademark-filed');
    expect(keys('scale')).toContain('store-listing');
    expect(keys('enterprise')).toContain('gst');
    expect(keys('growth')).toContain('mobile-app');
    for (const p of launchPackages) {
      expect(keys(p.id)[0]).toBe('paid');
      expect(keys(p.id)).toContain(DOCUMENTS_MILESTONE_KEY);
      expect(keys(p.id).at(-1)).toBe(LAUNCH_MILESTONE_KEY);
    }
  });

  it('asks for the documents the features need', () => {
    const kinds = (id: string) => fulfilmentPlanFor(id).documents.map((d) => d.kind);
    expect(kinds('starter')).toEqual([
      'pan',
      'aadhaar',
      'photo',
      'address-proof',
      'office-proof',
      'office-noc',
    ]);
    expect(kinds('scale')).toContain('trademark-logo');
    expect(kinds('scale')).not.toContain('bank-proof');
    expect(kinds('enterprise')).toContain('bank-proof');
  });

  it('lists milestones stage by stage, each tied to a feature some package sells', () => {
    const stageIndex = milestoneTemplates.map((m) => fulfilmentStages.indexOf(m.stage));
    expect(stageIndex).toEqual([...stageIndex].sort((a, b) => a - b));
    const features = new Set(launchPackages.flatMap((p) => p.features));
    for (const template of [...milestoneTemplates, ...documentTemplates]) {
      if (template.feature !== null) expect(features).toContain(template.feature);
    }
    expect(new Set(milestoneTemplates.map((m) => m.key)).size).toBe(milestoneTemplates.length);
  });
});

describe('the name of a document’s file', () => {
  const pan = { title: 'PAN card of each director' };
  it('is the document’s title while its kind holds one file', () => {
    expect(documentEntryTitle({ ...pan, copy: 1 }, 1)).toBe('PAN card of each director');
  });

  it('numbers every file, the first too, once its kind holds two', () => {
    expect(documentEntryTitle({ ...pan, copy: 1 }, 2)).toBe('PAN card of each director, file 1');
    expect(documentEntryTitle({ ...pan, copy: 2 }, 2)).toBe('PAN card of each director, file 2');
  });
});

describe('a milestone blocked on the customer', () => {
  it('is one the team blocked and marked as waiting on the customer', () => {
    expect(isBlockedOnCustomer({ status: 'blocked', blockedOnCustomer: true })).toBe(true);
    expect(isBlockedOnCustomer({ status: 'blocked', blockedOnCustomer: false })).toBe(false);
  });

  it('is no longer once the step moves on, whatever its flag says', () => {
    for (const status of ['pending', 'in-progress', 'done'] as const)
      expect(isBlockedOnCustomer({ status, blockedOnCustomer: true })).toBe(false);
  });
});

describe('the customer’s sign-off', () => {
  const signOff = { key: SIGN_OFF_MILESTONE_KEY, blockedOnCustomer: false };
  it('is asked for once the team starts it or blocks it on the customer, and not otherwise', () => {
    expect(isSignOffAsked({ ...signOff, status: 'in-progress' })).toBe(true);
    expect(isSignOffAsked({ ...signOff, status: 'blocked', blockedOnCustomer: true })).toBe(true);
    expect(isSignOffAsked({ ...signOff, status: 'blocked' })).toBe(false);
    expect(isSignOffAsked({ ...signOff, status: 'pending' })).toBe(false);
    expect(isSignOffAsked({ ...signOff, status: 'done' })).toBe(false);
  });

  it('is never asked of another milestone', () => {
    expect(isSignOffAsked({ key: 'website', status: 'in-progress', blockedOnCustomer: false })).toBe(false);
  });
});
