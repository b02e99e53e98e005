import { DESKTOP_CHANNELS } from '@store/shared';
import type { TokenVault } from '../keychain.ts';
import type { IpcRegistrar } from './handle.ts';

// auth:* — the session token moves between the renderer and the vault (keychain or memory).
// The renderer can store, read back and delete its own token; it cannot name another keychain
// entry, and a malformed token is refused by the shared schema before it is written anywhere.
export function registerAuthIpc(ipc: IpcRegistrar, vault: TokenVault): void {
  ipc.handle(DESKTOP_CHANNELS.authGetToken, () => vault.get());
  ipc.handle(DESKTOP_CHANNELS.authSetToken, async ({ token, persistent }) => {
    await vault.set(token, persistent);
  });
  ipc.handle(DESKTOP_CHANNELS.authDeleteToken, async () => {
    await vault.delete();
  });
  ipc.handle(DESKTOP_CHANNELS.authKeychainStatus, () => vault.status());
}
