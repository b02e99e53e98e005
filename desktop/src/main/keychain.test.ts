import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTokenVault, KEYCHAIN_ACCOUNT, KEYCHAIN_SERVICE } from './keychain.ts';

// @napi-rs/keyring is mocked: `keyring.mode` decides whether the OS keychain works, throws on
// every call (no Secret Service, locked keychain) or cannot even be opened.
const keyring = vi.hoisted(() => ({
  mode: 'works' as 'works' | 'throws' | 'cannot-open',
  store: new Map<string, string>(),
  opened: [] as string[][],
}));
vi.mock('@napi-rs/keyring', () => ({
  AsyncEntry: class {
    private readonly key: string;
    constructor(service: string, account: string) {
      if (keyring.mode === 'cannot-open') throw new Error('Platform secure storage failure');
      keyring.opened.push([service, account]);
      this.key = `${service}/${account}`;
    }
    private check() {
      if (keyring.mode === 'throws') throw new Error('Platform secure storage failure: no Secret Service');
    }
    async getPassword() {
      this.check();
      return keyring.store.get(this.key) ?? null;
    }
    async setPassword(password: string) {
      this.check();
      keyring.store.set(this.key, password);
    }
    async deletePassword() {
      this.check();
      return keyring.store.delete(this.key);
    }
  },
}));

const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';
const KEY = `${KEYCHAIN_SERVICE}/${KEYCHAIN_ACCOUNT}`;

beforeEach(() => {
  keyring.mode = 'works';
  keyring.store.clear();
  keyring.opened = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('token vault over the OS keychain', () => {
  it('uses the entry autoworks-store / session-token', () => {
    createTokenVault();
    expect(keyring.opened).toEqual([['autoworks-store', 'session-token']]);
  });

  it('keeps a "로그인 유지" token in the keychain, where the next run finds it', async () => {
    await createTokenVault().set(JWT, true);
    expect(keyring.store.get(KEY)).toBe(JWT);
    const nextRun = createTokenVault();
    expect(await nextRun.get()).toBe(JWT);
    expect(await nextRun.status()).toEqual({ available: true });
  });

  it('keeps a session-only token in memory and removes an older persistent one', async () => {
    keyring.store.set(KEY, 'older.persistent.token');
    const vault = createTokenVault();
    await vault.set(JWT, false);
    expect(await vault.get()).toBe(JWT);
    expect(keyring.store.has(KEY)).toBe(false);
    expect(await createTokenVault().get()).toBeNull();
  });

  it('deletes from memory and keychain', async () => {
    const vault = createTokenVault();
    await vault.set(JWT, true);
    await vault.delete();
    expect(await vault.get()).toBeNull();
    expect(keyring.store.has(KEY)).toBe(false);
  });

  it('ignores and removes a malformed value another program left in the entry', async () => {
    keyring.store.set(KEY, 'not a token\n<script>');
    const vault = createTokenVault();
    expect(await vault.get()).toBeNull();
    expect(keyring.store.has(KEY)).toBe(false);
  });
});

describe('token vault calls that overlap', () => {
  /** An entry whose first read the test answers by hand, as a slow or prompting keychain would. */
  function slowFirstRead(stored: string) {
    let answer!: () => void;
    let started!: () => void;
    const reading = new Promise<void>((resolve) => (started = resolve));
    const store = new Map([['v', stored]]);
    let first = true;
    const entry = {
      getPassword: () => {
        const value = store.get('v') ?? null;
        if (!first) return Promise.resolve(value);
        first = false;
        started();
        return new Promise<string | null>((resolve) => (answer = () => resolve(value)));
      },
      setPassword: async (password: string) => void store.set('v', password),
      deletePassword: async () => store.delete('v'),
    };
    /** Answers the first read, once it has been asked. */
    const answerRead = async () => {
      await reading;
      answer();
    };
    return { entry, store, answerRead };
  }
  const NEW = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MyJ9.bmV3';

  it('a logout while the start-up read is still pending stays logged out', async () => {
    const slow = slowFirstRead(JWT);
    const vault = createTokenVault(slow.entry);
    const startUp = vault.get();
    const logout = vault.delete();
    await slow.answerRead();
    await Promise.all([startUp, logout]);
    expect(await vault.get()).toBeNull();
    expect(slow.store.has('v')).toBe(false);
  });

  it('a login while the start-up read is still pending keeps the new token', async () => {
    const slow = slowFirstRead(JWT);
    const vault = createTokenVault(slow.entry);
    const startUp = vault.get();
    const login = vault.set(NEW, true);
    await slow.answerRead();
    await Promise.all([startUp, login]);
    expect(await vault.get()).toBe(NEW);
    expect(slow.store.get('v')).toBe(NEW);
  });
});

describe('token vault without a usable keychain', () => {
  it('falls back to memory when every keychain call throws, and says so', async () => {
    keyring.mode = 'throws';
    const vault = createTokenVault();
    await expect(vault.set(JWT, true)).resolves.toBeUndefined();
    expect(await vault.get()).toBe(JWT);
    expect(await vault.status()).toEqual({ available: false });
    await vault.delete();
    expect(await vault.get()).toBeNull();
    // Nothing outlives this run.
    expect(await createTokenVault().get()).toBeNull();
  });

  it('a logout still removes a "로그인 유지" token after the keychain failed once this run', async () => {
    // Last run kept the token; this run's start-up read fails (a locked keychain, access denied
    // at the OS prompt), so the member logs in again, in memory, and then logs out.
    keyring.store.set(KEY, JWT);
    keyring.mode = 'throws';
    const vault = createTokenVault();
    expect(await vault.get()).toBeNull();
    await vault.set('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MyJ9.bmV3', true);
    keyring.mode = 'works'; // unlocked by now
    await vault.delete();
    expect(await vault.get()).toBeNull();
    // The next start must not log the member back in with the old token.
    expect(keyring.store.has(KEY)).toBe(false);
    expect(await createTokenVault().get()).toBeNull();
  });

  it('a session-only login still removes an older "로그인 유지" token after a keychain failure', async () => {
    keyring.store.set(KEY, JWT);
    keyring.mode = 'throws';
    const vault = createTokenVault();
    expect(await vault.status()).toEqual({ available: false });
    keyring.mode = 'works';
    await vault.set('eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiI0MyJ9.bmV3', false);
    expect(keyring.store.has(KEY)).toBe(false);
  });

  it('reports available:false before any token is stored', async () => {
    keyring.mode = 'throws';
    expect(await createTokenVault().status()).toEqual({ available: false });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('kept in memory for this run only'));
  });

  it('works from memory when the keychain cannot even be opened', async () => {
    keyring.mode = 'cannot-open';
    const vault = createTokenVault();
    await vault.set(JWT, true);
    expect(await vault.get()).toBe(JWT);
    expect(await vault.status()).toEqual({ available: false });
  });

  it('never logs the token', async () => {
    keyring.mode = 'throws';
    const vault = createTokenVault();
    await vault.set(JWT, true);
    await vault.get();
    for (const args of vi.mocked(console.warn).mock.calls) expect(args.join(' ')).not.toContain(JWT);
  });
});
