import type { DeviceInfo, SocialProvider } from '@store/shared';

// What differs between the website and the desktop app, behind one interface picked once
// at start-up (STYLE.md "one UI, two shells").

export interface TokenStore {
  get(): Promise<string | null>;
  /** `persistent`: keep across restarts ("로그인 유지"); otherwise for this session only. */
  set(token: string, persistent: boolean): Promise<void>;
  clear(): Promise<void>;
  /**
   * Whether a `persistent` token really survives a restart. Absent on the web (it always does);
   * false in the desktop app when the OS keychain is unusable, so the login form can say that
   * the login lasts until the app is closed.
   */
  canPersist?(): Promise<boolean>;
}

export interface Platform {
  kind: 'web' | 'desktop';
  tokens: TokenStore;
  openExternal(url: string): void;
  /**
   * The desktop app's way to a page of the store's website, in the system browser (a card
   * payment, which the app window cannot host). Absent on the web, which is that website.
   */
  openWebsite?(path: string): void;
  /** This PC's identity for license activation; only the desktop app has one. */
  device?: { getInfo(): Promise<DeviceInfo> };
  /**
   * The desktop app's social login: it runs in the member's browser and is handed back to the app
   * (RFC 8252); this resolves with the app path to go to (the ticket exchange, or /login with an
   * error), or null when it was given up. Absent on the web, where the page itself goes there.
   */
  socialLogin?(provider: SocialProvider): Promise<string | null>;
  /**
   * Where API calls go when the page is not in a browser: the server renderer answers them in
   * process. Absent in both shells (the page's own origin and the browser's fetch).
   */
  http?: { origin: string; fetch: typeof fetch };
}
