import { atom } from 'jotai';

/**
 * The client-side reset permission (membership.md §4): granted by a successful find-pw,
 * revoked after the change. In memory only, like the reset token it carries; the server's
 * single-use grant behind that token is what actually permits the change.
 */
export interface ResetGrant {
  loginId: string;
  resetToken: string;
}

export const resetGrantAtom = atom<ResetGrant | null>(null);

/** What /find-pw hands to /find-pw/reset-password in navigation state. */
export type ResetPasswordLocationState = Partial<ResetGrant>;
