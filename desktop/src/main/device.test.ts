import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceInfoSchema } from '@store/shared';
import { appMachineId, getDeviceInfo, type DeviceSources } from './device.ts';

const sources: DeviceSources = {
  networkInterfaces: () => ({
    Ethernet: [{ address: '192.168.0.11', netmask: '255.255.255.0', family: 'IPv4', mac: 'a4:bb:6d:11:22:33', internal: false, cidr: null }],
  }),
  hostname: () => 'DESKTOP-HONG',
  platform: 'win32',
  rawMachineId: async () => '4c4c4544-0042-3510-8052-b4c04f4d4e31',
};

describe('device info', () => {
  it('reports the physical MAC, an app-scoped machine id, host name and OS, in the contract shape', async () => {
    const info = await getDeviceInfo(sources);
    expect(info).toEqual({
      macAddress: 'A4:BB:6D:11:22:33',
      machineId: createHash('sha256').update('autoworks-store:4c4c4544-0042-3510-8052-b4c04f4d4e31').digest('hex'),
      hostname: 'DESKTOP-HONG',
      platform: 'win32',
    });
    expect(deviceInfoSchema.safeParse(info).success).toBe(true);
  });

  it('never returns the raw OS machine id or the plain unsalted hash other apps would compute', async () => {
    const raw = await sources.rawMachineId();
    const id = await appMachineId(sources.rawMachineId);
    expect(id).not.toBe(raw);
    expect(id).not.toBe(createHash('sha256').update(raw).digest('hex'));
  });

  it('gives null ids rather than failing when the OS does not tell', async () => {
    const info = await getDeviceInfo({
      ...sources,
      networkInterfaces: () => ({}),
      rawMachineId: async () => {
        throw new Error('REG QUERY failed');
      },
    });
    expect(info).toMatchObject({ macAddress: null, machineId: null });
    expect(deviceInfoSchema.safeParse(info).success).toBe(true);
  });
});
