import { describe, expect, it } from 'vitest';
import { slotOfThisPc } from './this-pc.ts';

const A = 'a'.repeat(64);
const slots = [
  { slot: 1 as const, macAddress: '02:00:00:00:00:0A', machineId: A },
  { slot: 2 as const, macAddress: null, machineId: null },
];

describe('slotOfThisPc', () => {
  it('finds this PC by its MAC first, then by its machine id under another MAC', () => {
    expect(slotOfThisPc(slots, { macAddress: '02:00:00:00:00:0A', machineId: null })).toEqual({ slot: 1, moved: false });
    expect(slotOfThisPc(slots, { macAddress: '02:00:00:00:00:0C', machineId: A })).toEqual({ slot: 1, moved: true });
  });

  it('finds nothing for another PC, no device, or an empty slot that kept no MAC', () => {
    expect(slotOfThisPc(slots, { macAddress: '02:00:00:00:00:0C', machineId: 'b'.repeat(64) })).toBeNull();
    expect(slotOfThisPc(slots, { macAddress: null, machineId: null })).toBeNull();
    expect(slotOfThisPc(slots, undefined)).toBeNull();
    expect(slotOfThisPc([{ slot: 1, macAddress: null, machineId: A }], { macAddress: '02:00:00:00:00:0C', machineId: A })).toBeNull();
  });
});
