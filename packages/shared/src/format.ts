const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});

const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees in Indian grouping without decimals: 199999 -> "₹1,99,999". */
export function formatInr(rupees: number): string {
  return inr.format(Math.round(rupees));
}

/**
 * An amount in paise (the providers' unit) as rupees: whole rupees without decimals, otherwise with
 * the paise, so that a sentence about a wrong amount never rounds it away: 4999900 -> "₹49,999",
 * 50 -> "₹0.50".
 */
export function formatPaise(paise: number): string {
  const rounded = Math.round(paise);
  return rounded % 100 === 0 ? inr.format(rounded / 100) : inrWithPaise.format(rounded / 100);
}

/** A number in Indian grouping without the currency sign: 149999 -> "1,49,999". */
export function formatIndianNumber(value: number): string {
  return plain.format(Math.round(value));
}

/** Paise (the providers' unit) from whole rupees. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

// Every time is shown in India Standard Time, with the zone named where a time of day is shown: the
// provider and its customers work in IST, and one fixed zone makes "ordered on" the same day for
// everyone who reads it (support included), whatever the reader's browser is set to.
const TIME_ZONE = 'Asia/Kolkata';

const date = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});

const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});

const isoParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

/** A moment: an ISO 8601 string, milliseconds since the epoch or a Date. */
export type Moment = string | number | Date;

/** The IST calendar day: "21 Nov 2026". */
export function formatDate(moment: Moment): string {
  return date.format(new Date(moment));
}

/** The IST date and time, zone named: "21 Nov 2026, 10:51 am IST". */
export function formatDateTime(moment: Moment): string {
  return `${dateTime.format(new Date(moment))} IST`;
}

/** The IST time of day, zone named: "10:51 am IST". */
export function formatTime(moment: Moment): string {
  return `${timeOfDay.format(new Date(moment))} IST`;
}

/** The IST calendar day as "2026-11-21", for files and spreadsheets. */
export function formatIsoDay(moment: Moment): string {
  return isoParts.format(new Date(moment));
}

const timeOfDay24 = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** The IST calendar day as Indian returns and accountants write it: "27-11-2026". */
export function formatAccountsDate(moment: Moment): string {
  return formatIsoDay(moment).split('-').reverse().join('-');
}

/** The IST date and 24-hour time, for spreadsheets: "27-11-2026 14:05". */
export function formatAccountsDateTime(moment: Moment): string {
  return `${formatAccountsDate(moment)} ${timeOfDay24.format(new Date(moment))}`;
}
