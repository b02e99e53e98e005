import { applicablePoints, usablePoints } from '@store/shared';

/** The most points this order can take: usable points (multiples of 10) capped at the total. */
export function maxPointsFor(memberPoint: number, orderTotal: number): number {
  return applicablePoints(usablePoints(memberPoint), memberPoint, orderTotal);
}

/**
 * What the points box shows while typing: digits only, no leading zeros, never above the cap
 * (store.md §5). Rounding to a multiple of 10 waits for the blur so typing "15" → "150" works.
 */
export function typedPoints(raw: string, max: number): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  return Number(digits) > max ? String(max) : digits;
}

/** The points box on blur: the amount that will actually be applied (a multiple of 10). */
export function settledPoints(raw: string, memberPoint: number, orderTotal: number): string {
  if (raw === '') return '';
  return String(applicablePoints(Number(raw), memberPoint, orderTotal));
}
