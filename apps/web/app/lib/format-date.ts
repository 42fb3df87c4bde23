// Dates are shown in India Standard Time: the provider and its customers work in IST, and one
// fixed zone makes "ordered on" the same day for everyone who reads it (support included).
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

const isoParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: TIME_ZONE,
});

/** "21 Nov 2026". */
export function formatDate(iso: string): string {
  return date.format(new Date(iso));
}

/** "21 Nov 2026, 10:51 am" in IST. */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} IST`;
}

/** "2026-11-21": the IST calendar day, for files and spreadsheets. */
export function formatIsoDay(iso: string): string {
  return isoParts.format(new Date(iso));
}
