import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar.ts';

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
