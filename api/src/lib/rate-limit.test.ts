import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { AppError } from './errors.ts';
import { consumeRateLimits, releaseRateLimits, type RateLimit } from './rate-limit.ts';

// Fixed-window counters in the database: several limits are counted in one statement, and
// concurrent hits each get their own count, so exactly `limit` of them pass.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const now = new Date('2026-11-23T10:00:30Z');
const consume = (limits: RateLimit[]) => consumeRateLimits(ctx.db, limits, now, '잠시 후 다시 시도해 주세요.');
const countOf = async (key: string) =>
  (await ctx.db.selectFrom('rate_limits').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0;

describe('consumeRateLimits', () => {
  it('lets exactly `limit` of many concurrent hits through on every limit and counts them all', async () => {
    const limits: RateLimit[] = [
      { key: 'test:ip:1', limit: 50, windowSeconds: 60 },
      { key: 'test:id:a', limit: 7, windowSeconds: 600 },
    ];
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => consume(limits)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(13);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).status).toBe(429);
    }
    expect(await countOf('test:ip:1')).toBe(20);
    expect(await countOf('test:id:a')).toBe(20);
  });

  it('counts a key listed twice twice instead of failing the statement', async () => {
    const limit = { key: 'test:twice', limit: 10, windowSeconds: 60 };
    await consume([limit, { ...limit }]);
    expect(await countOf('test:twice')).toBe(2);
  });

  it('gives one hit back on every limit and never below zero', async () => {
    const limits: RateLimit[] = [
      { key: 'test:release:ip', limit: 5, windowSeconds: 60 },
      { key: 'test:release:id', limit: 5, windowSeconds: 600 },
    ];
    await consume(limits);
    await consume(limits);
    await releaseRateLimits(ctx.db, limits, now);
    expect(await countOf('test:release:ip')).toBe(1);
    expect(await countOf('test:release:id')).toBe(1);
    await releaseRateLimits(ctx.db, limits, now);
    await releaseRateLimits(ctx.db, limits, now);
    expect(await countOf('test:release:ip')).toBe(0);
    // A later window is a different row: releasing there touches nothing of this one.
    await consume(limits);
    await releaseRateLimits(ctx.db, limits, new Date(now.getTime() + 3_600_000));
    expect(await countOf('test:release:id')).toBe(1);
  });
});

describe('consumeRateLimits order', () => {
  it('does not count the limits after the one that refuses', async () => {
    const limits: RateLimit[] = [
      { key: 'test:order:short', limit: 1, windowSeconds: 30 },
      { key: 'test:order:long', limit: 5, windowSeconds: 3600 },
    ];
    await consume(limits);
    await expect(consume(limits)).rejects.toMatchObject({ status: 429 });
    await expect(consume(limits)).rejects.toMatchObject({ status: 429 });
    expect(await countOf('test:order:short')).toBe(3);
    expect(await countOf('test:order:long')).toBe(1);
  });
});

describe('per-IP keys', () => {
  it('counts every IPv6 address of one /64 on one row, and gives hits back there', async () => {
    const limits = (ip: string): RateLimit[] => [{ key: `test:ip:${ip}`, limit: 2, windowSeconds: 60 }];
    await consume(limits('2001:db8:1:2::1'));
    await consume(limits('2001:db8:1:2:aaaa::5'));
    await expect(consume(limits('2001:db8:1:2:ffff:ffff:ffff:ffff'))).rejects.toMatchObject({ status: 429 });
    await consume(limits('2001:db8:1:3::1'));
    expect(await countOf('test:ip:2001:db8:1:2::/64')).toBe(3);
    expect(await countOf('test:ip:2001:db8:1:3::/64')).toBe(1);
    await releaseRateLimits(ctx.db, limits('2001:db8:1:2::9'), now);
    expect(await countOf('test:ip:2001:db8:1:2::/64')).toBe(2);
  });

  it('keeps IPv4 per address, and an IPv4-mapped address on its IPv4 row', async () => {
    const limits = (ip: string): RateLimit[] => [{ key: `test:ip:${ip}`, limit: 1, windowSeconds: 60 }];
    await consume(limits('198.51.100.1'));
    await expect(consume(limits('::ffff:198.51.100.1'))).rejects.toMatchObject({ status: 429 });
    await consume(limits('198.51.100.2'));
    expect(await countOf('test:ip:198.51.100.1')).toBe(2);
  });
});
