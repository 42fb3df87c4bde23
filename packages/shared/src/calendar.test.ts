import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayField, indiaMidnight, isCalendarDay } from './calendar.ts';

describe('isCalendarDay', () => {
  it.each(['2026-11-23', '2024-02-29', '2026-12-31', '0001-01-01'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    '2026-02-31',
    '2026-02-29',
    '2026-13-45',
    '2026-04-31',
    '2026-00-10',
    '2026-1-1',
    '2026-11-23T00:00',
  ])('refuses %s, a day that does not exist or is not YYYY-MM-DD', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});

describe('calendarDayField', () => {
  // The field is what the API document shows (a pattern); it must decide what isCalendarDay decides.
  const field = calendarDayField('Use a date like 2026-11-23');
  it('accepts exactly the calendar days', () => {
    const day = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(
        ([y, m, d]) =>
          `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
      );
    fc.assert(
      fc.property(fc.oneof(day, fc.string({ maxLength: 12 })), (text) => {
        expect(field.safeParse(text).success).toBe(isCalendarDay(text));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('indiaMidnight', () => {
  it('is the moment a day starts in India, days later across a month end', () => {
    expect(indiaMidnight('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(indiaMidnight('2026-11-30', 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
