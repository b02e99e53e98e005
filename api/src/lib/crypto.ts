import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable URL-safe token (256 bits by default) for grants, tickets and states. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Random lower-case hex, e.g. for generated login ids. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

/** A uniformly random numeric code from the OS CSPRNG (never Math.random). */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * Stored form of a bearer secret (reset grant, login ticket). The secrets are 256-bit random,
 * so a plain SHA-256 is enough: a database leak gives hashes that cannot be used or reversed.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Keyed hash for low-entropy secrets (6-digit codes): without the key a leak is useless. */
export function hmacSha256(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

/** Constant-time comparison of two hashes, so timing does not reveal how much matched. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
