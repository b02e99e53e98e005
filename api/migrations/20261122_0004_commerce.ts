// Commerce: cart, orders and their lines, idempotency keys, payments (and the dev card window's
// approvals), the points ledger, coupon use counts, subscriptions (license keys).
// Frozen in time: imports only 'kysely', never application code. Enum lists are copied here on
// purpose: a later change to the shared constants needs its own migration.
//
// Money rules the database enforces by itself, whatever the application does (SECURITY.md,
// Money): amounts are non-negative integer won, an order's final amount is exactly
// total − points − coupon, a coupon is never used more often than its quantity, and every
// change of members.points (CHECK points >= 0 since the membership migration) has a ledger row.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('subscription_period', 'integer', (c) => c.notNull().check(sql`subscription_period in (0, 1, 3, 6, 12)`))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count between 1 and 999`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    // One row per item and period: a second add of the same thing is "already in cart" (201).
    .addUniqueConstraint('cart_items_member_item_period_key', ['member_id', 'item_id', 'subscription_period'])
    .execute();

  // Order numbers AW<Seoul date>-<6 digits>: a sequence hands out each number once, without a
  // hot counter row that every order in a day would queue on.
  await sql`create sequence order_number_seq`.execute(db);

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    // No cascade: order and payment records outlive a withdrawal (kept 5 years, PIPA/e-commerce act).
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('WAITING').check(sql`status in ('WAITING', 'COMPLETE', 'CONFIRM', 'CANCEL')`))
    // Null until the order sheet is applied; from then on the sheet's amounts are final.
    .addColumn('payment_method', 'text', (c) => c.check(sql`payment_method in ('SIMPLE_PAY', 'BANK_TRANSFER')`))
    .addColumn('total_krw', 'integer', (c) => c.notNull().check(sql`total_krw >= 0`))
    .addColumn('use_point', 'integer', (c) => c.notNull().defaultTo(0).check(sql`use_point >= 0 and use_point % 10 = 0`))
    .addColumn('member_coupon_id', 'integer', (c) => c.references('member_coupons.id'))
    .addColumn('coupon_discount_krw', 'integer', (c) => c.notNull().defaultTo(0).check(sql`coupon_discount_krw >= 0`))
    .addColumn('final_krw', 'integer', (c) => c.notNull().check(sql`final_krw >= 0`))
    .addColumn('earned_point', 'integer', (c) => c.notNull().defaultTo(0).check(sql`earned_point >= 0`))
    // The id the card window pays under: random, issued with the order sheet, one order each.
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('order_email', 'text')
    // A WAITING order past this time is cancelled by the auto-cancel job (reservations released).
    .addColumn('deposit_deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('orders_final_amount', sql`final_krw = total_krw - use_point - coupon_discount_krw`)
    .addCheckConstraint('orders_sheet_applied', sql`payment_method is not null or (use_point = 0 and member_coupon_id is null and coupon_discount_krw = 0 and payment_id is null)`)
    .addCheckConstraint('orders_paid_shape', sql`status not in ('COMPLETE', 'CONFIRM') or (paid_at is not null and payment_method is not null)`)
    .addCheckConstraint('orders_confirm_shape', sql`status <> 'CONFIRM' or confirmed_at is not null`)
    .addCheckConstraint('orders_cancel_shape', sql`status <> 'CANCEL' or cancelled_at is not null`)
    .execute();
  await db.schema.createIndex('orders_member_idx').on('orders').columns(['member_id', 'id']).execute();
  // The auto-cancel job's scan: only WAITING orders, by deadline.
  await sql`create index orders_waiting_deadline_idx on orders (deposit_deadline) where status = 'WAITING'`.execute(db);
  // A member coupon is tied to at most one live order.
  await sql`create unique index orders_member_coupon_key on orders (member_coupon_id) where member_coupon_id is not null and status <> 'CANCEL'`.execute(db);

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    // Snapshots: what was bought and at which price, whatever the catalog says later.
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('subscription_period', 'integer', (c) => c.notNull().check(sql`subscription_period in (0, 1, 3, 6, 12)`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 999`))
    .addColumn('unit_price_krw', 'integer', (c) => c.notNull().check(sql`unit_price_krw >= 0`))
    .addColumn('order_price_krw', 'integer', (c) => c.notNull().check(sql`order_price_krw >= 0`))
    .addUniqueConstraint('order_items_line_key', ['order_id', 'item_id', 'subscription_period'])
    .execute();
  await db.schema.createIndex('order_items_item_idx').on('order_items').column('item_id').execute();
  // Promised by the catalog migration: a review names a real order line.
  await db.schema
    .alterTable('reviews')
    .addForeignKeyConstraint('reviews_order_item_fk', ['order_item_id'], 'order_items', ['id'])
    .onDelete('set null')
    .execute();

  // Double-submit protection for POST /api/order: the same key from the same member gives the
  // same order. The request's hash catches a key reused for a different order.
  await db.schema
    .createTable('order_idempotency_keys')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('order_idempotency_keys_pkey', ['member_id', 'key'])
    .execute();

  // What a payment provider said about an order's payment. PAID rows are written by the one
  // payment sync; CANCEL_PENDING rows are refunds still to be requested from the provider (a
  // cancelled order, or a payment that did not match its order); MANUAL_REFUND marks a bank
  // transfer an admin must send back by hand.
  await db.schema
    .createTable('payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('portone', 'dev', 'free', 'bank')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PAID', 'CANCEL_PENDING', 'CANCELLED', 'MANUAL_REFUND')`),
    )
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('KRW'))
    .addColumn('raw', 'jsonb')
    // Lease of the refund worker that is calling the provider (several API processes).
    .addColumn('refund_attempted_at', 'timestamptz')
    .addColumn('refund_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
  await sql`create index payments_cancel_pending_idx on payments (refund_attempted_at) where status = 'CANCEL_PENDING'`.execute(db);

  // Outside production: what the dev card window approved or failed, read back through the same
  // provider interface as PortOne.
  await db.schema
    .createTable('dev_payments')
    .addColumn('payment_id', 'text', (c) => c.primaryKey())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PAID', 'FAILED', 'CANCELLED')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  // Every change of members.points, with its reason. SAVE adds, USE takes away.
  await db.schema
    .createTable('point_ledger')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('SAVE', 'USE')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    // The balance right after this row: the history can be checked against members.points.
    .addColumn('balance_after', 'integer', (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('point_ledger_sign', sql`(type = 'SAVE' and delta > 0) or (type = 'USE' and delta < 0)`)
    .execute();
  await db.schema.createIndex('point_ledger_member_idx').on('point_ledger').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('point_ledger_order_idx').on('point_ledger').column('order_id').execute();

  // Coupon uses, counted against the same quantity as issues: a coupon handed out by an admin
  // or a code can still never be redeemed more often than its quantity.
  await db.schema
    .alterTable('coupons')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used_count >= 0`))
    .execute();
  await sql`alter table coupons add constraint coupons_used_bound check (quantity is null or used_count <= quantity)`.execute(db);
  await sql`create index member_coupons_order_idx on member_coupons (order_id) where order_id is not null`.execute(db);

  // License keys. An ORDER key belongs to one unit of one order line (unit_index), so however
  // often fulfilment is attempted, a unit can never get two keys.
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hash_key', 'text', (c) => c.notNull().unique())
    .addColumn('member_id', 'integer', (c) => c.references('members.id').onDelete('set null'))
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id'))
    .addColumn('unit_index', 'integer', (c) => c.check(sql`unit_index >= 0`))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.id'))
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('use_status', 'text', (c) =>
      c.notNull().defaultTo('BEFORE_USE').check(sql`use_status in ('BEFORE_USE', 'GRANTED', 'UNSUBSCRIPTION', 'EXPIRED', 'DENIED')`),
    )
    // Months; 0 = unlimited.
    .addColumn('subscription_period', 'integer', (c) => c.notNull().check(sql`subscription_period >= 0`))
    .addColumn('start_at', 'timestamptz')
    .addColumn('expire_at', 'timestamptz')
    .addColumn('mac_address1', 'text')
    .addColumn('mac_address2', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('ORDER', 'ADMIN')`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint(
      'subscriptions_source_shape',
      sql`source <> 'ORDER' or (order_id is not null and order_item_id is not null and unit_index is not null)`,
    )
    .addUniqueConstraint('subscriptions_order_unit_key', ['order_item_id', 'unit_index'])
    .execute();
  await db.schema.createIndex('subscriptions_member_idx').on('subscriptions').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('subscriptions_order_idx').on('subscriptions').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
  await sql`drop index member_coupons_order_idx`.execute(db);
  await sql`alter table coupons drop constraint coupons_used_bound`.execute(db);
  await db.schema.alterTable('coupons').dropColumn('used_count').execute();
  await db.schema.alterTable('reviews').dropConstraint('reviews_order_item_fk').execute();
  for (const table of ['point_ledger', 'dev_payments', 'payments', 'order_idempotency_keys', 'order_items', 'orders', 'cart_items']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence order_number_seq`.execute(db);
}
