import { DESKTOP_CHANNELS } from '@store/shared';
import type { IpcRegistrar } from './handle.ts';

// app:get-version — the installed app's version, for the footer and support requests.
export function registerAppIpc(ipc: IpcRegistrar, getVersion: () => string): void {
  ipc.handle(DESKTOP_CHANNELS.appGetVersion, () => getVersion());
}
