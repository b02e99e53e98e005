import { USE_STATUS_LABELS } from '../constants/enums.ts';
import { EXPIRY_NOTICE_DAYS } from '../constants/limits.ts';
import { DAY_MS } from './seoul-dates.ts';

// Rules of license keys shared by the API and the screens (store.md §4-5, §9; DESIGN.md §6).

/**
 * A license key as the store writes it (`AWXX-XXXX-XXXX-XXXX-XXXX`: api fulfilment/license-keys.ts)
 * from the way a person types one: any case, without its dashes, with spaces. Anything else is only
 * upper-cased, so a key the store never made still answers "not found", not a format error.
 */
export function normalizeLicenseKey(input: string): string {
  const upper = input.trim().toUpperCase();
  const compact = upper.replace(/[\s-]/g, '');
  if (!/^AW[A-HJ-NP-Z2-9]{18}$/.test(compact)) return upper;
  return [0, 4, 8, 12, 16].map((at) => compact.slice(at, at + 4)).join('-');
}

/** A subscription month is 30 days, for orders and for admin-made keys alike (days = months × 30). */
export const DAYS_PER_MONTH = 30;
/** Months an admin can give a key (store.md §9). */
export const ADMIN_KEY_MONTHS = [1, 3, 6, 12] as const;
export type AdminKeyMonths = (typeof ADMIN_KEY_MONTHS)[number];

/**
 * The end of the expiry notice's week from `now`: a key in use that expires by then is "about to
 * expire" (the notice sent to its member, the admin's 만료 임박 filter and the dashboard's count).
 */
export function expiryNoticeUntil(now: Date): Date {
  return new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS);
}

/** When a period of `months` (0 = unlimited) started at `start` ends; null for unlimited. */
export function expiryOf(start: Date, months: number): Date | null {
  if (months <= 0) return null;
  return new Date(start.getTime() + months * DAYS_PER_MONTH * DAY_MS);
}

/**
 * The status to show and to enforce: a GRANTED key whose time is up is EXPIRED even before the
 * expiry job has written it, so nothing ever treats a stale row as live.
 */
export function effectiveUseStatus(status: string, expireAt: Date | string | null, now: Date): string {
  if (status === 'GRANTED' && expireAt !== null && new Date(expireAt).getTime() <= now.getTime()) return 'EXPIRED';
  return status;
}

/**
 * A key that can no longer be used: expired, refused, or cancelled with its order (revoked) or
 * past the end a cancelled subscription ran on to. `status` is the effective one.
 */
export function keyHasEnded(status: string, revokedAt: Date | null, expireAt: Date | null, now: Date): boolean {
  if (status === 'EXPIRED' || status === 'DENIED') return true;
  if (status !== 'UNSUBSCRIPTION') return false;
  return revokedAt !== null || (expireAt !== null && expireAt.getTime() <= now.getTime());
}

/** Korean label of a use status; any value the spec does not name shows as unknown (§4). */
export function useStatusLabel(status: string): string {
  return (USE_STATUS_LABELS as Record<string, string>)[status] ?? '알 수 없음';
}

/** `AWK3-****-****-****-7QZP`: what a key looks like before it is revealed. */
export function maskLicenseKey(key: string): string {
  const parts = key.split('-');
  if (parts.length < 3) return '*'.repeat(key.length);
  return parts.map((p, i) => (i === 0 || i === parts.length - 1 ? p : '*'.repeat(p.length))).join('-');
}
