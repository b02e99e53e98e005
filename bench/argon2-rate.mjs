// Raw argon2id verify rate with the store's parameters (api/src/modules/auth/password.ts),
// as many verifications in flight as libuv has threads: what a login can at best reach.
import { hash, verify } from '@node-rs/argon2';

const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function argon2VerifyRate(durationMs, concurrency = Number(process.env.UV_THREADPOOL_SIZE ?? 4)) {
  const stored = await hash('demo1234!', ARGON2_OPTIONS);
  const end = performance.now() + durationMs;
  let done = 0;
  const worker = async () => {
    while (performance.now() < end) {
      if (!(await verify(stored, 'demo1234!'))) throw new Error('argon2 verify failed');
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}
