import { hmacSha256, randomToken, safeEqual } from '../../lib/crypto.ts';

// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"). A browser
// that has logged in to an account keeps a signed cookie for that account. A login from it to
// that account is throttled on the cookie alone, so guesses spread over many addresses, which
// can fill the account's ceiling for every address together, do not shut its member out of a
// browser they have used. The cookie names no account: its signature covers the login id, so it
// is valid only when the same id is typed again.

export const LOGIN_DEVICE_COOKIE = 'login_device';
/** Half a year: a member who logs in twice a year keeps their browser trusted. */
export const LOGIN_DEVICE_MAX_AGE_SECONDS = 180 * 86_400;

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, loginId: string, nonce: string): string {
  // Domain-separated, so no other HMAC made with the same secret can pass for a device cookie.
  return hmacSha256(secret, `login-device\u0000${loginId.toLowerCase()}\u0000${nonce}`);
}

/** A new cookie value for `loginId`: `<nonce>.<signature>`. */
export function issueDeviceCookie(secret: string, loginId: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${signature(secret, loginId, nonce)}`;
}

/**
 * The cookie's nonce when `value` is a cookie this store issued for `loginId` (in any letter
 * case), else null: a missing, malformed, forged or other account's cookie counts as none.
 */
export function trustedDevice(secret: string, value: string | undefined, loginId: string): string | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  const [, nonce, mac] = match;
  return safeEqual(mac!, signature(secret, loginId, nonce!)) ? nonce! : null;
}
