import { hashPassword } from '../../modules/auth/password.ts';
import { createMember } from '../../modules/members/members.service.ts';
import type { Seeder } from './index.ts';

/**
 * The demo accounts printed at start-up (DESIGN.md §2): member demo / demo1234! with some
 * points and the welcome coupon, and admin / admin1234!. Never applied in production.
 */
export const membershipSeeder: Seeder = {
  name: '20261122-membership-demo-accounts',
  async run(tx) {
    const now = new Date();
    await createMember(
      tx,
      {
        loginId: 'demo',
        passwordHash: await hashPassword('demo1234!'),
        name: '김데모',
        birth: '19900101',
        email: 'demo@autoworks.kr',
        emailVerified: true,
        phone: '01012345678',
        points: 5000,
        consents: { service: true, privacy: true, marketing: true },
        welcomeCoupon: true,
      },
      now,
    );
    // A member of some months: the demo history (points, orders) goes back half a year.
    await tx.updateTable('members').set({ created_at: new Date(now.getTime() - 200 * 86_400_000) }).where('login_id', '=', 'demo').execute();
    await createMember(
      tx,
      {
        loginId: 'admin',
        passwordHash: await hashPassword('admin1234!'),
        name: '관리자',
        birth: null,
        email: 'admin@autoworks.kr',
        emailVerified: true,
        phone: '01000000000',
        role: 'ADMIN',
        consents: { service: true, privacy: true, marketing: false },
        welcomeCoupon: false,
      },
      now,
    );
  },
};
