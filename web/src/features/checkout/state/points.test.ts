import { describe, expect, it } from 'vitest';
import { maxPointsFor, settledPoints, typedPoints } from './points.ts';

describe('points box', () => {
  it('caps at the usable points (multiples of 10) and at the order total', () => {
    expect(maxPointsFor(12_345, 50_000)).toBe(12_340);
    expect(maxPointsFor(80_000, 45_678)).toBe(45_670);
    expect(maxPointsFor(9, 50_000)).toBe(0);
  });

  it('keeps digits only, drops leading zeros and never shows more than the cap while typing', () => {
    expect(typedPoints('1,2a3', 12_340)).toBe('123');
    expect(typedPoints('-50', 12_340)).toBe('50');
    expect(typedPoints('0005', 12_340)).toBe('5');
    expect(typedPoints('0', 12_340)).toBe('0');
    expect(typedPoints('99999', 12_340)).toBe('12340');
    expect(typedPoints('abc', 12_340)).toBe('');
  });

  it('rounds down to a multiple of 10 when the box is left', () => {
    expect(settledPoints('1237', 12_345, 50_000)).toBe('1230');
    expect(settledPoints('5', 12_345, 50_000)).toBe('0');
    expect(settledPoints('', 12_345, 50_000)).toBe('');
  });
});
