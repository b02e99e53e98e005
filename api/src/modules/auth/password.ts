import { availableParallelism } from 'node:os';
import * as argon2 from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';

/**
 * argon2id with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1; SECURITY.md). The
 * library's default algorithm is argon2id (its const enum cannot be named under
 * isolatedModules); a test pins the `$argon2id$` prefix and parameters.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes in flight at once: one per core, and always one of libuv's threads left free. Each hash
 * holds a pool thread for ~27 ms, and the pool also signs and checks every request's token
 * (WebCrypto) and reads files. With 8 logins at once and no limit, all 4 threads were hashing:
 * on 2 cores a signed-in member's GET /api/auth/check took 50 ms at the median instead of 12–20
 * (`bench/run.mjs`, "during logins"), for no more logins per second, the cores being full anyway.
 */
export const ARGON2_IN_FLIGHT = Math.max(1, Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1));

type Argon2 = Pick<typeof argon2, 'hash' | 'verify'>;

/** Password hashing on `impl` (the real argon2 below; a test's fake to watch what runs at once). */
export function passwordHasher(impl: Argon2, inFlight: number) {
  const slot = concurrencyLimit(inFlight);
  let dummyHash: Promise<string> | undefined;

  const hashPassword = (password: string): Promise<string> => slot(() => impl.hash(password, ARGON2_OPTIONS));

  /**
   * Verifies a password. With no stored hash (unknown id, social-only member) it verifies
   * against a dummy hash anyway, so the answer takes as long as for a real account and its
   * timing does not reveal which login ids exist.
   */
  async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      dummyHash ??= hashPassword('dummy-password-for-timing-1!');
      const dummy = await dummyHash;
      await slot(() => impl.verify(dummy, password)).catch(() => false);
      return false;
    }
    try {
      return await slot(() => impl.verify(storedHash, password));
    } catch {
      return false;
    }
  }

  return { hashPassword, verifyPassword };
}

export const { hashPassword, verifyPassword } = passwordHasher(argon2, ARGON2_IN_FLIGHT);
