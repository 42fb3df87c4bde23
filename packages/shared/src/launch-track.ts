// The expected launch date of a paid order and how its launch is going, from its milestones and
// documents: one pure function that the server stores the result of and the web app explains.
// Dates are calendar days in India (decision 010): `YYYY-MM-DD` strings, never instants.

import { onFirstUse } from './format.ts';
import {
  DOCUMENTS_MILESTONE_KEY,
  type DocumentStatus,
  type MilestoneStatus,
  type MilestoneWaitsOn,
} from './fulfilment-plans.ts';
import type { StatusTone } from './orders.ts';

/** How a paid order's launch is going. */
export const trackStates = ['on-track', 'waiting-on-customer', 'delayed'] as const;
export type TrackState = (typeof trackStates)[number];

/** The colour of each track state's badge. */
export const trackStateTones: Record<TrackState, StatusTone> = {
  'on-track': 'success',
  'waiting-on-customer': 'warning',
  delayed: 'danger',
};

/** One milestone of an order, in plan order, as the computation needs it. */
export interface TrackMilestone {
  /** The plan's key; the documents milestone (`DOCUMENTS_MILESTONE_KEY`) waits as its documents do. */
  key?: string;
  days: number;
  waitsOn: MilestoneWaitsOn;
  status: MilestoneStatus;
  /** The day it was started (in progress or blocked), when known. */
  startedOn: string | null;
  /** The day it was finished, for a done milestone. */
  completedOn: string | null;
}

/** One document of an order's checklist. */
export interface TrackDocument {
  status: DocumentStatus;
  /** Since when the customer owes it: the day it was asked for, or the day it was rejected. */
  owedSince: string;
}

export interface LaunchTrackInput {
  /** The day the order was paid: the plan starts here. */
  paidOn: string;
  today: string;
  milestones: readonly TrackMilestone[];
  documents: readonly TrackDocument[];
}

export interface LaunchTrack {
  /** Per milestone, in the same order: the day it is expected to be (or was) finished. */
  milestoneDates: string[];
  /** The launch date of the plan as it stood when the order was paid. */
  plannedLaunchDate: string;
  /** The launch date as things stand today (the day it happened, once every milestone is done). */
  expectedLaunchDate: string;
  trackState: TrackState;
  /** Days the launch moved later for reasons other than waiting on the customer. */
  delayDays: number;
  /** The day since which the launch waits on something from the customer, or null. */
  waitingOnCustomerSince: string | null;
  /** A government step is still to come: its date is the registrar's, not ours. */
  governmentCaveat: boolean;
  /**
   * The day an unfinished milestone was due, counted from the end of the one before it, when that
   * day has passed (the milestone is overdue); null when none is.
   */
  overdueSince: string | null;
  /** Every milestone is done. */
  done: boolean;
}

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 330 * 60_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  if (!datePattern.test(date)) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

const dateOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` calendar days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar day in India (IST, no daylight saving) of an instant. */
export function indiaDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a >= b ? a : b);
const earlier = (a: string, b: string) => (a <= b ? a : b);

/**
 * The rules, one pass over the milestones in plan order, each starting when the one before ends:
 * - a done milestone ends the day it was finished, so one finished late moves every later one (and
 *   one finished early moves them earlier, though never before the milestones ahead of it, and the
 *   documents step never while one of its documents is not accepted);
 * - an unfinished milestone ends after its expected duration, but never before today: one that is
 *   overdue is expected today at the earliest, and the ones after it move day by day;
 * - days lost on milestones that wait on the customer move the date too, but are not our delay:
 *   while a document is missing or rejected, or a customer step other than the documents one is
 *   under way, the launch is "waiting on you" since the earliest of them (documents sent and
 *   waiting for the team's review are not waiting on the customer);
 * - otherwise a launch date later than the plan's is "delayed by N days", else "on track";
 * - an unfinished government step carries a caveat: its date is the registrar's estimate;
 * - an unfinished milestone whose duration ran out before today is overdue since the day it was due.
 */
export function computeLaunchTrack({ paidOn, today, milestones, documents }: LaunchTrackInput): LaunchTrack {
  let plannedLaunchDate = paidOn;
  let cursor = paidOn;
  let customerDays = 0;
  let waitingSince: string | null = null;
  let governmentCaveat = false;
  let overdueSince: string | null = null;
  const milestoneDates: string[] = [];
  const documentsOutstanding = documents.some((d) => d.status !== 'accepted');

  for (const milestone of milestones) {
    plannedLaunchDate = addDays(plannedLaunchDate, milestone.days);
    const nominalEnd = addDays(cursor, milestone.days);
    const done = milestone.status === 'done' && milestone.completedOn !== null;
    // A milestone finished out of order does not pull the ones after it before its predecessors,
    // and the documents step finished early while a document is not accepted does not pull the
    // launch earlier: the work after it still waits for those documents.
    const heldBack = milestone.key === DOCUMENTS_MILESTONE_KEY && documentsOutstanding;
    const finishedOn = heldBack
      ? later(milestone.completedOn as string, nominalEnd)
      : (milestone.completedOn as string);
    const end = done ? later(cursor, finishedOn) : later(nominalEnd, today);
    if (milestone.waitsOn === 'customer') {
      customerDays += Math.max(0, daysBetween(nominalEnd, end));
      // The documents milestone waits on the customer only while a document is owed (below): once
      // every one is sent, it waits on the team's review.
      const underWay = milestone.status === 'in-progress' || milestone.status === 'blocked';
      if (!done && underWay && milestone.key !== DOCUMENTS_MILESTONE_KEY) {
        const since = milestone.startedOn ?? earlier(cursor, today);
        waitingSince = waitingSince === null ? since : earlier(waitingSince, since);
      }
    }
    if (!done && milestone.waitsOn === 'government') governmentCaveat = true;
    if (!done && nominalEnd < today) {
      overdueSince = overdueSince === null ? nominalEnd : earlier(overdueSince, nominalEnd);
    }
    milestoneDates.push(done ? (milestone.completedOn as string) : end);
    cursor = end;
  }

  for (const document of documents) {
    if (document.status !== 'required' && document.status !== 'rejected') continue;
    waitingSince = waitingSince === null ? document.owedSince : earlier(waitingSince, document.owedSince);
  }

  const expectedLaunchDate = cursor;
  const done =
    milestones.length > 0 && milestones.every((m) => m.status === 'done' && m.completedOn !== null);
  const delayDays = Math.max(0, daysBetween(plannedLaunchDate, expectedLaunchDate) - customerDays);
  let trackState: TrackState = 'on-track';
  if (waitingSince !== null && !done) trackState = 'waiting-on-customer';
  else if (delayDays > 0) trackState = 'delayed';

  return {
    milestoneDates,
    plannedLaunchDate,
    expectedLaunchDate,
    trackState,
    delayDays,
    waitingOnCustomerSince: done ? null : waitingSince,
    governmentCaveat,
    overdueSince: done ? null : overdueSince,
    done,
  };
}

const shortDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** A `YYYY-MM-DD` date as people read it: "24 Nov". */
export function formatShortDate(date: string): string {
  return shortDate().format(new Date(`${date}T00:00:00Z`));
}

const longDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A `YYYY-MM-DD` date in full: "24 Nov 2026". */
export function formatCalendarDate(date: string): string {
  return longDate().format(new Date(`${date}T00:00:00Z`));
}

const dayInWords = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A `YYYY-MM-DD` launch day in words, as the dashboard announces it: "Saturday, 26 December 2026". */
export function formatLaunchDay(date: string): string {
  return dayInWords().format(new Date(`${date}T00:00:00Z`));
}

/**
 * What people read for a launch's state: "On track", "Waiting on you since 24 Nov", "Delayed by 3
 * days". The team reads "Waiting on the customer" where the customer reads "Waiting on you".
 */
export function trackStateLabel(
  track: {
    trackState: TrackState | null;
    delayDays?: number | null;
    waitingOnCustomerSince?: string | null;
  },
  reader: 'customer' | 'team' = 'customer',
): string {
  switch (track.trackState) {
    case 'on-track':
      return 'On track';
    case 'waiting-on-customer': {
      const waiting = reader === 'team' ? 'Waiting on the customer' : 'Waiting on you';
      return track.waitingOnCustomerSince
        ? `${waiting} since ${formatShortDate(track.waitingOnCustomerSince)}`
        : waiting;
    }
    case 'delayed': {
      const days = track.delayDays ?? 0;
      return days > 0 ? `Delayed by ${days} ${days === 1 ? 'day' : 'days'}` : 'Delayed';
    }
    default:
      return 'Not started';
  }
}

/** The caveat shown beside a date that still depends on a government step. */
export const governmentCaveatText =
  'Government steps take as long as the registrar takes: dates after them are our best estimate.';
