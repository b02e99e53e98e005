import { BrowserWindow, session, type WebContents } from 'electron';
import { socialLoginResultSchema, type SocialProvider } from '@store/shared';
import { originOf, refuseNewWindows } from './security.ts';
import { SECURE_WEB_PREFERENCES } from './window.ts';

// Naver and Kakao login in the desktop app (DESIGN.md §4 and §6). The app window shows only the
// app and never leaves its origin, so the provider's pages get a window of their own: a child of
// the app window, sandboxed like it but with no preload (no bridge for pages we do not own) and
// an in-memory session of its own (nothing of the provider's stays after the app quits). It
// opens the store's /oauth2/authorization/{provider}, the store and the provider run the real
// authorization-code flow in it, and the store's redirect back to /oauth2/success?ticket=… is
// caught before it loads: the window closes and the app exchanges the one-time ticket itself,
// exactly as the website's page does.

/** In-memory (no `persist:` prefix): the provider's cookies last until the app quits. */
export const SOCIAL_LOGIN_PARTITION = 'social-login';

/**
 * The app path for a URL the store sends the login window back to (the ticket exchange, or the
 * login page with an error: the paths the bridge's result schema allows), or null for any other.
 */
export function returnPathOf(url: string, apiOrigin: string): string | null {
  if (originOf(url) !== originOf(apiOrigin)) return null;
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  return socialLoginResultSchema.safeParse(path).success ? path : null;
}

/** Runs one social login; resolves with the app path to go to, or null for a closed window. */
export type SocialLogin = (provider: SocialProvider) => Promise<string | null>;

/** True for the web contents of a social login window: they get these guards, not the app's. */
export function isSocialLoginContents(contents: Pick<WebContents, 'session'>): boolean {
  return contents.session !== undefined && contents.session === session.fromPartition(SOCIAL_LOGIN_PARTITION);
}

interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

/**
 * The login window's fences. It may go to the store and to https pages (the provider's login,
 * its two-step checks); not to custom schemes that start programs, nor to plain http elsewhere.
 * New windows go to the system browser, and every permission is refused.
 */
export function installSocialLoginGuards(contents: WebContents, apiOrigin: string, onReturn: (path: string) => void): void {
  const guard = (event: NavigationEvent) => {
    const path = returnPathOf(event.url, apiOrigin);
    if (path !== null) {
      event.preventDefault();
      onReturn(path);
      return;
    }
    const allowed = originOf(event.url) === originOf(apiOrigin) || /^https:\/\//i.test(event.url);
    if (!allowed) event.preventDefault();
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  refuseNewWindows(contents);
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  contents.session.setPermissionCheckHandler(() => false);
}

export interface SocialLoginOptions {
  /** The store's origin (config.apiOrigin): where /oauth2 lives. */
  apiOrigin: string;
  /** The app window, which the login window sits on. */
  parent: () => BrowserWindow | null;
}

/**
 * One login window at a time: asking again while it is open brings it to the front and answers
 * null for the second ask. Resolves with the app path to go to, or null when the member closes
 * the window.
 */
export function createSocialLogin({ apiOrigin, parent }: SocialLoginOptions): SocialLogin {
  let open: BrowserWindow | null = null;
  return (provider) =>
    new Promise((resolve) => {
      if (open && !open.isDestroyed()) {
        open.focus();
        resolve(null);
        return;
      }
      const owner = parent();
      const window = new BrowserWindow({
        width: 480,
        height: 720,
        ...(owner && !owner.isDestroyed() ? { parent: owner, modal: true } : {}),
        title: '소셜 로그인',
        autoHideMenuBar: true,
        webPreferences: { ...SECURE_WEB_PREFERENCES, partition: SOCIAL_LOGIN_PARTITION, devTools: false },
      });
      open = window;
      let settled = false;
      const finish = (path: string | null) => {
        if (settled) return;
        settled = true;
        resolve(path);
        if (!window.isDestroyed()) window.close();
      };
      installSocialLoginGuards(window.webContents, apiOrigin, finish);
      window.on('closed', () => {
        open = null;
        finish(null);
      });
      void window.loadURL(`${originOf(apiOrigin)}/oauth2/authorization/${provider}`).catch(() => {
        // Offline or the store is down: the window shows Chromium's error page; closing it answers null.
      });
    });
}
