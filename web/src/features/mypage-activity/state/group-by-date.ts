import { formatDate } from '@store/shared';

export interface DateGroup<T> {
  /** "2026.11.22" in Asia/Seoul. */
  date: string;
  items: T[];
}

/**
 * Groups rows by their Seoul calendar day, keeping the input order (newest first) both for the
 * groups and inside each group. Two orders on the same Seoul day share one heading even when
 * their UTC dates differ.
 */
export function groupByDate<T>(rows: T[], dateOf: (row: T) => string): DateGroup<T>[] {
  const groups: DateGroup<T>[] = [];
  const byDate = new Map<string, DateGroup<T>>();
  for (const row of rows) {
    const date = formatDate(dateOf(row));
    let group = byDate.get(date);
    if (!group) {
      group = { date, items: [] };
      byDate.set(date, group);
      groups.push(group);
    }
    group.items.push(row);
  }
  return groups;
}
