import type { Platform, TokenStore } from './types.ts';

const KEY = 'token';

// "Keep me logged in" keeps the token in localStorage; otherwise sessionStorage, which the
// browser forgets when the tab closes (DESIGN §4).
const webTokens: TokenStore = {
  async get() {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  },
  async set(token, persistent) {
    (persistent ? localStorage : sessionStorage).setItem(KEY, token);
    (persistent ? sessionStorage : localStorage).removeItem(KEY);
  },
  async clear() {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  },
};

export const webPlatform: Platform = {
  kind: 'web',
  tokens: webTokens,
  openExternal(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
