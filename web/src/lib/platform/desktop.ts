import type { DesktopBridge } from '@store/shared';
import type { Platform } from './types.ts';

// The desktop app's platform: the same UI, with the token in the OS keychain, links opened in
// the system browser and this PC's identity, all through the preload's `window.storeDesktop`.
// The bridge's type comes from shared, so this file and the preload cannot drift apart.

declare global {
  interface Window {
    /** Defined by the desktop app's preload, and only there. */
    storeDesktop?: DesktopBridge;
  }
}

export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  return {
    kind: 'desktop',
    tokens: {
      get: () => bridge.auth.getToken(),
      set: (token, persistent) => bridge.auth.setToken(token, persistent),
      clear: () => bridge.auth.deleteToken(),
      canPersist: async () => (await bridge.auth.keychainStatus()).available,
    },
    openExternal(url) {
      // Absolute and normalised (Korean text percent-encoded), as the bridge's schema expects.
      let href: string;
      try {
        href = new URL(url, window.location.href).href;
      } catch {
        return;
      }
      // Refused links (see the bridge schema) are logged, as window.open failures would be on the web.
      bridge.shell.openExternal(href).catch((error: unknown) => console.warn('[platform] openExternal refused', error));
    },
    openWebsite(path) {
      bridge.shell.openWebsite(path).catch((error: unknown) => console.warn('[platform] openWebsite refused', error));
    },
    device: { getInfo: () => bridge.device.getInfo() },
    socialLogin: (provider) => bridge.auth.socialLogin(provider),
  };
}
