import type { Platform } from './types.ts';
import { webPlatform } from './web.ts';

export type { Platform, TokenStore } from './types.ts';

let current: Platform = webPlatform;

/**
 * The desktop app when its preload has defined `window.storeDesktop`, the website otherwise.
 * The preload defines it before any page script runs, and contextBridge makes it read-only, so
 * in the desktop app a page script cannot swap in a bridge of its own.
 */
export async function detectPlatform(win: Window = window): Promise<Platform> {
  if (!win.storeDesktop) return webPlatform;
  // Only the desktop app downloads its half.
  const { createDesktopPlatform } = await import('./desktop.ts');
  return createDesktopPlatform(win.storeDesktop);
}

/** Chosen once in main.tsx before the first render. */
export function setPlatform(platform: Platform): void {
  current = platform;
}

export function platform(): Platform {
  return current;
}
