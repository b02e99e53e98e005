// npm run bench:scale, after `npm run seed:scale`: the my-page and admin lists timed as the app
// runs them, by calling the API's own services (their Kysely queries, their page sizes, their
// counts) on the scale database, p50/p99 over SCALE_RUNS calls with random members and filters
// (after a few untimed ones per list);
// then every statement a call ran, EXPLAINed with the values it ran with. Into
// bench/scale-results.md. Hand-written SQL would measure what the screens might ask; this measures
// what they do ask, and follows the code when it changes.
//
//   SCALE_DATABASE_URL=postgres://…/store_scale   default: store_scale on the test server
//   SCALE_RUNS=300                                calls per list (at 100, p99 is the slowest call)
//   SCALE_ONLY=reviews,dashboard                  only the lists whose names hold one of these; the
//                                                 results are printed, the file is left as it is
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  adminOrderListQuerySchema,
  adminQnaListQuerySchema,
  adminReviewListQuerySchema,
  adminUserListQuerySchema,
  pointQuerySchema,
  PAGE_SIZES,
} from '@store/shared';
import { loadConfig } from '../api/src/config.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { systemClock } from '../api/src/lib/context.ts';
import { dashboard } from '../api/src/modules/admin-dashboard/admin-dashboard.service.ts';
import { listOrders as adminOrders, newOrders } from '../api/src/modules/admin-orders/admin-orders.service.ts';
import { listQuestions as adminQuestions } from '../api/src/modules/admin-qna/admin-qna.service.ts';
import { listReviews as adminReviews } from '../api/src/modules/admin-reviews/admin-reviews.service.ts';
import { listAdminKeys } from '../api/src/modules/admin-subscriptions/admin-subscriptions.service.ts';
import { listUsers } from '../api/src/modules/admin-users/admin-users.service.ts';
import { mypageHome } from '../api/src/modules/mypage/mypage.service.ts';
import { listWallet } from '../api/src/modules/mypage-account/coupon-wallet.service.ts';
import { pointHistory } from '../api/src/modules/mypage-account/point-history.service.ts';
import { questionPage } from '../api/src/modules/mypage-qna/mypage-qna.service.ts';
import { listPurchases } from '../api/src/modules/purchases/purchases.service.ts';
import { reviewablePage, reviewPage } from '../api/src/modules/reviews/reviews.service.ts';
import { listSubscriptions } from '../api/src/modules/subscriptions/subscriptions.service.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/store_scale';
// p99 of 100 calls is the one slowest, and one stall of a shared machine decides it; of 300 it
// is the fourth slowest.
const RUNS = Number(process.env.SCALE_RUNS ?? 300);
const WARMUP = 5;
const TARGET_MS = 50;
const ONLY = process.env.SCALE_ONLY?.split(',').filter(Boolean);

const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: url, STORE_DATA_DIR: mkdtempSync(join(tmpdir(), 'scale-')), LOG_LEVEL: 'silent' });
// The app's own database handle (its pool, its prepared generic plans) for the timings…
const handle = await openDatabase({ url });
const deps = { db: handle.db, clock: systemClock, config };
// …and a plain one that records each statement, for the plans.
let recorded = [];
const recordingPool = new pg.Pool({ connectionString: url, max: 4 });
const recordingDb = new Kysely({
  dialect: new PostgresDialect({ pool: recordingPool }),
  log: (event) => event.level === 'query' && recorded.push({ sql: event.query.sql, parameters: event.query.parameters }),
});

const plain = new pg.Pool({ connectionString: url, max: 1 });
const { rows: [sizes] } = await plain.query('select (select max(id) from members)::int as members, (select max(id) from orders)::int as orders');
if (!sizes.members) throw new Error(`${url} has no members: run npm run seed:scale first`);
const rnd = (n) => Math.floor(Math.random() * n);
const member = () => 1 + rnd(sizes.members);
const pick = (list) => list[rnd(list.length)];
/** A Seoul calendar day within the seeded orders (they span the year before the seed). */
const day = (back = 0) => new Date(Date.now() + 9 * 3_600_000 - (back + rnd(300)) * 86_400_000).toISOString().slice(0, 10);
const md5Fragment = () => rnd(0xffffffff).toString(16).padStart(8, '0').slice(0, 6);

/** [name, call(deps)]: each call is what one screen asks for, with the values a person might pick. */
const lists = [
  ['my page: home (profile, purchases, reviews, Q&A)', (d) => mypageHome(d, member())],
  ['my page: purchases, first page', (d) => listPurchases(d, member(), 1, PAGE_SIZES.more)],
  ['my page: reviewable lines', (d) => reviewablePage(d, member(), 1, PAGE_SIZES.more)],
  ['my page: written reviews', (d) => reviewPage(d, member(), 1, PAGE_SIZES.more)],
  ['my page: Q&A', (d) => questionPage(d, member(), 1, PAGE_SIZES.more)],
  ['my page: subscriptions (every key)', (d) => listSubscriptions(d, member())],
  ['my page: points, 3 months', (d) => pointHistory(d, member(), pointQuerySchema.parse({ period: 3 }))],
  ['my page: coupons, unused', (d) => listWallet(d, member(), { page: 1, size: PAGE_SIZES.coupons, status: 'unused' })],
  ['admin: orders, newest first', (d) => adminOrders(d, adminOrderListQuerySchema.parse({}))],
  ['admin: orders, page 50', (d) => adminOrders(d, adminOrderListQuerySchema.parse({ page: 50 }))],
  ['admin: orders by status', (d) => adminOrders(d, adminOrderListQuerySchema.parse({ status: pick(['WAITING', 'COMPLETE', 'CONFIRM', 'CANCEL']) }))],
  ['admin: orders of one day', (d) => { const at = day(); return adminOrders(d, adminOrderListQuerySchema.parse({ from: at, to: at })); }],
  ['admin: orders by buyer login id', (d) => adminOrders(d, adminOrderListQuerySchema.parse({ q: `scale${member()}` }))],
  ['admin: orders by order number', (d) => adminOrders(d, adminOrderListQuerySchema.parse({ q: `S${String(1 + rnd(sizes.orders)).padStart(10, '0')}` }))],
  ['admin: members, newest first', (d) => listUsers(d, adminUserListQuerySchema.parse({}))],
  ['admin: members by any field', (d) => listUsers(d, adminUserListQuerySchema.parse({ q: `scale${member()}` }))],
  ['admin: members by phone', (d) => listUsers(d, adminUserListQuerySchema.parse({ q: `010${String(member()).padStart(8, '0')}`, field: 'phoneNumber' }))],
  ['admin: members of a grade, by purchases', (d) => listUsers(d, adminUserListQuerySchema.parse({ grade: pick(['WELCOME', 'VIP', 'VVIP', 'BLOCKED']), sort: 'totalPurchaseAmount' }))],
  ['admin: license keys, all', (d) => listAdminKeys(d, 'all', undefined)],
  ['admin: license keys, active', (d) => listAdminKeys(d, 'active', undefined)],
  ['admin: license keys, inactive', (d) => listAdminKeys(d, 'inactive', undefined)],
  ['admin: license keys by a key\'s beginning', (d) => listAdminKeys(d, 'all', `AW${md5Fragment().slice(0, 4).toUpperCase()}`)],
  ['admin: license keys by buyer name', (d) => listAdminKeys(d, 'all', pick(['김민준', '회원', '이서연']))],
  ['admin: reviews, newest first', (d) => adminReviews(d, adminReviewListQuerySchema.parse({}))],
  ['admin: reviews by author', (d) => adminReviews(d, adminReviewListQuerySchema.parse({ q: `scale${member()}` }))],
  ['admin: product Q&A', (d) => adminQuestions(d, adminQnaListQuerySchema.parse({}))],
  ['admin: new orders (polled)', (d) => newOrders(d, 1)],
  ['admin: dashboard', (d) => dashboard(d)],
];

const chosen = ONLY ? lists.filter(([name]) => ONLY.some((part) => name.includes(part))) : lists;

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rows = [];
const plans = [];
for (const [name, call] of chosen) {
  // Untimed first calls open the pool's connections and prepare its marked statements, as a
  // server that has run a while has them; what follows is timed with cold rows still (random members).
  for (let i = 0; i < WARMUP; i++) await call(deps);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await call(deps);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [p50, p99] = [pct(times, 50), pct(times, 99)];
  recorded = [];
  await call({ ...deps, db: recordingDb });
  const statements = recorded;
  const explained = [];
  for (const { sql, parameters } of statements) {
    const { rows: planRows } = await plain.query(`explain (analyze, buffers, costs off) ${sql}`, parameters);
    explained.push({ sql, parameters, plan: planRows.map((r) => r['QUERY PLAN']) });
  }
  const seqScans = [...new Set(explained.flatMap((e) => e.plan.map((l) => /Seq Scan on (\w+)/.exec(l)?.[1]).filter(Boolean)))];
  rows.push(`| ${name} | ${statements.length} | ${p50.toFixed(2)} | ${p99.toFixed(2)}${p99 > TARGET_MS ? ' **over**' : ''} | ${seqScans.length ? seqScans.join(', ') : '–'} |`);
  plans.push(
    `### ${name}\n\n` +
      explained.map((e) => `\`\`\`sql\n${e.sql}\n\`\`\`\n\nvalues: \`${JSON.stringify(e.parameters)}\`\n\n\`\`\`\n${e.plan.join('\n')}\n\`\`\``).join('\n\n'),
  );
  console.log(`${name}: ${statements.length} statements, p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms${seqScans.length ? `, seq scans: ${seqScans.join(', ')}` : ''}`);
}
await Promise.all([handle.close(), recordingDb.destroy(), plain.end()]);
if (ONLY) {
  // A part of the lists would replace the whole table: print the plans instead.
  console.log(plans.join('\n\n'));
  process.exit(0);
}

const counts = `${sizes.members.toLocaleString('en')} members, ${sizes.orders.toLocaleString('en')} orders`;
writeFileSync(
  join(root, 'bench/scale-results.md'),
  [
    `# Scale lists (${new Date().toISOString()})`,
    '',
    `The API's own services on the database of \`npm run seed:scale\` (${counts}), each called ${RUNS} times one at a time with random members and filters (after ${WARMUP} untimed calls that open the pool's connections); a call is`,
    `every statement its screen's request runs (a page and its count, say). Target: p99 ≤ ${TARGET_MS} ms, plans on indexes. "Sequential scans" names the tables a plan`,
    'reads whole; on a small table (items, coupons) that is the right plan. On a shared 2-core machine p99 includes stalls of the whole box: read p50 and the plans.',
    '',
    '| list | statements | p50 ms | p99 ms | sequential scans |',
    '|---|---:|---:|---:|---|',
    ...rows,
    '',
    '## Plans (EXPLAIN ANALYZE, the last call of each list)',
    '',
    ...plans,
    '',
  ].join('\n'),
);
console.log('written bench/scale-results.md');
