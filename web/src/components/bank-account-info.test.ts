import { describe, expect, it } from 'vitest';
import { formatDeadline } from './bank-account-info.tsx';

describe('formatDeadline', () => {
  it('shows the deposit deadline in Seoul with its weekday, and text it cannot read as it came', () => {
    expect(formatDeadline('2026-11-25T14:59:00Z')).toBe('2026.11.25(수) 23:59');
    expect(formatDeadline('2026-11-28T23:59:00+09:00')).toBe('2026.11.28(토) 23:59');
    expect(formatDeadline('입금 확인 후 안내')).toBe('입금 확인 후 안내');
    expect(formatDeadline('')).toBe('');
  });
});
