import { z } from 'zod';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `YYYY-MM-DD` names a day that exists: JavaScript rolls 2026-02-31 over to March 3rd and
 * PostgreSQL refuses it, so the shape alone lets a client turn an input into a database error.
 */
export function isCalendarDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/**
 * A `YYYY-MM-DD` query or body field that must name a real calendar day. zod's ISO date is that
 * rule written as a pattern (month lengths and leap years), so the API document states it whole.
 */
export const calendarDayField = (message: string) => z.iso.date({ error: message });

/** Midnight in India at the start of an ISO day ("2026-11-23"), `plusDays` later, as a moment. */
export function indiaMidnight(day: string, plusDays = 0): Date {
  const moment = new Date(`${day}T00:00:00+05:30`);
  moment.setUTCDate(moment.getUTCDate() + plusDays);
  return moment;
}
