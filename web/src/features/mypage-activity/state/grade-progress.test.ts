import { describe, expect, it } from 'vitest';
import { gradeProgress, rangeLabel } from './grade-progress.ts';

describe('gradeProgress', () => {
  it('fills the bar within the current range and counts what is left to the next grade', () => {
    expect(gradeProgress(0)).toEqual({ current: 'NEW', next: 'WELCOME', remaining: 50_001, percent: 0 });
    expect(gradeProgress(25_000)).toMatchObject({ current: 'NEW', next: 'WELCOME', remaining: 25_001, percent: 49 });
    expect(gradeProgress(50_000)).toMatchObject({ current: 'NEW', remaining: 1, percent: 99 });
    expect(gradeProgress(50_001)).toMatchObject({ current: 'WELCOME', next: 'VIP', remaining: 50_000, percent: 0 });
    expect(gradeProgress(75_001)).toMatchObject({ current: 'WELCOME', percent: 50 });
    expect(gradeProgress(100_001)).toMatchObject({ current: 'VIP', next: 'VVIP', remaining: 400_000 });
  });

  it('is full at the top grade and safe for odd totals', () => {
    expect(gradeProgress(500_001)).toEqual({ current: 'VVIP', next: null, remaining: 0, percent: 100 });
    expect(gradeProgress(9_999_999_999)).toMatchObject({ current: 'VVIP', percent: 100 });
    expect(gradeProgress(-5)).toMatchObject({ current: 'NEW', percent: 0 });
    expect(gradeProgress(Number.NaN)).toMatchObject({ current: 'NEW' });
  });

  it('labels ranges in won', () => {
    expect(rangeLabel({ minKrw: 0, maxKrw: 50_000 })).toBe('0원 ~ 50,000원');
    expect(rangeLabel({ minKrw: 500_001, maxKrw: null })).toBe('500,001원 이상');
  });
});
