// The ordered list of migrations. Add new files here; never edit an applied one.
import type { Migration } from 'kysely';
import * as m0001 from './20261122_0001_platform.ts';
import * as m0002 from './20261122_0002_membership.ts';
import * as m0003 from './20261122_0003_catalog.ts';
import * as m0004 from './20261122_0004_commerce.ts';
import * as m0005 from './20261122_0005_mypage_account.ts';
import * as m0007 from './20261122_0007_licenses.ts';
import * as m0008 from './20261122_0008_admin_operations.ts';
import * as m0010 from './20261122_0010_catalog_notify.ts';
import * as m0011 from './20261125_0011_item_image_sizes.ts';
import * as m0012 from './20261126_0012_partial_refunds.ts';
import * as m0013 from './20261126_0013_expiry_notices.ts';
import * as m0014 from './20261126_0014_review_moderation.ts';
import * as m0015 from './20261126_0015_sales_rollups.ts';
import * as m0016 from './20261127_0016_order_from_cart.ts';
import * as m0017 from './20261127_0017_oauth_app_loopback.ts';
import * as m0018 from './20261128_0018_admin_search_indexes.ts';
import * as m0019 from './20261128_0019_purchase_total_bigint.ts';
import * as m0020 from './20261128_0020_review_author_live_key_indexes.ts';
import * as m0021 from './20261128_0021_orders_by_buyer_date.ts';
import * as m0022 from './20261128_0022_filter_tags_hidden_reviews.ts';
import * as m0023 from './20261128_0023_item_sales_in_id_order.ts';
import * as m0024 from './20261128_0024_suspended_members_live_keys.ts';
import * as m0025 from './20261129_0025_welcome_coupon_claims.ts';
import * as m0026 from './20261202_0026_member_block_reason.ts';
import * as m0027 from './20261202_0027_custom_request_shared_notes.ts';

export const migrations: Record<string, Migration> = {
  '20261122_0001_platform': m0001,
  '20261122_0002_membership': m0002,
  '20261122_0003_catalog': m0003,
  '20261122_0004_commerce': m0004,
  '20261122_0005_mypage_account': m0005,
  '20261122_0007_licenses': m0007,
  '20261122_0008_admin_operations': m0008,
  '20261122_0010_catalog_notify': m0010,
  '20261125_0011_item_image_sizes': m0011,
  '20261126_0012_partial_refunds': m0012,
  '20261126_0013_expiry_notices': m0013,
  '20261126_0014_review_moderation': m0014,
  '20261126_0015_sales_rollups': m0015,
  '20261127_0016_order_from_cart': m0016,
  '20261127_0017_oauth_app_loopback': m0017,
  '20261128_0018_admin_search_indexes': m0018,
  '20261128_0019_purchase_total_bigint': m0019,
  '20261128_0020_review_author_live_key_indexes': m0020,
  '20261128_0021_orders_by_buyer_date': m0021,
  '20261128_0022_filter_tags_hidden_reviews': m0022,
  '20261128_0023_item_sales_in_id_order': m0023,
  '20261128_0024_suspended_members_live_keys': m0024,
  '20261129_0025_welcome_coupon_claims': m0025,
  '20261202_0026_member_block_reason': m0026,
  '20261202_0027_custom_request_shared_notes': m0027,
};
