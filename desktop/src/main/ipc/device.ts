import { DESKTOP_CHANNELS, type DeviceInfo } from '@store/shared';
import type { IpcRegistrar } from './handle.ts';

// device:get-info — this PC's identity for license activation. Read-only: the renderer learns the
// MAC, the app-scoped machine id, host name and OS, and can change none of them.
export function registerDeviceIpc(ipc: IpcRegistrar, getDeviceInfo: () => Promise<DeviceInfo>): void {
  ipc.handle(DESKTOP_CHANNELS.deviceGetInfo, () => getDeviceInfo());
}
