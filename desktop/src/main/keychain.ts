import { AsyncEntry } from '@napi-rs/keyring';
import { sessionTokenSchema, type KeychainStatus } from '@store/shared';

// Where the desktop app keeps the member's session token (DESIGN.md §4): the OS keychain
// (Windows Credential Manager, macOS Keychain, Secret Service on Linux) for "로그인 유지",
// otherwise main-process memory for this run only. The token never touches a file of ours, and
// the renderer never sees where it is stored.
//
// AsyncEntry is @napi-rs/keyring's Entry with the same service/account and promise-returning
// methods: the OS call runs off the main thread, so a slow or prompting keychain cannot freeze
// every window of the app.

export const KEYCHAIN_SERVICE = 'autoworks-store';
export const KEYCHAIN_ACCOUNT = 'session-token';

/** The subset of @napi-rs/keyring's AsyncEntry this file uses (a fake in tests). */
export interface KeychainEntry {
  getPassword(): Promise<string | null | undefined>;
  setPassword(password: string): Promise<void>;
  deletePassword(): Promise<boolean>;
}

export interface TokenVault {
  get(): Promise<string | null>;
  set(token: string, persistent: boolean): Promise<void>;
  delete(): Promise<void>;
  status(): Promise<KeychainStatus>;
}

function openEntry(): KeychainEntry | null {
  try {
    return new AsyncEntry(KEYCHAIN_SERVICE, KEYCHAIN_ACCOUNT);
  } catch {
    return null;
  }
}

export function createTokenVault(entry: KeychainEntry | null = openEntry()): TokenVault {
  let memory: string | null = null;
  let loaded = false;
  // undefined: not tried yet. Once the keychain throws we stop using it for this run, except to
  // remove a token (erase below).
  let available: boolean | undefined = entry ? undefined : false;

  function unavailable(error: unknown) {
    if (available !== false) {
      // Log the failure kind only: keychain errors never contain the token, but stay terse anyway.
      console.warn(`[keychain] OS keychain unavailable; the session token is kept in memory for this run only (${(error as Error)?.name ?? 'error'})`);
    }
    available = false;
  }

  async function attempt<T>(op: (e: KeychainEntry) => Promise<T>, { afterFailure = false } = {}): Promise<{ ok: true; value: T } | { ok: false }> {
    if (!entry || (available === false && !afterFailure)) return { ok: false };
    try {
      const value = await op(entry);
      available = true;
      return { ok: true, value };
    } catch (error) {
      unavailable(error);
      return { ok: false };
    }
  }

  // Removing is tried even once the keychain has failed this run (a locked keychain, access
  // denied at the OS prompt): a "로그인 유지" token left there would log the member back in at
  // the next start, after a logout or a session-only login.
  const erase = () => attempt((e) => e.deletePassword(), { afterFailure: true });

  // One vault call at a time, in the order they were made. Interleaved, the start-up read (slow
  // when the OS asks the member to allow access) would finish after a login or logout made
  // meanwhile and put the old token back in memory; and two keychain writes on the thread pool
  // could land in either order, leaving a token in the keychain after a logout.
  let queue: Promise<unknown> = Promise.resolve();
  function serial<T>(op: () => Promise<T>): Promise<T> {
    const run = queue.then(op, op);
    queue = run.catch(() => undefined);
    return run;
  }

  const vault: TokenVault = {
    async get() {
      if (!loaded) {
        loaded = true;
        const read = await attempt((e) => e.getPassword());
        if (read.ok && read.value) {
          // Another program could have written this entry: only a well-formed token is used.
          if (sessionTokenSchema.safeParse(read.value).success) memory = read.value;
          else await attempt((e) => e.deletePassword());
        }
      }
      return memory;
    },
    async set(token, persistent) {
      memory = token;
      loaded = true;
      if (persistent) {
        // On failure the token stays in memory: logged in until quit, and status() says so.
        await attempt((e) => e.setPassword(token));
      } else {
        // A session-only login must not leave an older "keep me logged in" token behind.
        await erase();
      }
    },
    async delete() {
      memory = null;
      loaded = true;
      await erase();
    },
    async status() {
      if (available === undefined) await attempt((e) => e.getPassword());
      return { available: available === true };
    },
  };
  return {
    get: () => serial(() => vault.get()),
    set: (token, persistent) => serial(() => vault.set(token, persistent)),
    delete: () => serial(() => vault.delete()),
    status: () => serial(() => vault.status()),
  };
}
