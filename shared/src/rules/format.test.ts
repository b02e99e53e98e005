import { describe, expect, it } from 'vitest';
import { formatBytes, formatCountdown, formatDate, formatDateTime, formatDateTimeWithWeekday, formatNumber, formatPhone, formatPointChange, formatPoints, formatWon, isoDateInSeoul } from './format.ts';

// A fixed sequence (not Math.random): a failure names a value that fails again on the next run.
function sequence(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

describe('format', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(-3000)).toBe('-3,000원');
  });

  it('formats points with separators and a P', () => {
    expect(formatPoints(1234)).toBe('1,234P');
    expect(formatPoints(0)).toBe('0P');
    expect(formatPoints(-500)).toBe('-500P');
  });

  it('signs a change of points, and leaves no change unsigned', () => {
    expect(formatPointChange(1234)).toBe('+1,234P');
    expect(formatPointChange(-500)).toBe('-500P');
    expect(formatPointChange(0)).toBe('0P');
  });

  it('groups numbers as ko-KR Intl does, without Intl', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const samples = [0, 7, 999, 1000, 12345, 100000, 999999, 1000000, 2147483647, Number.MAX_SAFE_INTEGER, -1, -1000, -987654321];
    const next = sequence(7);
    for (let i = 0; i < 200; i++) samples.push(Math.floor(next() * 10 ** (1 + (i % 15))) * (i % 3 === 0 ? -1 : 1) || 0);
    for (const n of samples) expect(formatNumber(n), String(n)).toBe(intl.format(n));
    expect(formatNumber(1999.9)).toBe('1,999');
    expect(formatNumber(-0.5)).toBe('0');
  });

  it('formats mobile numbers with dashes and leaves others alone', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('0212345678')).toBe('0212345678');
  });

  it('shows dates in Asia/Seoul', () => {
    // 2026-11-21 16:30 UTC is already the 22nd in Seoul.
    expect(formatDate('2026-11-21T16:30:00Z')).toBe('2026.11.22');
    expect(isoDateInSeoul('2026-11-21T16:30:00Z')).toBe('2026-11-22');
    expect(isoDateInSeoul(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(formatDate('2026-11-02')).toBe('2026.11.02');
  });

  it('matches Intl in Asia/Seoul for instants since 1989', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    const from = Date.UTC(1989, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    const next = sequence(11);
    for (let i = 0; i < 2000; i++) {
      const at = new Date(from + Math.floor(next() * (to - from)));
      expect(isoDateInSeoul(at), at.toISOString()).toBe(intl.format(at));
    }
    // Around midnight in Seoul, 15:00 UTC.
    expect(isoDateInSeoul('2026-12-31T14:59:59.999Z')).toBe('2026-12-31');
    expect(isoDateInSeoul('2026-12-31T15:00:00Z')).toBe('2027-01-01');
  });

  it('shows a moment with its Seoul weekday and 24-hour time, as Intl does', () => {
    expect(formatDateTimeWithWeekday('2026-11-25T14:59:00Z')).toBe('2026.11.25(수) 23:59');
    expect(formatDateTimeWithWeekday('2026-11-25T15:00:00Z')).toBe('2026.11.26(목) 00:00');
    const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', weekday: 'short' });
    const time = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const next = sequence(13);
    for (let i = 0; i < 500; i++) {
      const at = new Date(Date.UTC(1989, 0, 1) + Math.floor(next() * 111 * 365 * 86_400_000));
      expect(formatDateTimeWithWeekday(at), at.toISOString()).toBe(`${formatDate(at)}(${weekday.format(at)}) ${time.format(at)}`);
    }
  });

  it('shows a moment in Seoul with its 24-hour time, as Intl does', () => {
    expect(formatDateTime('2026-11-22T05:05:00Z')).toBe('2026.11.22 14:05');
    expect(formatDateTime('2026-11-22T15:00:00Z')).toBe('2026.11.23 00:00');
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const next = sequence(29);
    for (let i = 0; i < 500; i++) {
      const at = new Date(Date.UTC(1989, 0, 1) + Math.floor(next() * 111 * 365 * 86_400_000));
      const part = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, p.value]));
      expect(formatDateTime(at), at.toISOString()).toBe(`${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`);
    }
  });

  it('refuses a value that is not a date', () => {
    expect(() => formatDate('어제')).toThrow(RangeError);
    expect(() => formatDateTime('어제')).toThrow(RangeError);
  });

  it('counts down as m:ss and never below zero', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('formatBytes', () => {
  it('prints B, KB and MB, a small file as its bytes (not rounded up to 1 KB)', () => {
    expect(formatBytes(98)).toBe('98 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
});
