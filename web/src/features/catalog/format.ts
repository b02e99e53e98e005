import { formatDate } from '@store/shared';

/** A server date ("2026-11-02" or ISO) as 2026.11.02; anything unreadable as it came. */
export function displayDate(value: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : formatDate(value);
}
