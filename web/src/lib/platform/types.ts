// What differs between the website and the desktop app, behind one interface picked once
// at start-up (STYLE.md "one UI, two shells").

export interface TokenStore {
  get(): Promise<string | null>;
  /** `persistent`: keep across restarts ("로그인 유지"); otherwise for this session only. */
  set(token: string, persistent: boolean): Promise<void>;
  clear(): Promise<void>;
}

export interface Platform {
  kind: 'web' | 'desktop';
  tokens: TokenStore;
  openExternal(url: string): void;
}
