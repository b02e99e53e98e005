// After `npm run seed:scale`: the list queries of my page and the admin screens, timed
// (p50/p99 over SCALE_RUNS runs with random members/filters) and EXPLAINed, into
// bench/scale-results.md. The SQL mirrors what those screens ask for (a page of 10–20 rows,
// newest first, with the filters of the spec); when their modules land, compare with the
// Kysely queries they actually run (`EXPLAIN` them the same way) and keep both in step.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/store_scale';
const RUNS = Number(process.env.SCALE_RUNS ?? 200);

const pool = new pg.Pool({ connectionString: url, max: 4 });
const { rows: [{ members }] } = await pool.query('select max(id)::int as members from members');
const member = () => 1 + Math.floor(Math.random() * members);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const queries = [
  ['my page: my orders (page 1)', () => [`select o.id, o.order_number, o.status, o.final_krw, o.created_at from orders o where o.member_id = $1 order by o.id desc limit 10`, [member()]]],
  ['my page: my license keys', () => [`select s.id, s.hash_key, s.use_status, s.expire_at, s.item_id from subscriptions s where s.member_id = $1 order by s.id desc limit 10`, [member()]]],
  ['my page: my reviews', () => [`select r.id, r.item_id, r.rate, r.created_at from reviews r where r.member_id = $1 order by r.id desc limit 10`, [member()]]],
  ['admin: orders by status, newest first', () => [`select o.id, o.order_number, o.member_id, o.status, o.final_krw, o.created_at from orders o where o.status = $1 order by o.id desc limit 20`, [pick(['WAITING', 'COMPLETE', 'CONFIRM', 'CANCEL'])]]],
  ['admin: orders of one day', () => [`select o.id, o.order_number, o.status, o.final_krw from orders o where o.created_at >= now() - $1::int * interval '1 day' and o.created_at < now() - ($1::int - 1) * interval '1 day' order by o.id desc limit 20`, [1 + Math.floor(Math.random() * 300)]]],
  ['admin: order by number', () => [`select o.id, o.status from orders o where o.order_number = $1`, [`S${String(1 + Math.floor(Math.random() * 1e6)).padStart(10, '0')}`]]],
  ['admin: members by login id prefix', () => [`select m.id, m.login_id, m.name, m.status from members m where lower(m.login_id) like $1 order by m.id desc limit 20`, [`scale${Math.floor(Math.random() * 1000)}%`]]],
  ['admin: blocked members', () => [`select m.id, m.login_id from members m where m.status = 'BLOCKED' order by m.id desc limit 20`, []]],
  ['admin: license keys by state', () => [`select s.id, s.hash_key, s.member_id from subscriptions s where s.use_status = $1 order by s.id desc limit 20`, [pick(['GRANTED', 'EXPIRED', 'BEFORE_USE', 'DENIED'])]]],
  // The admin dashboard (admin-dashboard.repository.ts): 14 Seoul days of sales and 30 of best
  // sellers from the rollups of migration 0015, refunds and a day's new members over indexes, and
  // the live keys; `day` is a random Seoul day within the data.
  ...(() => {
    const day = () => new Date(Date.now() + 9 * 3_600_000 - (14 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
    return [
      ['admin dashboard: sales of 14 days (rollup)', () => [`select day::text, paid_orders, paid_krw from sales_days where day >= $1::date and day < $1::date + 14`, [day()]]],
      ['admin dashboard: refunded by day (14 days)', () => [`select seoul_day(o.cancelled_at)::text as day, sum(p.refund_amount)::bigint from orders o join payments p on p.order_id = o.id where o.cancelled_at >= $1::timestamptz and o.cancelled_at < $1::timestamptz + interval '14 days' and p.refund_amount > 0 group by seoul_day(o.cancelled_at)`, [`${day()}T00:00:00+09:00`]]],
      ['admin dashboard: members joined in a day', () => [`select count(*)::int from members where created_at >= $1::timestamptz and created_at < $1::timestamptz + interval '1 day' and role = 'USER'`, [`${day()}T00:00:00+09:00`]]],
      ['admin dashboard: best sellers of 30 days (rollup)', () => [`select s.item_id, i.item_name, sum(s.quantity)::int, sum(s.sales_krw)::bigint from item_sales_days s join items i on i.id = s.item_id where s.day >= $1::date and s.day < $1::date + 30 group by s.item_id, i.item_name having sum(s.quantity) > 0 order by sum(s.sales_krw) desc, s.item_id limit 5`, [day()]]],
      ['admin dashboard: live keys and those ending within a week', () => [`select count(*)::int, count(*) filter (where expire_at <= now() + interval '7 days')::int from subscriptions where use_status = 'GRANTED' and expire_at > now()`, []]],
    ];
  })(),
  ['admin: key lookup', () => [`select s.id, s.member_id, s.use_status from subscriptions s where s.hash_key = md5($1)`, [`scale-key-${1 + Math.floor(Math.random() * 1e6)}-0`]]],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const lines = [
  `# Scale list queries (${new Date().toISOString()})`,
  '',
  `Database from \`npm run seed:scale\`; ${RUNS} runs each with random members and filters, one at a time. Target: p99 ≤ 50 ms.`,
  'On a shared 2-core machine p99 includes scheduling stalls of the whole box (an index lookup by a unique key cannot need 50 ms): read p50 and the plans.',
  '',
  '| query | p50 ms | p99 ms | plan |',
  '|---|---:|---:|---|',
];
const plans = [];
for (const [name, make] of queries) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const [text, params] = make();
    const t = performance.now();
    await pool.query(text, params);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const [text, params] = make();
  const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${text}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']);
  const top = plan.find((l) => /Scan/.test(l))?.trim().replace(/\s+\(.*$/, '') ?? plan[0];
  lines.push(`| ${name} | ${pct(times, 50).toFixed(2)} | ${pct(times, 99).toFixed(2)} | ${top}${pct(times, 99) > 50 ? ' **over**' : ''} |`);
  plans.push(`### ${name}\n\n\`\`\`sql\n${text}\n\`\`\`\n\n\`\`\`\n${plan.join('\n')}\n\`\`\``);
  console.log(`${name}: p50 ${pct(times, 50).toFixed(2)} ms, p99 ${pct(times, 99).toFixed(2)} ms — ${top}`);
}
await pool.end();
writeFileSync(join(root, 'bench/scale-results.md'), [...lines, '', '## Plans (EXPLAIN ANALYZE)', '', ...plans, ''].join('\n'));
console.log('written bench/scale-results.md');
