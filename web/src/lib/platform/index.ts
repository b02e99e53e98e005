import type { Platform } from './types.ts';
import { webPlatform } from './web.ts';

export type { Platform, TokenStore } from './types.ts';

let current: Platform = webPlatform;

/** Chosen once in main.tsx before the first render. */
export function setPlatform(platform: Platform): void {
  current = platform;
}

export function platform(): Platform {
  return current;
}
