import { createHash } from 'node:crypto';
import os from 'node:os';
import nodeMachineId from 'node-machine-id';
import type { DeviceInfo } from '@store/shared';
import { pickMacAddress } from './mac-address.ts';

// This PC's identity for license activation (DESIGN.md §6). Only what activation needs leaves
// the main process: the MAC of a physical adapter, a machine id scoped to this app, the host
// name (so a member can tell their PCs apart) and the OS.

// Salting the OS machine GUID with our name gives an id that is stable for this PC but differs
// from what any other app derives from the same GUID, so it cannot be used to correlate users
// across apps, and the raw GUID itself never leaves the process.
const MACHINE_ID_SALT = 'autoworks-store:';

export interface DeviceSources {
  networkInterfaces: typeof os.networkInterfaces;
  hostname: () => string;
  platform: NodeJS.Platform;
  rawMachineId: () => Promise<string>;
}

const systemSources: DeviceSources = {
  networkInterfaces: () => os.networkInterfaces(),
  hostname: () => os.hostname(),
  platform: process.platform,
  // node-machine-id is CommonJS without named ESM exports; `true` = the raw OS value.
  rawMachineId: () => nodeMachineId.machineId(true),
};

export async function appMachineId(raw: () => Promise<string>): Promise<string | null> {
  try {
    const id = (await raw()).trim();
    if (!id) return null;
    return createHash('sha256').update(MACHINE_ID_SALT + id).digest('hex');
  } catch {
    // Some locked-down PCs refuse the registry/ioreg query; activation still has the MAC.
    return null;
  }
}

export async function getDeviceInfo(sources: DeviceSources = systemSources): Promise<DeviceInfo> {
  const platform = sources.platform === 'darwin' || sources.platform === 'linux' ? sources.platform : 'win32';
  const hostname = sources.hostname().slice(0, 255);
  return {
    macAddress: pickMacAddress(sources.networkInterfaces()),
    machineId: await appMachineId(sources.rawMachineId),
    ...(hostname ? { hostname } : {}),
    platform,
  };
}
