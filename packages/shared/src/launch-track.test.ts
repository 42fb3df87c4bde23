import { describe, expect, it } from 'vitest';
import { DOCUMENTS_MILESTONE_KEY, type MilestoneWaitsOn } from './fulfilment-plans.ts';
import {
  addDays,
  computeLaunchTrack,
  daysBetween,
  formatLaunchDay,
  indiaDate,
  type TrackDocument,
  type TrackMilestone,
  trackStateLabel,
} from './launch-track.ts';

const pending = (days: number, waitsOn: MilestoneWaitsOn = 'team'): TrackMilestone => ({
  days,
  waitsOn,
  status: 'pending',
  startedOn: null,
  completedOn: null,
});
const doneOn = (days: number, completedOn: string, waitsOn: MilestoneWaitsOn = 'team'): TrackMilestone => ({
  days,
  waitsOn,
  status: 'done',
  startedOn: null,
  completedOn,
});

// Paid 1 Dec; a plan of 0 + 2 + 3 + 5 days launches on 11 Dec.
const paidOn = '2026-12-01';
const plan = (overrides: Partial<Record<number, TrackMilestone>> = {}) =>
  [doneOn(0, paidOn), pending(2, 'customer'), pending(3, 'government'), pending(5)].map(
    (milestone, i) => overrides[i] ?? milestone,
  );
const accepted: TrackDocument[] = [{ status: 'accepted', owedSince: paidOn }];

describe('computeLaunchTrack', () => {
  it('plans each milestone after the one before it, in calendar days', () => {
    const track = computeLaunchTrack({ paidOn, today: paidOn, milestones: plan(), documents: [] });
    expect(track.milestoneDates).toEqual(['2026-12-01', '2026-12-03', '2026-12-06', '2026-12-11']);
    expect(track.plannedLaunchDate).toBe('2026-12-11');
    expect(track.expectedLaunchDate).toBe('2026-12-11');
    expect(track.trackState).toBe('on-track');
    expect(track.delayDays).toBe(0);
    expect(track.done).toBe(false);
  });

  it('moves every later milestone when one is finished late, and reads "Delayed by N days"', () => {
    const milestones = plan({
      1: doneOn(2, '2026-12-03', 'customer'),
      2: doneOn(3, '2026-12-09', 'government'),
    });
    const track = computeLaunchTrack({ paidOn, today: '2026-12-09', milestones, documents: accepted });
    expect(track.milestoneDates).toEqual(['2026-12-01', '2026-12-03', '2026-12-09', '2026-12-14']);
    expect(track.expectedLaunchDate).toBe('2026-12-14');
    expect(track.trackState).toBe('delayed');
    expect(track.delayDays).toBe(3);
    expect(trackStateLabel(track)).toBe('Delayed by 3 days');
  });

  it('expects an overdue milestone today at the earliest, moving the launch day by day', () => {
    const milestones = plan({ 1: doneOn(2, '2026-12-03', 'customer') });
    // The government step was due on 6 Dec and is still open on 8 Dec.
    const track = computeLaunchTrack({ paidOn, today: '2026-12-08', milestones, documents: accepted });
    expect(track.milestoneDates[2]).toBe('2026-12-08');
    expect(track.expectedLaunchDate).toBe('2026-12-13');
    expect(track.delayDays).toBe(2);
    expect(track.trackState).toBe('delayed');
  });

  it('moves the earlier-finished plan earlier, never before the milestones ahead of it', () => {
    const early = plan({ 1: doneOn(2, '2026-12-02', 'customer'), 2: doneOn(3, '2026-12-03', 'government') });
    expect(
      computeLaunchTrack({ paidOn, today: '2026-12-03', milestones: early, documents: [] })
        .expectedLaunchDate,
    ).toBe('2026-12-08');
    // The last milestone ticked off before the two ahead of it: the launch still waits for them.
    const outOfOrder = plan({ 3: doneOn(5, '2026-12-01') });
    const track = computeLaunchTrack({ paidOn, today: paidOn, milestones: outOfOrder, documents: [] });
    expect(track.expectedLaunchDate).toBe('2026-12-06');
    expect(track.milestoneDates[3]).toBe('2026-12-01');
  });

  it('never pulls the launch earlier when the documents step is finished early with a document outstanding', () => {
    const documentsDoneOn = (completedOn: string): TrackMilestone => ({
      ...doneOn(2, completedOn, 'customer'),
      key: DOCUMENTS_MILESTONE_KEY,
    });
    const milestones = plan({ 1: documentsDoneOn('2026-12-01') });
    const outstanding: TrackDocument[] = [
      { status: 'accepted', owedSince: paidOn },
      { status: 'rejected', owedSince: paidOn },
      { status: 'required', owedSince: paidOn },
      { status: 'uploaded', owedSince: paidOn },
    ];
    for (const open of outstanding.slice(1)) {
      const held = computeLaunchTrack({
        paidOn,
        today: paidOn,
        milestones,
        documents: [outstanding[0] as TrackDocument, open],
      });
      expect(held.expectedLaunchDate, open.status).toBe('2026-12-11');
      expect(held.milestoneDates[1], open.status).toBe('2026-12-01');
    }
    // Finished late, it still moves the launch later.
    const late = plan({ 1: documentsDoneOn('2026-12-05') });
    expect(
      computeLaunchTrack({ paidOn, today: '2026-12-05', milestones: late, documents: outstanding })
        .expectedLaunchDate,
    ).toBe('2026-12-13');
    // Once every document is accepted, the early finish counts.
    const allAccepted = computeLaunchTrack({ paidOn, today: paidOn, milestones, documents: accepted });
    expect(allAccepted.expectedLaunchDate).toBe('2026-12-09');
  });

  it('waits on the customer while a document is missing, since the day it was asked for', () => {
    const documents: TrackDocument[] = [
      { status: 'accepted', owedSince: paidOn },
      { status: 'required', owedSince: paidOn },
    ];
    // The documents step was due on 3 Dec; on 7 Dec a document is still missing.
    const track = computeLaunchTrack({ paidOn, today: '2026-12-07', milestones: plan(), documents });
    expect(track.trackState).toBe('waiting-on-customer');
    expect(track.waitingOnCustomerSince).toBe(paidOn);
    expect(track.expectedLaunchDate).toBe('2026-12-15');
    // The four days lost waiting are shown as such, not as our delay.
    expect(track.delayDays).toBe(0);
    expect(trackStateLabel(track)).toBe('Waiting on you since 1 Dec');
  });

  it('waits on the customer from the day a document was rejected', () => {
    const documents: TrackDocument[] = [{ status: 'rejected', owedSince: '2026-12-02' }];
    const track = computeLaunchTrack({ paidOn, today: '2026-12-02', milestones: plan(), documents });
    expect(track.trackState).toBe('waiting-on-customer');
    expect(track.waitingOnCustomerSince).toBe('2026-12-02');
    // A document that is only being checked owes the customer nothing.
    const checking = computeLaunchTrack({
      paidOn,
      today: '2026-12-02',
      milestones: plan(),
      documents: [{ status: 'uploaded', owedSince: paidOn }],
    });
    expect(checking.trackState).toBe('on-track');
    expect(checking.waitingOnCustomerSince).toBeNull();
  });

  it('does not wait on the customer while the documents step waits for the team to review them', () => {
    const documentsStep: TrackMilestone = {
      ...pending(2, 'customer'),
      key: DOCUMENTS_MILESTONE_KEY,
      status: 'in-progress',
      startedOn: paidOn,
    };
    const milestones = plan({ 1: documentsStep });
    const sent = computeLaunchTrack({
      paidOn,
      today: '2026-12-02',
      milestones,
      documents: [
        { status: 'uploaded', owedSince: paidOn },
        { status: 'accepted', owedSince: paidOn },
      ],
    });
    expect(sent.trackState).toBe('on-track');
    expect(sent.waitingOnCustomerSince).toBeNull();
    // One still missing: waiting on the customer since it was asked for.
    const missing = computeLaunchTrack({
      paidOn,
      today: '2026-12-02',
      milestones,
      documents: [
        { status: 'uploaded', owedSince: paidOn },
        { status: 'required', owedSince: '2026-12-02' },
      ],
    });
    expect(missing.trackState).toBe('waiting-on-customer');
    expect(missing.waitingOnCustomerSince).toBe('2026-12-02');
  });

  it('counts days lost on the customer apart from our delay once they are through', () => {
    // The customer's documents took 4 days longer; then the government step ran 1 day late.
    const milestones = plan({
      1: doneOn(2, '2026-12-07', 'customer'),
      2: doneOn(3, '2026-12-11', 'government'),
    });
    const track = computeLaunchTrack({ paidOn, today: '2026-12-11', milestones, documents: accepted });
    expect(track.expectedLaunchDate).toBe('2026-12-16');
    expect(track.delayDays).toBe(1);
    expect(track.trackState).toBe('delayed');
  });

  it('waits on the customer during a customer step under way, since it started', () => {
    const review: TrackMilestone = {
      ...pending(5, 'customer'),
      status: 'in-progress',
      startedOn: '2026-12-04',
    };
    const track = computeLaunchTrack({
      paidOn,
      today: '2026-12-05',
      milestones: plan({ 3: review }),
      documents: [],
    });
    expect(track.trackState).toBe('waiting-on-customer');
    expect(track.waitingOnCustomerSince).toBe('2026-12-04');
  });

  it('carries the government caveat until the last government step is done', () => {
    const before = computeLaunchTrack({ paidOn, today: paidOn, milestones: plan(), documents: [] });
    expect(before.governmentCaveat).toBe(true);
    const milestones = plan({
      1: doneOn(2, '2026-12-03', 'customer'),
      2: doneOn(3, '2026-12-06', 'government'),
    });
    const after = computeLaunchTrack({ paidOn, today: '2026-12-06', milestones, documents: accepted });
    expect(after.governmentCaveat).toBe(false);
    expect(after.trackState).toBe('on-track');
  });

  it('when all is done, the expected date is the launch day and no longer moves with today', () => {
    const milestones = plan({
      1: doneOn(2, '2026-12-03', 'customer'),
      2: doneOn(3, '2026-12-06', 'government'),
      3: doneOn(5, '2026-12-10'),
    });
    const track = computeLaunchTrack({ paidOn, today: '2027-02-01', milestones, documents: accepted });
    expect(track.done).toBe(true);
    expect(track.expectedLaunchDate).toBe('2026-12-10');
    expect(track.trackState).toBe('on-track');
    expect(track.delayDays).toBe(0);
    expect(track.governmentCaveat).toBe(false);
    expect(track.waitingOnCustomerSince).toBeNull();
  });

  it('a blocked milestone stays open and moves the launch like an overdue one', () => {
    const blocked: TrackMilestone = {
      ...pending(3, 'government'),
      status: 'blocked',
      startedOn: '2026-12-03',
    };
    const milestones = plan({ 1: doneOn(2, '2026-12-03', 'customer'), 2: blocked });
    const track = computeLaunchTrack({ paidOn, today: '2026-12-10', milestones, documents: accepted });
    expect(track.expectedLaunchDate).toBe('2026-12-15');
    expect(track.delayDays).toBe(4);
    expect(track.overdueSince).toBe('2026-12-06');
  });

  it('calls a milestone overdue once the day it was due has passed, not on that day', () => {
    const milestones = plan({ 1: doneOn(2, '2026-12-03', 'customer') });
    // The government step is due on 6 Dec, counted from the documents finished on 3 Dec.
    const onTime = computeLaunchTrack({ paidOn, today: '2026-12-06', milestones, documents: accepted });
    expect(onTime.overdueSince).toBeNull();
    const late = computeLaunchTrack({ paidOn, today: '2026-12-07', milestones, documents: accepted });
    expect(late.overdueSince).toBe('2026-12-06');
    // Only the milestone at hand can be overdue: the ones after it start from today.
    const later = computeLaunchTrack({ paidOn, today: '2026-12-30', milestones, documents: accepted });
    expect(later.overdueSince).toBe('2026-12-06');
  });

  it('counts the due day from a milestone finished late, so a late start is not overdue at once', () => {
    // The documents came 4 days late (7 Dec): the government step then has its 3 days, to 10 Dec.
    const milestones = plan({ 1: doneOn(2, '2026-12-07', 'customer') });
    const track = computeLaunchTrack({ paidOn, today: '2026-12-09', milestones, documents: accepted });
    expect(track.overdueSince).toBeNull();
    expect(track.trackState).toBe('on-track');
  });

  it('has nothing overdue once every milestone is done', () => {
    const milestones = plan({
      1: doneOn(2, '2026-12-03', 'customer'),
      2: doneOn(3, '2026-12-06', 'government'),
      3: doneOn(5, '2026-12-20'),
    });
    const track = computeLaunchTrack({ paidOn, today: '2027-01-05', milestones, documents: accepted });
    expect(track.overdueSince).toBeNull();
  });
});

describe('calendar days', () => {
  it('adds and counts days across months and leap years', () => {
    expect(addDays('2028-02-27', 3)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-23', '2026-12-23')).toBe(30);
    expect(() => addDays('23/11/2026', 1)).toThrow(RangeError);
  });

  it("takes today's date in India, not in UTC", () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in India.
    expect(indiaDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(indiaDate(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-23');
  });
});

describe('trackStateLabel', () => {
  it('names each state as the customer reads it', () => {
    expect(trackStateLabel({ trackState: 'on-track' })).toBe('On track');
    expect(trackStateLabel({ trackState: 'waiting-on-customer' })).toBe('Waiting on you');
    expect(trackStateLabel({ trackState: 'delayed', delayDays: 1 })).toBe('Delayed by 1 day');
    expect(trackStateLabel({ trackState: null })).toBe('Not started');
  });

  it('speaks of the customer in the third person to the team', () => {
    const waiting = { trackState: 'waiting-on-customer', waitingOnCustomerSince: '2026-11-24' } as const;
    expect(trackStateLabel(waiting, 'team')).toBe('Waiting on the customer since 24 Nov');
    expect(trackStateLabel(waiting)).toBe('Waiting on you since 24 Nov');
    expect(trackStateLabel({ trackState: 'delayed', delayDays: 3 }, 'team')).toBe('Delayed by 3 days');
  });
});

describe('formatLaunchDay', () => {
  it('writes the day with its weekday and month in full, whatever the clock’s zone', () => {
    expect(formatLaunchDay('2026-12-26')).toBe('Saturday, 26 December 2026');
  });
});
