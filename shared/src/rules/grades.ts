import type { Grade, MemberStatus, Role } from '../constants/enums.ts';

// Member grades of store.md §1 and §9. The grade is never stored: it is derived from the
// member's total purchase amount, role and status, so it can never drift from them.

/** Purchase ranges in won, inclusive (store.md §9). VVIP has no upper bound. */
export const GRADE_RANGES = [
  { grade: 'NEW', minKrw: 0, maxKrw: 50_000 },
  { grade: 'WELCOME', minKrw: 50_001, maxKrw: 100_000 },
  { grade: 'VIP', minKrw: 100_001, maxKrw: 500_000 },
  { grade: 'VVIP', minKrw: 500_001, maxKrw: null },
] as const satisfies readonly { grade: Grade; minKrw: number; maxKrw: number | null }[];

export const GRADE_LABELS: Record<Grade, string> = {
  NEW: '신규',
  WELCOME: '웰컴',
  VIP: 'VIP',
  VVIP: 'VVIP',
  ADMIN: '관리자',
  BLOCKED: '이용 정지',
};

/**
 * The grade shown for a member. A suspension outranks everything (a blocked admin shows as
 * BLOCKED), then the admin role, then the purchase ranges. Negative or fractional totals
 * (never stored, but defensive) fall into NEW.
 */
export function gradeFor(totalPurchaseKrw: number, role: Role, status: MemberStatus): Grade {
  if (status === 'BLOCKED') return 'BLOCKED';
  if (role === 'ADMIN') return 'ADMIN';
  const total = Number.isFinite(totalPurchaseKrw) ? Math.floor(totalPurchaseKrw) : 0;
  for (let i = GRADE_RANGES.length - 1; i >= 0; i--) {
    const range = GRADE_RANGES[i]!;
    if (total >= range.minKrw) return range.grade;
  }
  return 'NEW';
}
