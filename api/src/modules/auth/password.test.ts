import { describe, expect, it } from 'vitest';
import { ARGON2_IN_FLIGHT, hashPassword, passwordHasher, verifyPassword } from './password.ts';

/** An argon2 whose hashes finish when told to, to watch how many run at once. */
function heldArgon2() {
  const held: (() => void)[] = [];
  const state = { inFlight: 0, most: 0 };
  const hold = <T,>(value: T) => {
    state.inFlight += 1;
    state.most = Math.max(state.most, state.inFlight);
    return new Promise<T>((resolve) =>
      held.push(() => {
        state.inFlight -= 1;
        resolve(value);
      }),
    );
  };
  return { state, held, impl: { hash: () => hold('$argon2id$stored'), verify: () => hold(true) } };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('password hashing', () => {
  it('keeps a libuv thread free for other work: at most one hash per core and never the whole pool', () => {
    expect(ARGON2_IN_FLIGHT).toBeGreaterThanOrEqual(1);
    expect(ARGON2_IN_FLIGHT).toBeLessThan(Number(process.env.UV_THREADPOOL_SIZE) || 4);
  });

  it('runs no more verifications at once than it is given, however many logins arrive, and answers them all', async () => {
    const { state, held, impl } = heldArgon2();
    const { verifyPassword: verify } = passwordHasher(impl, 2);
    const logins = Array.from({ length: 7 }, () => verify('$argon2id$stored', 'pw'));
    await settle();
    expect(state.inFlight).toBe(2);

    while (held.length) {
      held.shift()!();
      await settle();
    }
    await expect(Promise.all(logins)).resolves.toEqual(logins.map(() => true));
    expect(state.most).toBe(2);
  });

  it('hashes with argon2id and verifies only the right password (the real library)', async () => {
    const stored = await hashPassword('demo1234!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(verifyPassword(stored, 'demo1234!')).resolves.toBe(true);
    await expect(verifyPassword(stored, 'demo1234?')).resolves.toBe(false);
    await expect(verifyPassword(null, 'demo1234!')).resolves.toBe(false);
  });
});
