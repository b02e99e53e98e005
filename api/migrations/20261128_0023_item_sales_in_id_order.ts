// The orders trigger's per-product sales rows (migration 0015, add_item_sales) are upserted in
// item id order, written down rather than left to the plan: two payments or cancels of orders
// sharing products lock those rows as the INSERT … SELECT produces them, and a hash aggregate's
// order is not promised to agree between two orders with different sets of lines. Every other
// writer of products (fulfilment's addItemSales) takes them by id too.
// Frozen in time: imports only 'kysely'.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function add_item_sales(p_order_id integer, p_day date, p_sign integer) returns void language sql as $$
      insert into item_sales_days as s (day, item_id, quantity, sales_krw)
      select p_day, oi.item_id, p_sign * sum(oi.quantity), p_sign * sum(oi.order_price_krw)
      from order_items oi where oi.order_id = p_order_id group by oi.item_id
      order by oi.item_id
      on conflict (day, item_id) do update set quantity = s.quantity + excluded.quantity, sales_krw = s.sales_krw + excluded.sales_krw
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function add_item_sales(p_order_id integer, p_day date, p_sign integer) returns void language sql as $$
      insert into item_sales_days as s (day, item_id, quantity, sales_krw)
      select p_day, oi.item_id, p_sign * sum(oi.quantity), p_sign * sum(oi.order_price_krw)
      from order_items oi where oi.order_id = p_order_id group by oi.item_id
      on conflict (day, item_id) do update set quantity = s.quantity + excluded.quantity, sales_krw = s.sales_krw + excluded.sales_krw
    $$`.execute(db);
}
