// The desktop app's settings, from the environment when it starts, falling back to the values
// baked in when `npm run desktop:build` ran (electron.vite.config.ts defines the STORE_BUILD_*
// keys), so an installed app on a member's PC needs no environment at all.
//
// | variable          | meaning                                                     | default                   |
// |-------------------|-------------------------------------------------------------|---------------------------|
// | STORE_API_URL     | the store's origin; its API answers under /api              | https://store.example.kr  |
// | STORE_UPDATE_URL  | electron-updater "generic" feed (latest.yml and installers) | none: updates are off     |

export const DEFAULT_API_URL = 'https://store.example.kr';

export interface DesktopConfig {
  /** Origin the app:// protocol forwards /api requests to. */
  apiOrigin: string;
  /** Update feed; null when unset or in development. */
  updateUrl: string | null;
  /** Vite dev server (electron-vite dev); null in a built app. */
  rendererUrl: string | null;
}

type Env = Record<string, string | undefined>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * https only: the token and license requests travel to this host. Plain http is allowed for a
 * local API during development and nowhere else.
 */
function parseServerUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: set it to the store's https address.`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`${name} must be an https:// URL (http only for localhost).`);
  if (url.username || url.password) throw new Error(`${name} must not contain a user name or password.`);
  return url;
}

/**
 * The values baked in at build time. electron.vite.config.ts `define`s these two exact
 * expressions, so they become string literals in out/main; under vitest they are plain env reads.
 */
export function buildTimeEnv(): Env {
  return {
    STORE_BUILD_API_URL: process.env.STORE_BUILD_API_URL,
    STORE_BUILD_UPDATE_URL: process.env.STORE_BUILD_UPDATE_URL,
  };
}

export function readConfig(env: Env, packaged: boolean): DesktopConfig {
  const pick = (name: string) => env[name]?.trim() || env[name.replace('STORE_', 'STORE_BUILD_')]?.trim() || '';

  const apiOrigin = parseServerUrl('STORE_API_URL', pick('STORE_API_URL') || DEFAULT_API_URL).origin;

  // Updates only for an installed app: a dev run has no signed installer to update from.
  const update = pick('STORE_UPDATE_URL');
  const updateUrl = packaged && update ? parseServerUrl('STORE_UPDATE_URL', update).href : null;

  // A packaged app never loads a page named by the environment: the preload bridge (token,
  // device identity) must only ever be given to our own renderer.
  const dev = env.ELECTRON_RENDERER_URL?.trim();
  const rendererUrl = !packaged && dev ? parseServerUrl('ELECTRON_RENDERER_URL', dev).href : null;

  return { apiOrigin, updateUrl, rendererUrl };
}
