import { newLicenseKey } from '../../modules/fulfilment/license-keys.ts';
import type { Seeder } from './index.ts';

const DAY = 86_400_000;

/**
 * Keys for the subscription screens: demo gets an expired key (and the demo orders' keys: in use
 * with one PC, unused), and the admin list gets keys made by an admin, one on two PCs. MACs are
 * stored in the normalised form the license API uses. Never applied in production.
 */
export const licensesSeeder: Seeder = {
  name: '20261122-licenses-demo-keys',
  async run(tx) {
    const demo = await tx.selectFrom('members').select(['id', 'name']).where('login_id', '=', 'demo').executeTakeFirst();
    const items = await tx.selectFrom('items').select('id').where('item_status', '=', 'SALE').orderBy('id').limit(5).execute();
    if (!demo || items.length < 5) return;
    const now = Date.now();
    await tx
      .insertInto('subscriptions')
      .values([
        // demo's expired key of another product (an earlier purchase, given by an admin).
        { hash_key: newLicenseKey(), member_id: demo.id, item_id: items[3]!.id, buyer_name: demo.name, use_status: 'EXPIRED', subscription_period: 1, start_at: new Date(now - 70 * DAY), expire_at: new Date(now - 40 * DAY), mac_address1: '00:1A:2B:3C:4D:5E', source: 'ADMIN', created_at: new Date(now - 71 * DAY) },
        // Keys an admin made for phone orders.
        { hash_key: newLicenseKey(), item_id: items[4]!.id, buyer_name: '이영업', use_status: 'GRANTED', subscription_period: 6, start_at: new Date(now - 10 * DAY), expire_at: new Date(now + 170 * DAY), mac_address1: '3C:52:82:11:22:33', mac_address2: 'A4:83:E7:44:55:66', source: 'ADMIN', created_at: new Date(now - 10 * DAY) },
        { hash_key: newLicenseKey(), item_id: items[1]!.id, buyer_name: '박사무', use_status: 'GRANTED', subscription_period: 1, start_at: new Date(now - 2 * DAY), expire_at: new Date(now + 28 * DAY), mac_address1: 'F0:DE:F1:77:88:99', source: 'ADMIN', created_at: new Date(now - 2 * DAY) },
        { hash_key: newLicenseKey(), item_id: items[2]!.id, buyer_name: '최만료', use_status: 'EXPIRED', subscription_period: 1, start_at: new Date(now - 60 * DAY), expire_at: new Date(now - 30 * DAY), source: 'ADMIN', created_at: new Date(now - 60 * DAY) },
      ])
      .execute();
  },
};
