// npm run bench: loopback load test of the store API on PGlite and on PostgreSQL, each
// result divided by a minimal Hono /json "ceiling" measured right before and right after it
// (absolute numbers depend on the machine; ratios compare). Writes bench/results.md.
//
//   BENCH_DURATION=5            seconds per target
//   BENCH_CONNECTIONS=50        concurrent connections for the GET targets
//   BENCH_LOGIN_CONNECTIONS=8   for POST /api/login (argon2 runs on libuv's 4 threads)
//   BENCH_DBS=pglite,postgres   which databases
//   BENCH_DATABASE_URL=postgres://…  server for the PostgreSQL run (a fresh database is made and
//                                    dropped); default the test server postgres://postgres@127.0.0.1:55432/postgres
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { argon2VerifyRate } from './argon2-rate.mjs';
import { cpuPerRequest, cpuSnapshot } from './cpu-usage.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 8);
const DBS = (process.env.BENCH_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()).filter(Boolean);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/postgres';

const children = new Set();
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

function start(cmd, args, env, cwd = root) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let log = '';
  child.stdout.on('data', (d) => (log = (log + d).slice(-4000)));
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  child.on('exit', () => children.delete(child));
  return {
    child,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// Numbers the simulated clients across calls, so a warm-up and the run after it use different
// addresses and keys (each would otherwise be counted twice by the per-IP and per-key limits).
let clientNumber = 0;

/** POSTs JSON, the n-th request with body `bodyOf(n)` from client address n (TRUST_PROXY). */
function postFromManyClients(url, bodyOf, opts = {}) {
  const setupRequest = (req) => {
    const n = (clientNumber += 1);
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    return { ...req, headers, body: JSON.stringify(bodyOf(n)) };
  };
  return cannon({ url, ...opts, requests: [{ method: 'POST', setupRequest }] });
}

/** A session token for `loginId`, from its own client address (TRUST_PROXY). */
async function signIn(base, loginId, password) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
    body: JSON.stringify({ loginId, password, keepLoggedIn: false }),
  });
  const token = (await res.json()).data?.token;
  if (!token) throw new Error(`login as ${loginId} failed: ${res.status}`);
  return token;
}

function row(name, result, ratioTo, ratioLabel = 'ceiling', around = '') {
  const rps = result.requests.average;
  return {
    name,
    around,
    rps,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratio: ratioTo ? rps / ratioTo : null,
    ratioLabel,
    statuses: ['2xx', '3xx', '4xx', '5xx'].filter((k) => result[k] > 0).map((k) => `${k}:${result[k]}`).join(' '),
    errors: result.errors + result.timeouts,
  };
}

/** The ceiling app (bench/ceiling.mjs) on its own port; with `payloadFile` it also serves /payload. */
async function startCeiling(payloadFile) {
  const port = await freePort();
  const server = start(process.execPath, ['bench/ceiling.mjs'], { PORT: String(port), ...(payloadFile ? { PAYLOAD_FILE: payloadFile } : {}) });
  const url = `http://127.0.0.1:${port}/json`;
  await waitFor(url);
  await cannon({ url, duration: 1 }); // warm-up
  return { url, payloadUrl: `http://127.0.0.1:${port}/payload`, stop: server.stop };
}

/** A row that only says something (no measurement of its own). */
function textRow(name) {
  return { name, around: '', rps: null, p50: null, p99: null, ratio: null, statuses: '', errors: 0 };
}

async function measureCeiling() {
  const ceiling = await startCeiling();
  try {
    return await cannon({ url: ceiling.url });
  } finally {
    await ceiling.stop();
  }
}

/**
 * Measures `measure()` between two measurements of `reference()` (each half as long) and
 * divides by their mean: on a shared machine the load drifts within seconds, and a reference
 * taken on both sides of the target cancels a drift that one taken before it would not.
 */
async function bracketed(name, reference, measure, ratioLabel = 'ceiling') {
  const before = await reference();
  const result = await measure();
  const after = await reference();
  const mean = (before + after) / 2;
  return row(name, result, mean, ratioLabel, `${fmt(before)} / ${fmt(after)}`);
}

/** The ceiling's req/s over half a target's duration. */
const ceilingRate = (url) => async () => (await cannon({ url, duration: Math.max(1, DURATION / 2) })).requests.average;

/** The status-200 bytes and headers of `url`, for the ceiling app to send as they are. */
async function writePayload(url, file) {
  const res = await fetch(url);
  const headers = {};
  res.headers.forEach((v, k) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)) headers[k] = v;
  });
  writeFileSync(file, JSON.stringify({ body: await res.text(), headers }));
}

async function freshPostgres() {
  const name = `store_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_SERVER });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function benchStore(kind) {
  const dataDir = mkdtempSync(join(tmpdir(), `store-bench-${kind}-`));
  const database = kind === 'postgres' ? await freshPostgres() : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const server = start(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    STORE_DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // Request logs go to a pipe here; production keeps them (see the caveat in results.md).
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
  }, join(root, 'api'));
  const rows = [];
  let ceiling;
  try {
    await waitFor(`${base}/api/health`).catch((e) => {
      throw new Error(`${e.message}\n${server.log()}`);
    });
    // What a new user waits for at `npm start` on an empty database: migrations and the demo data.
    rows.push(textRow(`First start on an empty database (migrations, demo data, until /api/health answers): ${fmt((performance.now() - spawnedAt) / 1000, 1)} s`));
    const items = await (await fetch(`${base}/api/items`)).json();
    const itemId = items.items[0]?.itemId;
    if (!itemId) throw new Error('no item on sale: the demo seed did not run');
    const detailUrl = `${base}/api/items/detail?itemId=${itemId}`;
    const etag = (await fetch(detailUrl)).headers.get('etag');

    // The same bytes from the minimal app (/payload): what this payload costs on this machine by
    // itself. That app also serves the ceiling measured around every target.
    const payloadFile = join(dataDir, 'payload.json');
    await writePayload(`${base}/api/items`, payloadFile);
    ceiling = await startCeiling(payloadFile);
    const aroundCeiling = ceilingRate(ceiling.url);

    const targets = [
      ['GET /api/items', { url: `${base}/api/items` }],
      ['GET /api/items/detail', { url: detailUrl }],
      ['GET /api/items/detail (If-None-Match → 304)', { url: detailUrl, headers: { 'if-none-match': etag ?? '' } }],
      ['GET /api/search/suggestions?q=자동', { url: `${base}/api/search/suggestions?q=${encodeURIComponent('자동')}` }],
      // Browsers always ask for gzip: the cached list as they receive it.
      ['GET /api/items (Accept-Encoding: gzip, as browsers ask)', { url: `${base}/api/items`, headers: { 'accept-encoding': 'gzip, deflate, br' } }],
      ['GET /api/items bytes from the minimal app (payload ceiling)', { url: ceiling.payloadUrl }],
    ];
    for (const [name, opts] of targets) {
      await cannon({ ...opts, duration: 1 });
      rows.push(await bracketed(name, aroundCeiling, () => cannon(opts)));
    }

    // Logins against the raw argon2 rate measured around them with the server idle: like the
    // ceiling, a ratio is only fair to a rate measured under the same load on a shared machine.
    // A different client IP per request (TRUST_PROXY) so the per-IP throttle does not turn the run
    // into a 429 benchmark; the per-id slots are given back on success.
    const argonRate = () => argon2VerifyRate(Math.max(1, DURATION / 2) * 1000);
    const login = (opts = {}) => postFromManyClients(`${base}/api/login`, () => ({ loginId: 'demo', password: 'demo1234!', keepLoggedIn: false }), {
      connections: LOGIN_CONNECTIONS,
      ...opts,
    });
    let loginCpu;
    const measuredLogin = async () => {
      const before = cpuSnapshot(server.child.pid);
      const result = await login();
      loginCpu = cpuPerRequest(before, cpuSnapshot(server.child.pid), result['2xx']);
      return result;
    };
    await login({ duration: 1 }); // warm-up, as for every target
    rows.push(await bracketed(`POST /api/login (${LOGIN_CONNECTIONS} connections)`, argonRate, measuredLogin, 'argon2 verify'));
    if (loginCpu) {
      const pgPart = kind === 'postgres' ? `, PostgreSQL ${fmt(loginCpu.postgres, 1)}` : '';
      const text = `CPU per login (ms, /proc): API main thread ${fmt(loginCpu.main, 1)}, its other threads (argon2, GC) ${fmt(loginCpu.others, 1)}${pgPart}`;
      rows.push(textRow(text));
    }

    // A signed-in member's request while logins keep argon2 busy: hashing must not take every
    // libuv thread, which also signs and checks tokens (password.ts, ARGON2_IN_FLIGHT).
    const token = await signIn(base, 'admin', 'admin1234!');
    const check = (opts = {}) => cannon({ url: `${base}/api/auth/check`, connections: 4, headers: { authorization: `Bearer ${token}` }, ...opts });
    await check({ duration: 1 });
    rows.push(row('GET /api/auth/check (signed in, 4 connections)', await check(), null));
    const [during] = await Promise.all([check({ duration: DURATION }), login({ duration: DURATION + 1 })]);
    rows.push(row(`GET /api/auth/check during logins (${LOGIN_CONNECTIONS} connections)`, during, null));

    // Many PCs, each with its own key and address: the per-key and per-IP limits are counted (a
    // database write per call) without one of them tripping. The keys are unknown, so this
    // measures the limit writes and the lookup, not the signing of a certificate.
    const validate = (opts = {}) =>
      postFromManyClients(
        `${base}/api/licenses/validate`,
        (n) => ({ hashKey: `BENCH-${String(n % 10_000).padStart(4, '0')}-0000-0000`, macAddress: '00:11:22:33:44:55' }),
        opts,
      );
    await validate({ duration: 1 }); // warm-up
    rows.push(await bracketed('POST /api/licenses/validate (unknown keys, one per PC)', aroundCeiling, validate));
  } finally {
    await ceiling?.stop();
    await server.stop();
    await database?.drop().catch((e) => console.error('drop failed:', e.message));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const fmt = (v, d = 0) => (v === null || v === undefined ? '–' : Number(v).toFixed(d));

function table(rows) {
  const lines = ['| target | req/s | p50 ms | p99 ms | ratio | reference before / after | statuses |', '|---|---:|---:|---:|---:|---:|---|'];
  for (const r of rows) {
    lines.push(`| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} | ${r.ratio === null ? '–' : `${fmt(r.ratio, 2)}× ${r.ratioLabel}`} | ${r.around || '–'} | ${r.statuses}${r.errors ? ` errors:${r.errors}` : ''} |`);
  }
  return lines.join('\n');
}

async function main() {
  console.log(`bench: ${DURATION} s per target, ${CONNECTIONS} connections, databases: ${DBS.join(', ')}`);
  const ceiling = await measureCeiling();
  const ceilingRow = row('GET /json (minimal Hono, the ceiling)', ceiling, ceiling.requests.average);
  console.log(table([ceilingRow]));

  const sections = [];
  for (const kind of DBS) {
    try {
      const rows = await benchStore(kind);
      console.log(`\n${kind}\n${table(rows)}`);
      sections.push(`### ${kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}\n\n${table(rows)}`);
    } catch (error) {
      console.error(`${kind}: ${error.message}`);
      sections.push(`### ${kind}\n\nnot measured: ${error.message.split('\n')[0]}`);
    }
  }

  const md = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} with \`npm run bench\` on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version};`,
    `${DURATION} s per target after a 1 s warm-up, ${CONNECTIONS} connections (logins ${LOGIN_CONNECTIONS}), loopback, autocannon in the same machine.`,
    'The API runs as `npm start` would (one process, demo data, LOG_LEVEL=warn). Each ratio is to the mean of its reference measured',
    'for half as long right before and right after it (both shown): the load of a shared machine drifts within seconds, and a reference',
    'taken on both sides cancels a steady drift. Absolute numbers vary with the machine and with whatever else runs on it.',
    '',
    table([ceilingRow]),
    '',
    'The login ratio divides logins/s by the raw argon2id verify rate (m=19 MiB, t=2, p=1, 4 in flight, in the process that runs',
    'autocannon) measured right before and right after the logins, with the server idle.',
    '',
    ...sections.flatMap((s) => [s, '']),
    'Targets (issue 9): list and detail ≥ 0.5× the ceiling on both databases, detail p99 ≤ 15 ms at 50 connections,',
    'logins/s ≥ 0.9× the raw argon2 verify rate.',
    '',
  ].join('\n');
  const out = process.env.BENCH_OUT ?? join(root, 'bench/results.md');
  writeFileSync(out, md + (process.env.BENCH_NOTE ? `\n${process.env.BENCH_NOTE}\n` : ''));
  console.log(`\nwritten ${out}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
