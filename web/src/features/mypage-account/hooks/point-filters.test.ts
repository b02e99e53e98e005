import { describe, expect, it } from 'vitest';
import { chooseKind, choosePeriod, chooseRange, initialPointFilter, rangeProblem, toPointRequest } from './point-filters.ts';

const today = '2026-11-22';

describe('point filter', () => {
  it('starts on the last month, all kinds, page 1, 5 a page', () => {
    const s = initialPointFilter(today);
    expect(s).toEqual({ type: 'all', period: 1, startDate: '2026-10-22', endDate: today, page: 1 });
    expect(toPointRequest(s)).toEqual({ type: 'all', period: 1, page: 1, size: 5 });
  });

  it('a period fills the dates and goes back to page 1', () => {
    const s = choosePeriod({ ...initialPointFilter(today), page: 3 }, 6, today);
    expect(s).toMatchObject({ period: 6, startDate: '2026-05-22', endDate: today, page: 1 });
  });

  it('a typed range replaces the period in the request', () => {
    const s = chooseRange(chooseKind(initialPointFilter(today), 'use'), '2026-01-01', '2026-02-01');
    expect(toPointRequest(s)).toEqual({ type: 'use', startDate: '2026-01-01', endDate: '2026-02-01', page: 1, size: 5 });
  });

  it('explains a bad range in Korean', () => {
    expect(rangeProblem('2026-02-01', '2026-01-01')).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect(rangeProblem('', '2026-01-01')).toBe('시작일과 종료일을 함께 입력해 주세요.');
    expect(rangeProblem('2024-01-01', '2026-01-01')).toBe('조회 기간은 최대 1년입니다.');
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });
});
