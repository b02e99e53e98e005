// npm run seed:scale: a PostgreSQL database at production scale for the list benchmarks
// (issue 9 §2): 100k members, 1M orders (+1M order lines), ~2M license keys, 200k reviews.
// Rows are generated inside PostgreSQL (INSERT … SELECT generate_series, in batches), which is
// faster than COPY from this process because no row crosses the socket.
//
//   SCALE_DATABASE_URL=postgres://…/store_scale   target (created if missing, must be empty or
//                                                 a previous scale database: it is recreated)
//   default: database store_scale on the test server postgres://postgres@127.0.0.1:55432
//   SCALE=0.1     a tenth of every count (quick runs)
//   then: npm run bench:scale                     p50/p99 and EXPLAIN of my-page and admin lists
import pg from 'pg';
import { Kysely, PostgresDialect } from 'kysely';

const SCALE = Number(process.env.SCALE ?? 1);
const BATCH = 100_000;
const target = new URL(process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:55432/store_scale');
const counts = {
  members: Math.round(100_000 * SCALE),
  items: 60,
  orders: Math.round(1_000_000 * SCALE),
  reviews: Math.round(200_000 * SCALE),
};

async function recreateDatabase() {
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const server = new URL(target);
  server.pathname = '/postgres';
  const c = new pg.Client({ connectionString: server.toString() });
  await c.connect();
  await c.query(`drop database if exists ${name} with (force)`);
  await c.query(`create database ${name}`);
  await c.end();
}

async function migrate() {
  // The app's own migrations (TypeScript): this script runs under `node --import tsx`.
  const { migrateToLatest } = await import('../api/src/db/migrate.ts');
  const db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: target.toString(), max: 1 }) }) });
  await migrateToLatest(db);
  await db.destroy();
}

async function batched(client, label, total, sqlFor) {
  const started = performance.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await client.query(sqlFor(from, to));
    process.stdout.write(`\r${label}: ${to}/${total}`);
  }
  process.stdout.write(`  (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
}

async function main() {
  const t0 = performance.now();
  await recreateDatabase();
  await migrate();
  const c = new pg.Client({ connectionString: target.toString() });
  await c.connect();
  await c.query('set synchronous_commit = off');
  // Row triggers off for the bulk load (the sales rollups would be kept row by row, a lookup per
  // order line); rebuilt in one pass at the end, as migration 0015 says bulk loads should.
  await c.query(`set session_replication_role = replica`);
  const { members, items, orders, reviews } = counts;

  await batched(c, 'members', members, (a, b) => `
    insert into members (id, login_id, password_hash, name, birth, email, phone, role, status, points, total_purchase_krw, created_at)
    overriding system value
    select g, 'scale' || g, null, '회원' || g, '19900101', 'scale' || g || '@example.com', '010' || lpad(g::text, 8, '0'),
      'USER', case when g % 100 = 0 then 'BLOCKED' else 'ACTIVE' end, (g % 50) * 100, (g % 37) * 10000,
      now() - (g % 1000) * interval '1 day'
    from generate_series(${a}, ${b}) g`);
  await c.query(`select setval(pg_get_serial_sequence('members', 'id'), ${members})`);

  await c.query(`
    insert into items (id, item_name, item_description, category, cost_price, sale_price, sale_quantity, item_status, search_initials)
    overriding system value
    select g, '대량 자동화 상품 ' || g, '규모 시험용 상품', (array['BEST','NEW','DISCOUNTED','MARKETING','ETC'])[1 + g % 5],
      30000, 20000 + (g % 10) * 1000, g * 13 % 500, 'SALE', ''
    from generate_series(1, ${items}) g`);
  await c.query(`select setval(pg_get_serial_sequence('items', 'id'), ${items})`);

  // Status mix: 5 % waiting, 5 % cancelled, a third confirmed, the rest paid.
  const status = `case when g % 20 = 0 then 'WAITING' when g % 20 = 1 then 'CANCEL' when g % 3 = 0 then 'CONFIRM' else 'COMPLETE' end`;
  await batched(c, 'orders', orders, (a, b) => `
    insert into orders (id, order_number, member_id, status, payment_method, total_krw, final_krw, payment_id, deposit_deadline,
      paid_at, confirmed_at, cancelled_at, created_at, updated_at)
    overriding system value
    select g, 'S' || lpad(g::text, 10, '0'), 1 + (g::bigint * 7919) % ${members}, s.status, 'SIMPLE_PAY', 42000, 42000, 'scale-' || g,
      t.at + interval '1 day',
      case when s.status in ('COMPLETE', 'CONFIRM') then t.at end,
      case when s.status = 'CONFIRM' then t.at + interval '2 days' end,
      case when s.status = 'CANCEL' then t.at + interval '1 hour' end,
      t.at, t.at
    from generate_series(${a}, ${b}) g
    cross join lateral (select ${status} as status) s
    cross join lateral (select now() - ((${orders} - g) * interval '30 seconds') as at) t`);
  await c.query(`select setval(pg_get_serial_sequence('orders', 'id'), ${orders})`);

  await batched(c, 'order_items', orders, (a, b) => `
    insert into order_items (id, order_id, item_id, item_name, subscription_period, quantity, unit_price_krw, order_price_krw)
    overriding system value
    select g, g, 1 + g % ${items}, '대량 자동화 상품 ' || (1 + g % ${items}), 1, 2, 21000, 42000
    from generate_series(${a}, ${b}) g`);
  await c.query(`select setval(pg_get_serial_sequence('order_items', 'id'), ${orders})`);

  // Two keys per paid or cancelled order line (cancelled ones revoked): about 1.9M per 1M orders.
  await batched(c, 'subscriptions', orders, (a, b) => `
    insert into subscriptions (hash_key, member_id, order_id, order_item_id, unit_index, item_id, buyer_name, use_status,
      subscription_period, start_at, expire_at, source, revoked_at, created_at, updated_at)
    select md5('scale-key-' || g || '-' || u), o.member_id, g, g, u, 1 + g % ${items}, '회원',
      case when o.status = 'CANCEL' then 'DENIED' when g % 4 = 0 then 'GRANTED' when g % 9 = 0 then 'EXPIRED' else 'BEFORE_USE' end,
      1, o.created_at, o.created_at + interval '30 days', 'ORDER',
      case when o.status = 'CANCEL' then o.cancelled_at end, o.created_at, o.created_at
    from generate_series(${a}, ${b}) g
    join orders o on o.id = g and o.status <> 'WAITING'
    cross join generate_series(0, 1) u`);

  await batched(c, 'reviews', reviews, (a, b) => `
    insert into reviews (member_id, item_id, order_item_id, rate, content, created_at)
    select o.member_id, 1 + g * 5 % ${orders} % ${items}, g * 5 % ${orders} + 1, 1 + g % 5, '규모 시험 리뷰 ' || g, o.created_at + interval '3 days'
    from generate_series(${a}, ${b}) g
    join orders o on o.id = g * 5 % ${orders} + 1
    on conflict do nothing`);

  await c.query(`set session_replication_role = origin`);
  await c.query('select rebuild_sales_rollups()');
  // VACUUM as well: a database that has been running has its visibility map set by autovacuum, so
  // counts over an index (the dashboard's live keys) are index-only; right after a bulk load every
  // row would be fetched from the heap instead (34k heap fetches, 33 ms; 11 ms after it).
  console.log('vacuum analyze…');
  await c.query('vacuum analyze');
  const sizes = await c.query(`select relname, n_live_tup from pg_stat_user_tables where relname in ('members','orders','order_items','subscriptions','reviews') order by relname`);
  for (const r of sizes.rows) console.log(`${r.relname}: ${r.n_live_tup}`);
  await c.end();
  console.log(`done in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${target.toString().replace(/\/\/[^@]*@/, '//')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
