/**
 * Counts the requests whose handlers are still running, so a shutdown can wait for them before it
 * closes the database. Node's `server.close()` waits for connections, not handlers: a client that
 * hangs up (or a load balancer that gives up) leaves its handler running, a login in argon2 or a
 * checkout between statements, which then met a closed pool and ended in a 500 and a log error.
 */
export function inFlightRequests<A extends unknown[]>(fetch: (...args: A) => Response | Promise<Response>) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const done = () => {
    running -= 1;
    if (running === 0) for (const wake of waiting.splice(0)) wake();
  };
  return {
    fetch: (...args: A): Response | Promise<Response> => {
      running += 1;
      let answer;
      try {
        answer = fetch(...args);
      } catch (error) {
        done();
        throw error;
      }
      if (answer instanceof Promise) return answer.finally(done);
      done();
      return answer;
    },
    get running() {
      return running;
    },
    /** Resolves once no handler is running (at once if none is). */
    idle: (): Promise<void> => (running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}
