import { describe, expect, it } from 'vitest';
import { groupByDate } from './group-by-date.ts';

describe('groupByDate', () => {
  it('groups by the Seoul day, keeping newest-first order in and across groups', () => {
    const rows = [
      { id: 4, at: '2026-11-21T16:30:00Z' }, // 11-22 01:30 in Seoul
      { id: 3, at: '2026-11-21T15:10:00Z' }, // 11-22 00:10 in Seoul
      { id: 2, at: '2026-11-21T14:50:00Z' }, // 11-21 23:50 in Seoul
      { id: 1, at: '2026-10-01T03:00:00Z' },
    ];
    const groups = groupByDate(rows, (r) => r.at);
    expect(groups.map((g) => [g.date, g.items.map((r) => r.id)])).toEqual([
      ['2026.11.22', [4, 3]],
      ['2026.11.21', [2]],
      ['2026.10.01', [1]],
    ]);
  });

  it('gives no groups for no rows', () => {
    expect(groupByDate([], () => '')).toEqual([]);
  });
});
