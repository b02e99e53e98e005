import type { DeviceInfo, MacSlot, SubscriptionDetailResponse } from '@store/shared';

/** This PC as the desktop app reports it (what slots are matched by). */
export type ThisPc = Pick<DeviceInfo, 'macAddress' | 'machineId'>;

/**
 * The slot this PC holds: by its MAC, or else by its machine id under another MAC (a laptop away
 * from its dock). The API recognises a PC the same way, and activating again moves that slot to
 * the MAC connected now (`moved`), without taking the other one.
 */
export function slotOfThisPc(slots: MacSlot[], pc: ThisPc | undefined): { slot: 1 | 2; moved: boolean } | null {
  if (!pc) return null;
  const byMac = pc.macAddress ? slots.find((s) => s.macAddress === pc.macAddress) : undefined;
  if (byMac) return { slot: byMac.slot, moved: false };
  const byMachine = pc.machineId ? slots.find((s) => s.macAddress && s.machineId === pc.machineId) : undefined;
  return byMachine ? { slot: byMachine.slot, moved: true } : null;
}

/** Whether a key can still take a PC: one not started yet or in use (expired, revoked or stopped cannot). */
export function isActivatable(useStatus: SubscriptionDetailResponse['subscriptionDetail']['useStatus']): boolean {
  return useStatus === 'GRANTED' || useStatus === 'BEFORE_USE';
}
