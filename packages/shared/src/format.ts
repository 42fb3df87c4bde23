// Amounts are written by hand rather than by Intl.NumberFormat: a page's first Intl formatter starts
// the browser's locale data, tens of milliseconds of one task (over 100 ms on a slow phone), and the
// public pages show prices while their islands hydrate. A test holds these to Intl's `en-IN` output.

/** Digits of a whole number >= 0 in Indian grouping: the last three, then pairs (lakhs, crores). */
function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole amount with its sign, the rupee sign and Indian grouping: -1000 -> "-₹1,000". */
function rupees(whole: number, paise = ''): string {
  return `${whole < 0 ? '-' : ''}₹${groupIndian(Math.abs(whole))}${paise}`;
}

/** Rupees in Indian grouping without decimals: 199999 -> "₹1,99,999". */
export function formatInr(rupeeAmount: number): string {
  return rupees(Math.round(rupeeAmount));
}

/**
 * An amount in paise (the providers' unit) as rupees: whole rupees without decimals, otherwise with
 * the paise, so that a sentence about a wrong amount never rounds it away: 4999900 -> "₹49,999",
 * 50 -> "₹0.50".
 */
export function formatPaise(paise: number): string {
  const rounded = Math.round(paise);
  if (rounded % 100 === 0) return rupees(rounded / 100);
  const whole = Math.trunc(Math.abs(rounded) / 100);
  const cents = String(Math.abs(rounded) % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}${rupees(whole, `.${cents}`)}`;
}

/** A number in Indian grouping without the currency sign: 149999 -> "1,49,999". */
export function formatIndianNumber(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupIndian(Math.abs(rounded))}`;
}

/** Paise (the providers' unit) from whole rupees. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

// Every time is shown in India Standard Time, with the zone named where a time of day is shown: the
// provider and its customers work in IST, and one fixed zone makes "ordered on" the same day for
// everyone who reads it (support included), whatever the reader's browser is set to.
const TIME_ZONE = 'Asia/Kolkata';

/**
 * A formatter made on its first use, not when the module loads: pages that load this module without
 * showing a time (the public pages show prices) do not pay for starting Intl.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const date = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);

const dateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: TIME_ZONE,
    }),
);

const timeOfDay = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: TIME_ZONE,
    }),
);

const isoParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

/** A moment: an ISO 8601 string, milliseconds since the epoch or a Date. */
export type Moment = string | number | Date;

/** The IST calendar day: "21 Nov 2026". */
export function formatDate(moment: Moment): string {
  return date().format(new Date(moment));
}

/** The IST date and time, zone named: "21 Nov 2026, 10:51 am IST". */
export function formatDateTime(moment: Moment): string {
  return `${dateTime().format(new Date(moment))} IST`;
}

/** The IST time of day, zone named: "10:51 am IST". */
export function formatTime(moment: Moment): string {
  return `${timeOfDay().format(new Date(moment))} IST`;
}

/** The IST calendar day as "2026-11-21", for files and spreadsheets. */
export function formatIsoDay(moment: Moment): string {
  return isoParts().format(new Date(moment));
}

const timeOfDay24 = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: TIME_ZONE,
    }),
);

/** The IST calendar day as Indian returns and accountants write it: "27-11-2026". */
export function formatAccountsDate(moment: Moment): string {
  return formatIsoDay(moment).split('-').reverse().join('-');
}

/** The IST date and 24-hour time, for spreadsheets: "27-11-2026 14:05". */
export function formatAccountsDateTime(moment: Moment): string {
  return `${formatAccountsDate(moment)} ${timeOfDay24().format(new Date(moment))}`;
}
