import { describe, expect, it } from 'vitest';
import { isoDateInSeoul } from './format.ts';
import { daysBetween, isCalendarDay, lastMomentBefore, minusMonths, nextDay, plusDays, seoulDayStart } from './seoul-dates.ts';

describe('Seoul date arithmetic', () => {
  it('subtracts months and clamps the day to the month end', () => {
    expect(minusMonths('2026-11-22', 1)).toBe('2026-10-22');
    expect(minusMonths('2026-08-31', 6)).toBe('2026-02-28');
    expect(minusMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(minusMonths('2026-02-15', 3)).toBe('2025-11-15');
  });
  it('starts a Seoul day at 15:00 UTC the day before', () => {
    expect(seoulDayStart('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
  });
  it('steps over month and year ends', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
  it('counts calendar days between dates, across months and leap days', () => {
    expect(daysBetween('2026-11-27', '2026-12-03')).toBe(6);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-27', '2026-11-27')).toBe(0);
    expect(daysBetween('2026-11-27', '2026-11-20')).toBe(-7);
  });
  it('moves by whole days either way', () => {
    expect(plusDays('2026-01-03', -13)).toBe('2025-12-21');
    expect(plusDays('2028-02-28', 2)).toBe('2028-03-01');
    expect(plusDays('2026-11-22', 0)).toBe('2026-11-22');
  });
});

describe('isCalendarDay', () => {
  it.each(['2026-11-26', '2028-02-29', '2000-01-01', '2999-12-31'])('accepts %s', (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '0000-01-01', '1999-12-31', '3000-01-01', '2026-1-1', ''])('refuses %s', (day) =>
    expect(isCalendarDay(day)).toBe(false),
  );
});

describe('lastMomentBefore', () => {
  it('names the last day that still counts before an exclusive Seoul midnight', () => {
    expect(isoDateInSeoul(lastMomentBefore('2026-12-31T15:00:00.000Z'))).toBe('2026-12-31');
    expect(isoDateInSeoul(lastMomentBefore(new Date('2026-12-31T15:00:00.001Z')))).toBe('2027-01-01');
  });
});
