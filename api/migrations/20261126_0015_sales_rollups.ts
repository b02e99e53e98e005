// The admin dashboard's sales, kept as they happen. Summing a fortnight of orders and a month of
// order lines at every look took 50 and 400 ms at scale (1M orders: bench/scale-results.md), and
// grows with the shop; these tables hold one row per Seoul day (and per product and day), kept by
// triggers in the transaction that pays or cancels an order, whichever code or SQL does it.
//   sales_days       orders paid on the day and their amount (a later cancel does not undo it:
//                    the money moved that day; refunds are counted on the day of the cancel)
//   item_sales_days  order lines paid on the day, per product, less those since cancelled (the
//                    best sellers)
// `rebuild_sales_rollups()` recomputes both from the orders (the backfill below, and bulk loads
// that run with triggers off). Refunds and today's new members are read live, over indexes.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index orders_cancelled_at_idx on orders (cancelled_at) where cancelled_at is not null`.execute(db);
  await sql`create index members_created_at_idx on members (created_at)`.execute(db);

  // Korea has no daylight saving time: a fixed +9 hours needs no time zone data.
  await sql`create function seoul_day(t timestamptz) returns date language sql immutable as $$ select ((t at time zone 'UTC') + interval '9 hours')::date $$`.execute(db);
  await sql`
    create table sales_days (
      day date primary key,
      paid_orders integer not null default 0,
      paid_krw bigint not null default 0
    )`.execute(db);
  await sql`
    create table item_sales_days (
      day date not null,
      item_id integer not null,
      quantity integer not null default 0,
      sales_krw bigint not null default 0,
      primary key (day, item_id)
    )`.execute(db);

  // sign 1 adds an order's lines to a day, -1 takes them back off.
  await sql`
    create function add_item_sales(p_order_id integer, p_day date, p_sign integer) returns void language sql as $$
      insert into item_sales_days as s (day, item_id, quantity, sales_krw)
      select p_day, oi.item_id, p_sign * sum(oi.quantity), p_sign * sum(oi.order_price_krw)
      from order_items oi where oi.order_id = p_order_id group by oi.item_id
      on conflict (day, item_id) do update set quantity = s.quantity + excluded.quantity, sales_krw = s.sales_krw + excluded.sales_krw
    $$`.execute(db);

  await sql`
    create function sales_rollup_order() returns trigger language plpgsql as $$
    begin
      if new.paid_at is not null and (tg_op = 'INSERT' or old.paid_at is null) then
        insert into sales_days as s (day, paid_orders, paid_krw) values (seoul_day(new.paid_at), 1, new.final_krw)
        on conflict (day) do update set paid_orders = s.paid_orders + 1, paid_krw = s.paid_krw + excluded.paid_krw;
        if new.status <> 'CANCEL' then
          perform add_item_sales(new.id, seoul_day(new.paid_at), 1);
        end if;
      elsif tg_op = 'UPDATE' and old.paid_at is not null and new.status = 'CANCEL' and old.status <> 'CANCEL' then
        perform add_item_sales(new.id, seoul_day(old.paid_at), -1);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger orders_sales_rollup after insert or update of paid_at, status on orders for each row execute function sales_rollup_order()`.execute(db);

  // Lines written after their order was paid (bulk loads, seeds) count too.
  await sql`
    create function sales_rollup_order_item() returns trigger language plpgsql as $$
    declare
      o record;
    begin
      select paid_at, status into o from orders where id = new.order_id;
      if o.paid_at is not null and o.status <> 'CANCEL' then
        insert into item_sales_days as s (day, item_id, quantity, sales_krw) values (seoul_day(o.paid_at), new.item_id, new.quantity, new.order_price_krw)
        on conflict (day, item_id) do update set quantity = s.quantity + excluded.quantity, sales_krw = s.sales_krw + excluded.sales_krw;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger order_items_sales_rollup after insert on order_items for each row execute function sales_rollup_order_item()`.execute(db);

  await sql`
    create function rebuild_sales_rollups() returns void language sql as $$
      delete from sales_days;
      delete from item_sales_days;
      insert into sales_days (day, paid_orders, paid_krw)
      select seoul_day(paid_at), count(*), sum(final_krw) from orders where paid_at is not null group by 1;
      insert into item_sales_days (day, item_id, quantity, sales_krw)
      select seoul_day(o.paid_at), oi.item_id, sum(oi.quantity), sum(oi.order_price_krw)
      from order_items oi join orders o on o.id = oi.order_id
      where o.paid_at is not null and o.status <> 'CANCEL' group by 1, 2;
    $$`.execute(db);
  await sql`select rebuild_sales_rollups()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger order_items_sales_rollup on order_items`.execute(db);
  await sql`drop trigger orders_sales_rollup on orders`.execute(db);
  await sql`drop function rebuild_sales_rollups()`.execute(db);
  await sql`drop function sales_rollup_order_item()`.execute(db);
  await sql`drop function sales_rollup_order()`.execute(db);
  await sql`drop function add_item_sales(integer, date, integer)`.execute(db);
  await sql`drop table item_sales_days`.execute(db);
  await sql`drop table sales_days`.execute(db);
  await sql`drop function seoul_day(timestamptz)`.execute(db);
  await sql`drop index if exists members_created_at_idx`.execute(db);
  await sql`drop index if exists orders_cancelled_at_idx`.execute(db);
}
