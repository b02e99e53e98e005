import { describe, expect, it } from 'vitest';
import { formatCountdown, formatDate, formatPhone, formatWon, isoDateInSeoul } from './format.ts';

describe('format', () => {
  it('formats won with thousands separators', () => {
    expect(formatWon(12000)).toBe('12,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
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
  });

  it('counts down as m:ss and never below zero', () => {
    expect(formatCountdown(180)).toBe('3:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});
