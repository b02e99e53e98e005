import { describe, expect, it } from 'vitest';
import { isUsableMacAddress, normalizeMacAddress } from './mac-address.ts';

describe('normalizeMacAddress', () => {
  it('accepts the spellings PCs report and gives one form', () => {
    for (const input of ['00-1a-2b-3c-4d-5e', '00:1A:2B:3C:4D:5E', '001a2b3c4d5e', '001A.2B3C.4D5E', ' 00:1a:2b:3c:4d:5e ']) {
      expect(normalizeMacAddress(input)).toBe('00:1A:2B:3C:4D:5E');
    }
  });

  it('refuses what is not one adapter address', () => {
    for (const input of ['', '00:1A:2B:3C:4D', '00:1A:2B:3C:4D:5E:6F', 'GG:1A:2B:3C:4D:5E', '00:1A-2B:3C:4D:5E', '0:1A:2B:3C:4D:5E', '00:00:00:00:00:00', 'FF:FF:FF:FF:FF:FF', '01:00:5E:00:00:01', 'x'.repeat(100)]) {
      expect(normalizeMacAddress(input), input).toBeNull();
    }
  });

  it('knows multicast from unicast', () => {
    expect(isUsableMacAddress('02:00:00:00:00:01')).toBe(true);
    expect(isUsableMacAddress('03:00:00:00:00:01')).toBe(false);
  });
});
