import type { ColumnType, Generated } from 'kysely';

// Row types of every table, kept in step with api/migrations. snake_case like the columns.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DemoSeedTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface AppSettingTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Generated<Date>;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_member_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  created_at: Generated<Date>;
}

export type RoleValue = 'USER' | 'ADMIN';
export type MemberStatusValue = 'ACTIVE' | 'BLOCKED' | 'WITHDRAWN';
export type ConsentKind = 'service' | 'privacy' | 'marketing';
export type SocialProvider = 'naver' | 'kakao';
export type VerificationPurpose = 'signup' | 'find-id-email' | 'recovery-phone' | 'email-verify';
export type MessageChannel = 'sms' | 'email';

export interface MemberTable {
  id: Generated<number>;
  login_id: string;
  password_hash: string | null;
  name: string;
  birth: string | null;
  email: string | null;
  email_verified: Generated<boolean>;
  phone: string | null;
  role: ColumnType<RoleValue, RoleValue | undefined, RoleValue>;
  status: ColumnType<MemberStatusValue, MemberStatusValue | undefined, MemberStatusValue>;
  points: Generated<number>;
  total_purchase_krw: Generated<number>;
  marketing_opt_in: Generated<boolean>;
  email_opt_in: Generated<boolean>;
  sms_opt_in: Generated<boolean>;
  created_at: Generated<Date>;
  last_login_at: Timestamp | null;
  blocked_at: Timestamp | null;
  /** Why the member is suspended, while they are (null otherwise, or when no reason was given). */
  block_reason: string | null;
  withdrawn_at: Timestamp | null;
}

export interface MemberConsentTable {
  id: Generated<number>;
  member_id: number;
  kind: ConsentKind;
  agreed: boolean;
  recorded_at: Generated<Date>;
}

export interface SocialAccountTable {
  id: Generated<number>;
  provider: SocialProvider;
  provider_user_id: string;
  member_id: number;
  created_at: Generated<Date>;
}

export interface SessionTable {
  id: string;
  member_id: number;
  long_lived: Generated<boolean>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  purpose: VerificationPurpose;
  channel: MessageChannel;
  destination: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
  ip: string | null;
}

export interface RateLimitTable {
  key: string;
  window_start: Timestamp;
  count: Generated<number>;
}

export interface PasswordResetGrantTable {
  token_hash: string;
  member_id: number;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OAuthStateTable {
  state: string;
  provider: SocialProvider;
  code_verifier: string;
  created_at: Generated<Date>;
  /** The desktop app's loopback port and verifier challenge (RFC 8252); null for the website. */
  app_port: number | null;
  app_challenge: string | null;
}

export interface LoginTicketTable {
  ticket_hash: string;
  member_id: number;
  role: RoleValue;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  /** Set for the desktop app's ticket: the exchange must bring the verifier of this challenge. */
  app_challenge: string | null;
}

export interface CouponTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  discount_type: 'FIXED' | 'PERCENT';
  discount_value: number;
  min_purchase_krw: Generated<number>;
  quantity: number | null;
  issued_count: Generated<number>;
  /** Uses (order sheets applied and not cancelled), bounded by quantity like issued_count. */
  used_count: Generated<number>;
  valid_days: number | null;
  start_at: Generated<Date>;
  end_at: Timestamp | null;
  code: string | null;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MemberCouponTable {
  id: Generated<number>;
  member_id: number;
  coupon_id: number;
  issued_at: Generated<Date>;
  expires_at: Timestamp | null;
  used_at: Timestamp | null;
  order_id: number | null;
}

export type ItemCategoryValue = 'BEST' | 'NEW' | 'DISCOUNTED' | 'NCOMPANY' | 'KCOMPANY' | 'MARKETING' | 'ETC';
export type ItemStatusValue = 'SALE' | 'PENDING' | 'STOP';
export type QnaVisibilityValue = 'PUBLIC' | 'PRIVATE';
export type FilePurpose = 'custom-request' | 'product-image' | 'example';
export type ApplicationStatusValue =
  | 'WAITING'
  | 'ACCEPTED'
  | 'IN_PROGRESS'
  | 'PRODUCTION_COMPLETED'
  | 'DELIVERY_COMPLETED'
  | 'REJECTED'
  | 'CANCEL';

export interface ItemTable {
  id: Generated<number>;
  item_name: string;
  item_description: Generated<string>;
  category: ItemCategoryValue;
  cost_price: number;
  sale_price: number;
  sale_quantity: Generated<number>;
  item_status: ColumnType<ItemStatusValue, ItemStatusValue | undefined, ItemStatusValue>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  recommend: Generated<boolean>;
  install_method: Generated<string>;
  environment: Generated<string>;
  as_support: Generated<string>;
  thumb_file_name: string | null;
  detail_img_file_name: string | null;
  detail_img_width: number | null;
  detail_img_height: number | null;
  video_url: string | null;
  /** Generated by the database from item_name. */
  search_text: ColumnType<string, never, never>;
  /** hangulInitials(item_name), written with every insert or rename. */
  search_initials: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ReviewTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  order_item_id: number | null;
  rate: number;
  content: string;
  recommend_count: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Hidden by an admin (migration 0014): off the product page, still the author's. */
  hidden_at: Timestamp | null;
  hidden_reason: string | null;
}

export interface QnaArticleTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  title: string;
  content: string;
  visibility: ColumnType<QnaVisibilityValue, QnaVisibilityValue | undefined, QnaVisibilityValue>;
  comment: string | null;
  comment_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface StoredFileTable {
  id: string;
  purpose: FilePurpose;
  owner_member_id: number | null;
  upload_session: string | null;
  original_name: string;
  content_type: string;
  size_bytes: number;
  storage_key: string;
  attached: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface CustomApplicationTable {
  id: Generated<number>;
  application_number: string | null;
  member_id: number | null;
  name: string;
  email: Generated<string>;
  phone: string;
  title: string;
  content: string;
  status: ColumnType<ApplicationStatusValue, ApplicationStatusValue | undefined, ApplicationStatusValue>;
  is_draft: Generated<boolean>;
  submitted_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ApplicationNumberCounterTable {
  day: string;
  last_value: number;
}

export interface CustomApplicationFileTable {
  application_id: number;
  file_id: string;
  position: Generated<number>;
}

// ---- commerce (migration 0004) ----

export type OrderStatusValue = 'WAITING' | 'COMPLETE' | 'CONFIRM' | 'CANCEL';
export type PaymentMethodValue = 'SIMPLE_PAY' | 'BANK_TRANSFER';
export type PaymentProviderValue = 'portone' | 'dev' | 'free' | 'bank';
export type PaymentStatusValue = 'PAID' | 'CANCEL_PENDING' | 'CANCELLED' | 'MANUAL_REFUND';
export type UseStatusValue = 'BEFORE_USE' | 'GRANTED' | 'UNSUBSCRIPTION' | 'EXPIRED' | 'DENIED';

export interface CartItemTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  subscription_period: number;
  count: number;
  created_at: Generated<Date>;
}

export interface OrderTable {
  id: Generated<number>;
  order_number: string;
  member_id: number;
  status: ColumnType<OrderStatusValue, OrderStatusValue | undefined, OrderStatusValue>;
  payment_method: PaymentMethodValue | null;
  total_krw: number;
  use_point: Generated<number>;
  member_coupon_id: number | null;
  coupon_discount_krw: Generated<number>;
  final_krw: number;
  earned_point: Generated<number>;
  payment_id: string | null;
  order_email: string | null;
  deposit_deadline: Timestamp;
  paid_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  cancel_reason: string | null;
  /** Placed from the cart: its lines leave the cart once it is paid (migration 0016). */
  from_cart: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  item_id: number;
  item_name: string;
  subscription_period: number;
  quantity: number;
  unit_price_krw: number;
  order_price_krw: number;
}

export interface OrderIdempotencyKeyTable {
  member_id: number;
  key: string;
  request_hash: string;
  order_id: number;
  created_at: Generated<Date>;
}

export interface PaymentTable {
  payment_id: string;
  order_id: number;
  provider: PaymentProviderValue;
  status: PaymentStatusValue;
  amount: number;
  currency: Generated<string>;
  raw: unknown;
  refund_attempted_at: Timestamp | null;
  refund_error: string | null;
  /** Won going back, decided with the cancel (migration 0012); null when nothing was decided. */
  refund_amount: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DevPaymentTable {
  payment_id: string;
  amount: number;
  status: 'PAID' | 'FAILED' | 'CANCELLED' | 'PARTIAL_CANCELLED';
  cancelled_amount: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PointLedgerTable {
  id: Generated<number>;
  member_id: number;
  delta: number;
  type: 'SAVE' | 'USE';
  description: string;
  order_id: number | null;
  balance_after: number;
  created_at: Generated<Date>;
}

export interface SubscriptionTable {
  id: Generated<number>;
  hash_key: string;
  member_id: number | null;
  order_id: number | null;
  order_item_id: number | null;
  unit_index: number | null;
  item_id: number;
  buyer_name: string;
  use_status: ColumnType<UseStatusValue, UseStatusValue | undefined, UseStatusValue>;
  subscription_period: number;
  start_at: Timestamp | null;
  expire_at: Timestamp | null;
  mac_address1: string | null;
  mac_address2: string | null;
  /** Machine ids of the PCs in the MAC slots (migration 0007). */
  machine_id1: string | null;
  machine_id2: string | null;
  source: 'ORDER' | 'ADMIN';
  revoked_at: Timestamp | null;
  /** When the member was told the key expires within a week (migration 0013). */
  expiry_notice_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface Database {
  demo_seeds: DemoSeedTable;
  app_settings: AppSettingTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  members: MemberTable;
  member_consents: MemberConsentTable;
  social_accounts: SocialAccountTable;
  sessions: SessionTable;
  verification_codes: VerificationCodeTable;
  rate_limits: RateLimitTable;
  password_reset_grants: PasswordResetGrantTable;
  oauth_states: OAuthStateTable;
  login_tickets: LoginTicketTable;
  coupons: CouponTable;
  member_coupons: MemberCouponTable;
  items: ItemTable;
  reviews: ReviewTable;
  qna_articles: QnaArticleTable;
  stored_files: StoredFileTable;
  custom_applications: CustomApplicationTable;
  application_number_counters: ApplicationNumberCounterTable;
  custom_application_files: CustomApplicationFileTable;
  cart_items: CartItemTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  order_idempotency_keys: OrderIdempotencyKeyTable;
  payments: PaymentTable;
  dev_payments: DevPaymentTable;
  point_ledger: PointLedgerTable;
  subscriptions: SubscriptionTable;
  notification_preference_changes: NotificationPreferenceChangeTable;
  withdrawal_reasons: WithdrawalReasonTable;
  admin_order_marks: AdminOrderMarkTable;
  custom_application_status_history: CustomApplicationStatusHistoryTable;
  sales_days: SalesDayTable;
  item_sales_days: ItemSalesDayTable;
  welcome_coupon_claims: WelcomeCouponClaimTable;
}

/** A phone (as a keyed hash) that has had its welcome coupon, held a year (migration 0025). */
export interface WelcomeCouponClaimTable {
  phone_key: string;
  claimed_at: Timestamp;
}

/** Orders paid per Seoul day, kept by a trigger on orders (migration 0015). */
export interface SalesDayTable {
  /** A date column: select it as `day::text` (drivers would turn it into a local-midnight Date). */
  day: string;
  paid_orders: number;
  paid_krw: ColumnType<number | string, number, number>;
}

/** Order lines paid per Seoul day and product, less those since cancelled (migration 0015). */
export interface ItemSalesDayTable {
  day: string;
  item_id: number;
  quantity: number;
  sales_krw: ColumnType<number | string, number, number>;
}

export interface NotificationPreferenceChangeTable {
  id: Generated<number>;
  member_id: number;
  channel: 'email' | 'sms';
  enabled: boolean;
  recorded_at: Generated<Date>;
}

export interface WithdrawalReasonTable {
  id: Generated<number>;
  reason: string;
  detail: string | null;
  recorded_at: Generated<Date>;
}

export interface AdminOrderMarkTable {
  member_id: number;
  seen_at: Timestamp;
  updated_at: Generated<Date>;
}

export interface CustomApplicationStatusHistoryTable {
  id: Generated<number>;
  application_id: number;
  from_status: ApplicationStatusValue;
  to_status: ApplicationStatusValue;
  note: Generated<string>;
  /** The note reached the applicant (migration 0027): a reason, or a note the admin shared. */
  note_shared: Generated<boolean>;
  actor_member_id: number | null;
  created_at: Generated<Date>;
}
