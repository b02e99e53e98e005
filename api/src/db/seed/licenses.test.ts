import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { loginAs } from '../../../test/members.ts';
import { applySeeders, seeders } from './index.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  expect(await applySeeders(ctx.db, seeders, { storage: ctx.adapters.storage })).toContain('20261122-licenses-demo-keys');
});
afterAll(() => ctx.close());

describe('demo license keys', () => {
  it('gives demo keys in each status, one with a used MAC slot, and the admin list keys with PCs', async () => {
    const token = await loginAs(ctx, 'demo', 'demo1234!');
    const list = await ctx.request('/api/subscription-list', { token });
    const keys = (list.body.subscriptionData as { subscriptions: { useStatus: string; subscriptionListId: number }[] }[]).flatMap((c) => c.subscriptions);
    expect(new Set(keys.map((k) => k.useStatus))).toEqual(new Set(['GRANTED', 'BEFORE_USE', 'EXPIRED']));
    const granted = keys.find((k) => k.useStatus === 'GRANTED')!;
    const detail = await ctx.request(`/api/subscription/detail/${granted.subscriptionListId}`, { token });
    expect(detail.body.subscriptionDetail.slots[0].macAddress).toBe('00:1A:2B:3C:4D:5E');

    const admin = await loginAs(ctx, 'admin', 'admin1234!');
    const adminList = await ctx.request('/api/subscription/list/temp', { token: admin });
    expect(adminList.body.some((k: { macAddress1: string | null; macAddress2: string | null }) => k.macAddress1 && k.macAddress2)).toBe(true);
  });
});
