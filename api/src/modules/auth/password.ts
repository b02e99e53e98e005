import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1; SECURITY.md). The
 * library's default algorithm is argon2id (its const enum cannot be named under
 * isolatedModules); a test pins the `$argon2id$` prefix and parameters.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown id, social-only member) it verifies
 * against a dummy hash anyway, so the answer takes as long as for a real account and its
 * timing does not reveal which login ids exist.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing-1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
