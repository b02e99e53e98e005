import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInSeoul } from '@store/shared';
import { createBuyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261122-mypage-activity-demo');
  token = await loginAs(ctx, 'demo', 'demo1234!');
});
afterAll(() => ctx.close());

describe('demo my-page activity seed', () => {
  it('gives demo a written review, something left to review, questions and purchases', async () => {
    const home = await ctx.request('/api/mypage', { token });
    expect(home.status).toBe(200);
    expect(home.body.myReviewDataCounts).toBe(1);
    expect(home.body.reviewableItemsCounts).toBeGreaterThanOrEqual(1);
    expect(home.body.qnaManagementDataCounts).toBe(2);
    expect(home.body.myPurchaseData).toHaveLength(3);
    const member = await ctx.db.selectFrom('members').select(['id', 'points']).where('login_id', '=', 'demo').executeTakeFirstOrThrow();
    const ledger = await ctx.db.selectFrom('point_ledger').select(['delta', 'balance_after']).where('member_id', '=', member.id).orderBy('id').execute();
    expect(ledger.reduce((s, l) => s + l.delta, 0)).toBe(member.points);
  });

  it("numbers demo's applications by the day in Seoul they were submitted, as the service does", async () => {
    const rows = await ctx.db.selectFrom('custom_applications').select(['application_number', 'submitted_at']).where('is_draft', '=', false).where('application_number', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.application_number!.slice(3, 11)).toBe(isoDateInSeoul(row.submitted_at!).replaceAll('-', ''));
  });

  it('gives demo two applications whose attached file only demo can download', async () => {
    const list = await ctx.request('/api/application-list', { token });
    expect(list.body.submitApplications.map((a: { articleStatus: string }) => a.articleStatus)).toEqual(['WAITING', 'IN_PROGRESS']);
    const withFile = list.body.submitApplications[1];
    const detail = await ctx.request(`/api/application/detail?applicationArticleId=${withFile.applicationArticleId}`, { token });
    expect(detail.body.files).toHaveLength(1);
    const fileId = detail.body.files[0].fileId as string;
    const own = await ctx.app.request(`/api/application/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('맞춤 제작 요구사항');
    const stranger = await createBuyer(ctx);
    expect((await ctx.request(`/api/application/files/${fileId}`, { token: stranger.token })).status).toBe(404);
    expect((await ctx.request(`/api/application/detail?applicationArticleId=${withFile.applicationArticleId}`, { token: stranger.token })).status).toBe(404);
  });
});
