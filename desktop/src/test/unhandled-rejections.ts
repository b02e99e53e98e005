// Test support: the promise rejections nobody handled. In Electron's main process each one is
// raised as an uncaught exception, which puts Electron's own English "A JavaScript error
// occurred in the main process" dialog, with a stack trace, in front of the member.

/** Runs `run`, waits one macrotask for Node to notice, and returns what was rejected unhandled. */
export async function unhandledRejectionsDuring(run: () => unknown): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off('unhandledRejection', listener);
  }
  return seen;
}
