import { DESKTOP_CHANNELS } from '@store/shared';
import type { TokenVault } from '../keychain.ts';
import type { SocialLogin } from '../social-login.ts';
import type { IpcRegistrar } from './handle.ts';

// auth:* — the session token moves between the renderer and the vault (keychain or memory).
// The renderer can store, read back and delete its own token; it cannot name another keychain
// entry, and a malformed token is refused by the shared schema before it is written anywhere.
// A social login runs in the member's browser (social-login.ts); the renderer gets back only the
// app path to go to, which the shared schema limits to the ticket exchange or the login page.
export function registerAuthIpc(ipc: IpcRegistrar, vault: TokenVault, socialLogin: SocialLogin): void {
  ipc.handle(DESKTOP_CHANNELS.authGetToken, () => vault.get());
  ipc.handle(DESKTOP_CHANNELS.authSetToken, async ({ token, persistent }) => {
    await vault.set(token, persistent);
  });
  ipc.handle(DESKTOP_CHANNELS.authDeleteToken, async () => {
    await vault.delete();
  });
  ipc.handle(DESKTOP_CHANNELS.authKeychainStatus, () => vault.status());
  ipc.handle(DESKTOP_CHANNELS.authSocialLogin, ({ provider }) => socialLogin(provider));
}
