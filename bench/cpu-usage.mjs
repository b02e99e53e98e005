// CPU time from Linux's /proc, to say where a login's CPU goes: the API's main thread (HTTP,
// queries, PGlite's WebAssembly), its other threads (libuv's pool running argon2, V8's GC
// helpers) and the local PostgreSQL server's processes. Elsewhere it reports nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: fixed at 100 for /proc on Linux

/**
 * utime + stime of one /proc stat file, in seconds (0 when it vanished meanwhile); with
 * `children`, also the CPU of the children it has reaped (cutime + cstime).
 */
function cpuSecondsOf(statFile, children = false) {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The command name (field 2) may contain spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU of every local postgres process, counting what exited backends used through the
 * postmaster that reaped them: a sum of live processes alone drops when a pooled connection or an
 * autovacuum worker ends between two snapshots.
 */
function postgresSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSecondsOf(`/proc/${pid}/stat`, true);
    } catch {
      /* the process ended */
    }
  }
  return total;
}

/** CPU seconds so far of `pid`'s main thread, its other threads, and every local postgres process. */
export function cpuSnapshot(pid) {
  if (!pid || !existsSync(`/proc/${pid}/task`)) return undefined;
  let main = 0;
  let others = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const seconds = cpuSecondsOf(`/proc/${pid}/task/${tid}/stat`);
    if (tid === String(pid)) main += seconds;
    else others += seconds;
  }
  return { main, others, postgres: postgresSeconds() };
}

/** Milliseconds of CPU per request between two snapshots, or undefined without /proc. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !requests) return undefined;
  const per = (key) => ((after[key] - before[key]) * 1000) / requests;
  return { main: per('main'), others: per('others'), postgres: per('postgres') };
}
