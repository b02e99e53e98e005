import { describe, expect, it } from 'vitest';
import { gradeFor } from './grades.ts';

describe('gradeFor', () => {
  it('maps total purchases to NEW, WELCOME, VIP and VVIP at the range edges', () => {
    expect(gradeFor(0, 'USER', 'ACTIVE')).toBe('NEW');
    expect(gradeFor(50_000, 'USER', 'ACTIVE')).toBe('NEW');
    expect(gradeFor(50_001, 'USER', 'ACTIVE')).toBe('WELCOME');
    expect(gradeFor(100_000, 'USER', 'ACTIVE')).toBe('WELCOME');
    expect(gradeFor(100_001, 'USER', 'ACTIVE')).toBe('VIP');
    expect(gradeFor(500_000, 'USER', 'ACTIVE')).toBe('VIP');
    expect(gradeFor(500_001, 'USER', 'ACTIVE')).toBe('VVIP');
    expect(gradeFor(2_000_000_000, 'USER', 'ACTIVE')).toBe('VVIP');
  });

  it('gives admins ADMIN whatever they bought', () => {
    expect(gradeFor(0, 'ADMIN', 'ACTIVE')).toBe('ADMIN');
    expect(gradeFor(900_000, 'ADMIN', 'ACTIVE')).toBe('ADMIN');
  });

  it('shows a suspension before the role and the purchases', () => {
    expect(gradeFor(900_000, 'USER', 'BLOCKED')).toBe('BLOCKED');
    expect(gradeFor(0, 'ADMIN', 'BLOCKED')).toBe('BLOCKED');
  });

  it('treats nonsense totals as NEW', () => {
    expect(gradeFor(-1, 'USER', 'ACTIVE')).toBe('NEW');
    expect(gradeFor(Number.NaN, 'USER', 'ACTIVE')).toBe('NEW');
    expect(gradeFor(50_000.9, 'USER', 'ACTIVE')).toBe('NEW');
  });
});
