import { contextBridge, ipcRenderer } from 'electron';
import type { DESKTOP_BRIDGE_GLOBAL, DesktopBridge, DesktopChannel, DesktopRequest, DesktopResult, SocialProvider } from '@store/shared';

// The preload: the one door between the web page and the main process.
//
// What crosses: exactly the `DesktopBridge` methods of shared/src/desktop-bridge.ts, each a small
// function that invokes one fixed channel with a plain-data payload. What must not cross:
// ipcRenderer itself, a generic invoke(channel), Node APIs or Electron objects. A page that could
// pick the channel could call anything main ever registers. Main re-validates every payload, so
// this file does no checking of its own.
//
// It runs sandboxed (CommonJS, only `electron` can be required), so it imports shared *types*
// only: the channel literals below are checked against the contract by the compiler, and no zod
// is bundled into the preload. preload.test.ts checks they equal DESKTOP_CHANNELS.

/** Invokes one channel; the payload and result types come from the shared contract. */
function call<C extends DesktopChannel>(
  channel: C,
  ...payload: undefined extends DesktopRequest<C> ? [] : [DesktopRequest<C>]
): Promise<DesktopResult<C>> {
  return ipcRenderer.invoke(channel, ...payload);
}

const bridge = {
  auth: {
    getToken: () => call('auth:get-token'),
    setToken: (token: string, persistent: boolean) => call('auth:set-token', { token, persistent }),
    deleteToken: () => call('auth:delete-token'),
    keychainStatus: () => call('auth:keychain-status'),
    socialLogin: (provider: SocialProvider) => call('auth:social-login', { provider }),
  },
  device: {
    getInfo: () => call('device:get-info'),
  },
  shell: {
    openExternal: (url: string) => call('shell:open-external', { url }),
    openWebsite: (path: string) => call('shell:open-website', { path }),
  },
  app: {
    getVersion: () => call('app:get-version'),
  },
} satisfies DesktopBridge;

// A literal for the same reason as the channels, typed so it cannot differ from shared's name.
const bridgeGlobal: typeof DESKTOP_BRIDGE_GLOBAL = 'storeDesktop';
contextBridge.exposeInMainWorld(bridgeGlobal, bridge);
