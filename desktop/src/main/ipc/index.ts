import type { DeviceInfo } from '@store/shared';
import type { TokenVault } from '../keychain.ts';
import { registerAppIpc } from './app.ts';
import type { SocialLogin } from '../social-login.ts';
import { registerAuthIpc } from './auth.ts';
import { registerDeviceIpc } from './device.ts';
import { createIpcRegistrar } from './handle.ts';
import { registerShellIpc } from './shell.ts';

export interface IpcDependencies {
  isTrustedSender: (frameUrl: string | undefined) => boolean;
  vault: TokenVault;
  socialLogin: SocialLogin;
  getDeviceInfo: () => Promise<DeviceInfo>;
  openExternal: (url: string) => Promise<boolean>;
  /** A path of the store's website, opened in the system browser. */
  openWebsite: (path: string) => Promise<boolean>;
  getVersion: () => string;
}

/** Registers every channel of the shared contract; nothing else is reachable from the renderer. */
export function registerIpcHandlers(deps: IpcDependencies): void {
  const ipc = createIpcRegistrar(deps.isTrustedSender);
  registerAuthIpc(ipc, deps.vault, deps.socialLogin);
  registerDeviceIpc(ipc, deps.getDeviceInfo);
  registerShellIpc(ipc, deps.openExternal, deps.openWebsite);
  registerAppIpc(ipc, deps.getVersion);
}
