import { PAGE_SIZES } from '@store/shared/constants/limits';
import { minusMonths } from '@store/shared/rules/seoul-dates';

// The point-history filter of /mypage/check-point: kind, a period of 1/3/6 months OR a date
// range, and the page. A period button fills the date inputs; editing the dates and pressing
// 조회 switches to the range. Pure functions, so the rules are unit-tested.

export type PointKind = 'all' | 'earn' | 'use';
export type PointPeriod = 1 | 3 | 6;

export interface PointFilterState {
  type: PointKind;
  /** null while a custom date range is searched. */
  period: PointPeriod | null;
  startDate: string;
  endDate: string;
  page: number;
}

export type PointRequest =
  | { type: PointKind; period: PointPeriod; page: number; size: number }
  | { type: PointKind; startDate: string; endDate: string; page: number; size: number };

export function initialPointFilter(today: string): PointFilterState {
  return { type: 'all', period: 1, startDate: minusMonths(today, 1), endDate: today, page: 1 };
}

export function choosePeriod(state: PointFilterState, period: PointPeriod, today: string): PointFilterState {
  return { ...state, period, startDate: minusMonths(today, period), endDate: today, page: 1 };
}

export function chooseKind(state: PointFilterState, type: PointKind): PointFilterState {
  return { ...state, type, page: 1 };
}

/** The Korean problem with a typed range, or null when it can be searched (mirrors the API). */
export function rangeProblem(startDate: string, endDate: string): string | null {
  if (!startDate || !endDate) return '시작일과 종료일을 함께 입력해 주세요.';
  if (startDate > endDate) return '시작일은 종료일보다 늦을 수 없습니다.';
  if (Date.parse(endDate) - Date.parse(startDate) > 366 * 86_400_000) return '조회 기간은 최대 1년입니다.';
  return null;
}

export function chooseRange(state: PointFilterState, startDate: string, endDate: string): PointFilterState {
  return { ...state, period: null, startDate, endDate, page: 1 };
}

export function toPointRequest(state: PointFilterState): PointRequest {
  const base = { type: state.type, page: state.page, size: PAGE_SIZES.points };
  return state.period ? { ...base, period: state.period } : { ...base, startDate: state.startDate, endDate: state.endDate };
}
