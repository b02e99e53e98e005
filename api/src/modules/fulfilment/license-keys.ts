import { randomInt } from 'node:crypto';

// License keys: 'AW' + 18 characters from a 32-letter alphabet without look-alikes (0/O, 1/I),
// drawn from the OS CSPRNG: 90 random bits, so a key cannot be guessed or enumerated. The
// unique index on subscriptions.hash_key is the final word on (astronomically unlikely) repeats.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const LICENSE_KEY_PATTERN = /^AW[A-HJ-NP-Z2-9]{2}(-[A-HJ-NP-Z2-9]{4}){4}$/;

export function newLicenseKey(): string {
  const chars = Array.from({ length: 18 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `AW${chars.slice(0, 2)}-${chars.slice(2, 6)}-${chars.slice(6, 10)}-${chars.slice(10, 14)}-${chars.slice(14, 18)}`;
}
