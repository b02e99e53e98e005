import { formatWon, type Grade, GRADE_RANGES } from '@store/shared';

export interface GradeProgress {
  /** The purchase grade the total falls in (admins and blocked members still have one). */
  current: (typeof GRADE_RANGES)[number]['grade'];
  next: (typeof GRADE_RANGES)[number]['grade'] | null;
  /** Won still to buy to reach `next` (0 at the top). */
  remaining: number;
  /** 0–100: how far through the current range, 100 at the top grade. */
  percent: number;
}

/**
 * Progress toward the next grade from the purchase total (store.md §9 ranges). The bar fills
 * within the current range: at 75,000 won (WELCOME 50,001–100,000) it is half full.
 */
export function gradeProgress(totalPurchaseKrw: number): GradeProgress {
  const total = Number.isFinite(totalPurchaseKrw) ? Math.max(0, Math.floor(totalPurchaseKrw)) : 0;
  let index = 0;
  for (let i = GRADE_RANGES.length - 1; i >= 0; i--) {
    if (total >= GRADE_RANGES[i]!.minKrw) {
      index = i;
      break;
    }
  }
  const range = GRADE_RANGES[index]!;
  const nextRange = GRADE_RANGES[index + 1];
  if (!nextRange) return { current: range.grade, next: null, remaining: 0, percent: 100 };
  const span = nextRange.minKrw - range.minKrw;
  const done = total - range.minKrw;
  return { current: range.grade, next: nextRange.grade, remaining: nextRange.minKrw - total, percent: Math.min(100, Math.max(0, Math.floor((done / span) * 100))) };
}

/** "0원 ~ 50,000원", "500,001원 이상". */
export function rangeLabel(range: { minKrw: number; maxKrw: number | null }): string {
  return range.maxKrw === null ? `${formatWon(range.minKrw)} 이상` : `${formatWon(range.minKrw)} ~ ${formatWon(range.maxKrw)}`;
}

export const isPurchaseGrade = (grade: Grade) => GRADE_RANGES.some((r) => r.grade === grade);
