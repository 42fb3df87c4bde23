import { describe, expect, it } from 'vitest';
import {
  grievanceDeadlines,
  grievanceLookupSchema,
  grievanceNumber,
  grievancePeriod,
  oneMonthAfter,
} from './grievances.ts';

describe('grievanceDeadlines', () => {
  it('gives 48 hours to acknowledge and one calendar month to resolve', () => {
    const received = new Date('2026-11-26T10:15:00.000Z');
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(received);
    expect(acknowledgeBy.toISOString()).toBe('2026-11-28T10:15:00.000Z');
    expect(resolveBy.toISOString()).toBe('2026-12-26T10:15:00.000Z');
  });

  it('ends a month begun on the 31st on the next month’s last day, leap years included', () => {
    expect(oneMonthAfter(new Date('2027-01-31T09:00:00Z')).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(oneMonthAfter(new Date('2028-01-31T09:00:00Z')).toISOString()).toBe('2028-02-29T09:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-15T09:00:00Z')).toISOString()).toBe('2027-01-15T09:00:00.000Z');
  });
});

describe('grievance numbers', () => {
  it('take the month in India, so a complaint at midnight in India on the 1st counts in the new month', () => {
    expect(grievancePeriod(new Date('2026-11-30T18:30:00Z'))).toBe('2612');
    expect(grievancePeriod(new Date('2026-11-30T18:29:00Z'))).toBe('2611');
  });

  it('pad the serial to four digits and grow past them', () => {
    expect(grievanceNumber('2611', 42)).toBe('GRV-2611-0042');
    expect(grievanceNumber('2611', 12345)).toBe('GRV-2611-12345');
  });

  it('read a typed number in any case, and refuse anything else', () => {
    expect(grievanceLookupSchema.parse({ number: ' grv-2611-0042 ', email: 'A@Example.in' })).toEqual({
      number: 'GRV-2611-0042',
      email: 'a@example.in',
    });
    expect(grievanceLookupSchema.safeParse({ number: 'C-1A2B3C4D', email: 'a@example.in' }).success).toBe(
      false,
    );
  });
});
