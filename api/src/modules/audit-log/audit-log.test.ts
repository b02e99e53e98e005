import { ADMIN_LIST_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_BOUND } from '../../lib/admin-list.ts';
import { insertAudit } from '../../lib/audit.ts';
import { createBuyer, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';

let ctx: TestContext;
let admin: Buyer;
let adminLogin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  adminLogin = (await ctx.db.selectFrom('members').select('login_id').where('id', '=', admin.id).executeTakeFirstOrThrow()).login_id;
  const at = (iso: string) => new Date(iso);
  // Seoul days: 2026-05-01 00:10 KST = 2026-04-30T15:10Z; 2026-05-02 23:50 KST = 2026-05-02T14:50Z.
  await insertAudit(ctx.db, { actorMemberId: admin.id, action: 'member.block', targetType: 'member', targetId: '7', before: { status: 'ACTIVE' }, after: { status: 'BLOCKED' }, ip: '10.0.0.1', now: at('2026-04-30T15:10:00Z') });
  await insertAudit(ctx.db, { actorMemberId: admin.id, action: 'order.deposit.confirm', targetType: 'order', targetId: '11', before: { status: 'WAITING' }, after: { status: 'COMPLETE' }, now: at('2026-05-02T14:50:00Z') });
  await insertAudit(ctx.db, { actorMemberId: null, action: 'order.cancel.expired', targetType: 'order', targetId: '12', now: at('2026-05-03T01:00:00Z') });
});
afterAll(() => ctx.close());

const get = (query = '', token = admin.token) => send(ctx, 'GET', `/api/admin/audit-log${query}`, token);
const actions = async (query: string) => (await get(query)).body.content.map((e: { action: string }) => e.action);

describe('GET /api/admin/audit-log', () => {
  it('shows who, what, when, before and after, newest first', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, size: 20, totalElements: 3, totalPages: 1, actions: ['member.block', 'order.cancel.expired', 'order.deposit.confirm'] });
    expect(res.body.content.map((e: { targetId: string }) => e.targetId)).toEqual(['12', '11', '7']);
    expect(res.body.content[2]).toEqual({
      id: expect.any(Number),
      action: 'member.block',
      targetType: 'member',
      targetId: '7',
      actorMemberId: admin.id,
      actorLoginId: adminLogin,
      actorName: '김구매',
      before: { status: 'ACTIVE' },
      after: { status: 'BLOCKED' },
      ip: '10.0.0.1',
      createdAt: '2026-04-30T15:10:00.000Z',
    });
    expect(res.body.content[0]).toMatchObject({ actorMemberId: null, actorLoginId: null, before: null });
  });

  it('filters by action (exact or prefix), target, actor and Seoul days', async () => {
    expect(await actions('?action=member.block')).toEqual(['member.block']);
    expect(await actions('?action=order.')).toEqual(['order.cancel.expired', 'order.deposit.confirm']);
    expect(await actions('?action=order')).toEqual([]);
    expect(await actions('?targetType=order&targetId=11')).toEqual(['order.deposit.confirm']);
    expect(await actions(`?actor=${adminLogin.toUpperCase()}`)).toEqual(['order.deposit.confirm', 'member.block']);
    expect(await actions(`?actor=${admin.id}`)).toHaveLength(2);
    expect(await actions('?actor=system')).toEqual(['order.cancel.expired']);
    expect(await actions(`?actor=${encodeURIComponent('시스템')}`)).toEqual(['order.cancel.expired']);
    expect(await actions('?actor=nobody')).toEqual([]);
    expect(await actions('?from=2026-05-01&to=2026-05-01')).toEqual(['member.block']);
    expect(await actions('?from=2026-05-02&to=2026-05-02')).toEqual(['order.deposit.confirm']);
    expect(await actions('?from=2026-05-03')).toEqual(['order.cancel.expired']);
  });

  it('pages, and answers bad filters with Korean 400s', async () => {
    const p2 = await get('?size=2&page=2');
    expect(p2.body).toMatchObject({ totalElements: 3, totalPages: 2 });
    expect(p2.body.content).toHaveLength(1);
    expect((await get('?page=9')).body.content).toEqual([]);
    for (const [q, message] of [
      ['?size=0', ADMIN_LIST_MESSAGES.badSize],
      ['?from=2026-13-01', ADMIN_LIST_MESSAGES.badDate],
      ['?from=2026-05-02&to=2026-05-01', ADMIN_LIST_MESSAGES.badRange],
      ["?action=x' or 1=1", '작업 이름이 올바르지 않습니다.'],
      ['?targetType=ORDER;', '대상 종류가 올바르지 않습니다.'],
    ]) {
      expect(await get(q!), q).toMatchObject({ status: 400, body: { message } });
    }
  });

  it('is for admins only', async () => {
    const member = await createBuyer(ctx);
    expect((await get('', member.token)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/audit-log', undefined)).status).toBe(401);
  });

  it('counts a long log up to 10,000 and says there are more, and counts a filtered one exactly', async () => {
    await sql`insert into audit_log (action, target_type, target_id, created_at)
      select 'bulk.import', 'item', g::text, now() - g * interval '1 second' from generate_series(1, ${COUNT_BOUND + 5}) g`.execute(ctx.db);
    const all = await get();
    expect(all.body).toMatchObject({ totalElements: COUNT_BOUND, totalCapped: true, totalPages: COUNT_BOUND / 20 });
    expect(all.body.content).toHaveLength(20);
    expect((await get('?action=member.block')).body).toMatchObject({ totalElements: 1, totalCapped: false, totalPages: 1 });
    await sql`delete from audit_log where action = 'bulk.import'`.execute(ctx.db);
  });
});
