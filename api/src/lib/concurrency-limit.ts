/**
 * Runs at most `limit` of the given tasks at once; the rest wait in arrival order. Used where
 * more work in flight than the machine has cores only makes every piece of it slower.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
