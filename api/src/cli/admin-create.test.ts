import { AUTH_MESSAGES, FIELD_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySeeders } from '../db/seed/index.ts';
import { membershipSeeder } from '../db/seed/membership.ts';
import { createAdminAccount } from '../modules/members/members.service.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { call, loginAs, randomPhone } from '../../test/members.ts';
import { adminValuesFromArgs, validateAdminInput } from './admin-args.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('npm run admin:create', () => {
  it('reads flags, takes the password from ADMIN_PASSWORD, and validates with the sign-up rules', () => {
    const values = adminValuesFromArgs(['--login-id', 'boss', '--name', '최고관리', '--phone', '01099998888', '--email', 'boss@autoworks.kr'], {
      ADMIN_PASSWORD: 'boss1234!',
    });
    expect(values).toEqual({ loginId: 'boss', name: '최고관리', phone: '01099998888', email: 'boss@autoworks.kr', password: 'boss1234!' });
    expect(validateAdminInput(values).ok).toBe(true);
    const bad = validateAdminInput({ ...values, password: 'weak', phone: '010-9999-8888' });
    expect(bad).toEqual({ ok: false, errors: [`phone: ${FIELD_MESSAGES.phone}`, `password: ${FIELD_MESSAGES.password}`] });
    expect(() => adminValuesFromArgs(['--role', 'ADMIN'], {})).toThrow();
  });

  it('creates an admin who can log in and open admin-only data', async () => {
    const admin = await createAdminAccount(
      ctx.db,
      { loginId: 'boss', name: '최고관리', phone: randomPhone(), email: 'boss@autoworks.kr', password: 'boss1234!' },
      ctx.clock.now(),
    );
    const token = await loginAs(ctx, 'boss', 'boss1234!');
    const me = await call(ctx, '/api/auth/check', undefined, { token });
    expect(me.body.data).toMatchObject({ id: admin.id, role: 'ADMIN', grade: 'ADMIN' });
  });

  it('refuses a taken login id', async () => {
    await expect(
      createAdminAccount(ctx.db, { loginId: 'BOSS', name: '두번째', phone: randomPhone(), email: 'b2@autoworks.kr', password: 'boss1234!' }, ctx.clock.now()),
    ).rejects.toThrow(AUTH_MESSAGES.loginIdTaken);
  });
});

describe('demo seed', () => {
  it('creates demo / demo1234! with points and the welcome coupon, and admin / admin1234!', async () => {
    const seedCtx = await createTestContext();
    try {
      // The membership seeder alone: later seeders (demo orders) change demo's points and grade.
      expect(await applySeeders(seedCtx.db, [membershipSeeder])).toEqual(['20261122-membership-demo-accounts']);
      expect(await applySeeders(seedCtx.db, [membershipSeeder])).toEqual([]);
      const demo = await call(seedCtx, '/api/auth/check', undefined, { token: await loginAs(seedCtx, 'demo', 'demo1234!') });
      expect(demo.body.data).toMatchObject({ loginId: 'demo', name: '김데모', role: 'USER', grade: 'NEW' });
      const row = await seedCtx.db.selectFrom('members').selectAll().where('login_id', '=', 'demo').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ phone: '01012345678', email: 'demo@autoworks.kr', points: 5000 });
      const coupons = await seedCtx.db.selectFrom('member_coupons').select('id').where('member_id', '=', row.id).execute();
      expect(coupons).toHaveLength(1);
      const admin = await call(seedCtx, '/api/login', { loginId: 'admin', password: 'admin1234!' });
      expect(admin.body.data.role).toBe('ADMIN');
    } finally {
      await seedCtx.close();
    }
  });
});
