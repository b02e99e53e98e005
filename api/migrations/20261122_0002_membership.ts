// Membership: members and their consents, social accounts, sessions, verification codes,
// rate-limit counters, password-reset grants, OAuth states, login tickets, and coupons (the
// welcome coupon is issued at sign-up; checkout and admin use the same tables later).
// Frozen in time: imports only 'kysely', never application code.
import { sql, type Kysely } from 'kysely';

const now = sql`now()`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('login_id', 'text', (c) => c.notNull())
    // Null for members who only ever signed in through Naver or Kakao.
    .addColumn('password_hash', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('birth', 'text', (c) => c.check(sql`birth ~ '^[0-9]{8}$'`))
    .addColumn('email', 'text')
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('phone', 'text', (c) => c.check(sql`phone ~ '^[0-9]{10,11}$'`))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER').check(sql`role in ('USER', 'ADMIN')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('ACTIVE').check(sql`status in ('ACTIVE', 'BLOCKED', 'WITHDRAWN')`),
    )
    // Never negative, whatever the application does (SECURITY.md, Money).
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0).check(sql`points >= 0`))
    .addColumn('total_purchase_krw', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_purchase_krw >= 0`))
    .addColumn('marketing_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sms_opt_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('blocked_at', 'timestamptz')
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  // Login ids are unique regardless of case ("Demo" and "demo" are one account), and are never
  // reused after withdrawal.
  await sql`create unique index members_login_id_key on members (lower(login_id))`.execute(db);
  // A phone number belongs to at most one live account: the database refuses a second sign-up
  // even when two requests race past the service's check.
  await sql`create unique index members_phone_key on members (phone) where status in ('ACTIVE', 'BLOCKED')`.execute(db);
  await sql`create index members_email_idx on members (lower(email))`.execute(db);

  // PIPA: one row per consent item with its time; a change of mind adds a row.
  await db.schema
    .createTable('member_consents')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('service', 'privacy', 'marketing')`))
    .addColumn('agreed', 'boolean', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('member_consents_member_idx').on('member_consents').columns(['member_id', 'kind']).execute();

  // Social members are matched by (provider, provider user id), never by e-mail alone.
  await db.schema
    .createTable('social_accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('naver', 'kakao')`))
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('social_accounts_provider_user_key', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('social_accounts_member_idx').on('social_accounts').column('member_id').execute();

  // Every JWT names a row here, so logout, suspension and password change revoke it at once.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('long_lived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_member_idx').on('sessions').column('member_id').execute();

  // Codes are stored only as keyed hashes, bound to purpose and destination.
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('signup', 'find-id-email', 'recovery-phone', 'email-verify')`),
    )
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('destination', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('verification_codes_lookup_idx')
    .on('verification_codes')
    .columns(['purpose', 'destination', 'id'])
    .execute();

  // Fixed-window counters shared by every API process (DESIGN.md §8: no in-memory state).
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
    .execute();

  await db.schema
    .createTable('password_reset_grants')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_grants_member_idx').on('password_reset_grants').column('member_id').execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('login_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_type', 'text', (c) => c.notNull().check(sql`discount_type in ('FIXED', 'PERCENT')`))
    .addColumn('discount_value', 'integer', (c) => c.notNull().check(sql`discount_value > 0`))
    .addColumn('min_purchase_krw', 'integer', (c) => c.notNull().defaultTo(0).check(sql`min_purchase_krw >= 0`))
    // Null quantity: unlimited. Issuing claims one with a conditional UPDATE, and this CHECK
    // makes over-issuing impossible even for code that forgets the condition.
    .addColumn('quantity', 'integer', (c) => c.check(sql`quantity > 0`))
    .addColumn('issued_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`issued_count >= 0`))
    // Days a member's copy stays usable after issue; null: until the coupon's end_at.
    .addColumn('valid_days', 'integer', (c) => c.check(sql`valid_days > 0`))
    .addColumn('start_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('end_at', 'timestamptz')
    .addColumn('code', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addCheckConstraint('coupons_percent_range', sql`discount_type <> 'PERCENT' or discount_value <= 100`)
    .addCheckConstraint('coupons_quantity_bound', sql`quantity is null or issued_count <= quantity`)
    .addCheckConstraint('coupons_period', sql`end_at is null or end_at > start_at`)
    .execute();
  await sql`create unique index coupons_code_key on coupons (upper(code)) where code is not null`.execute(db);

  await db.schema
    .createTable('member_coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('restrict'))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    // The order that used it (orders arrive with checkout; no foreign key yet).
    .addColumn('order_id', 'integer')
    // One copy of each coupon per member, however often a request is repeated.
    .addUniqueConstraint('member_coupons_member_coupon_key', ['member_id', 'coupon_id'])
    .execute();
  await db.schema.createIndex('member_coupons_member_idx').on('member_coupons').columns(['member_id', 'used_at']).execute();

  await db
    .withTables<{ coupons: Record<string, unknown> }>()
    .insertInto('coupons')
    .values({
      name: '신규 가입 환영 쿠폰',
      description: '10,000원 이상 구매 시 3,000원 할인 (발급일로부터 30일)',
      discount_type: 'FIXED',
      discount_value: 3000,
      min_purchase_krw: 10_000,
      valid_days: 30,
      code: 'WELCOME',
    })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'member_coupons',
    'coupons',
    'login_tickets',
    'oauth_states',
    'password_reset_grants',
    'rate_limits',
    'verification_codes',
    'sessions',
    'social_accounts',
    'member_consents',
    'members',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
