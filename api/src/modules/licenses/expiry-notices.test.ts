import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, type TestMember } from '../../../test/members.ts';
import { newLicenseKey } from '../fulfilment/license-keys.ts';
import { expiryNotice, sendExpiryNotices } from './expiry-notices.ts';
import { startLicenseJobs } from './license-jobs.ts';

// Runs on PGlite and, as api-postgres, on a real PostgreSQL server where the parallel runs of
// the job truly overlap.

const DAY = 86_400_000;
let ctx: TestContext;
let excel: number;
let blog: number;

beforeAll(async () => {
  ctx = await createTestContext();
  excel = await createTestItem(ctx, { item_name: '엑셀 정리 도우미' });
  blog = await createTestItem(ctx, { item_name: '블로그 자동화' });
});
afterAll(() => ctx.close());

async function member(prefs: { email: boolean; sms: boolean }): Promise<TestMember> {
  const m = await createTestMember(ctx);
  await ctx.db.updateTable('members').set({ email_opt_in: prefs.email, sms_opt_in: prefs.sms }).where('id', '=', m.id).execute();
  return m;
}

async function key(memberId: number | null, itemId: number, expiresInDays: number | null, useStatus: 'GRANTED' | 'BEFORE_USE' | 'UNSUBSCRIPTION' = 'GRANTED') {
  const now = ctx.clock.now().getTime();
  const row = await ctx.db
    .insertInto('subscriptions')
    .values({
      hash_key: newLicenseKey(),
      member_id: memberId,
      item_id: itemId,
      buyer_name: '김구매',
      subscription_period: 1,
      source: 'ADMIN',
      use_status: useStatus,
      ...(expiresInDays === null ? {} : { start_at: new Date(now - DAY), expire_at: new Date(now + expiresInDays * DAY) }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const outbox = (to: string) => ctx.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', to).orderBy('id').execute();
const told = async (ids: number[]) =>
  (await ctx.db.selectFrom('subscriptions').select(['id', 'expiry_notice_at']).where('id', 'in', ids).orderBy('id').execute()).map((r) => r.expiry_notice_at !== null);

describe('expiry notices', () => {
  it('tells each member once, a week ahead, of their live keys on the channels they switched on', async () => {
    const both = await member({ email: true, sms: true });
    const quiet = await member({ email: false, sms: false });
    const soon = [await key(both.id, excel, 3), await key(both.id, excel, 3), await key(both.id, blog, 6)];
    const later = await key(both.id, blog, 10);
    const notYet = [await key(both.id, excel, -1), await key(both.id, excel, null, 'BEFORE_USE'), await key(both.id, excel, 2, 'UNSUBSCRIPTION')];
    const quietKey = await key(quiet.id, excel, 2);
    const noMember = await key(null, excel, 2);

    expect(await sendExpiryNotices(ctx.deps)).toBe(2);
    const mails = await outbox(both.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('[오토웍스] 라이선스 키 만료 7일 전 안내');
    expect(mails[0]!.body).toContain('사용 중인 라이선스 키 3개가 7일 안에 만료됩니다.');
    expect(mails[0]!.body).toMatch(/- 엑셀 정리 도우미 라이선스 키 2개: \d{4}\.\d{2}\.\d{2} 만료\n- 블로그 자동화 라이선스 키 1개: /);
    expect(await outbox(both.phone)).toMatchObject([{ channel: 'sms', body: '[오토웍스] 라이선스 키 3개가 7일 안에 만료됩니다. 마이페이지에서 확인해 주세요.' }]);
    // Switched off: marked as told all the same, so switching on later does not send old news.
    expect(await outbox(quiet.email)).toEqual([]);
    expect(await outbox(quiet.phone)).toEqual([]);
    expect(await told([...soon, quietKey])).toEqual([true, true, true, true]);
    expect(await told([later, ...notYet, noMember])).toEqual([false, false, false, false, false]);

    // Run again: nothing new. Four days on, the key with ten days left is inside the week.
    expect(await sendExpiryNotices(ctx.deps)).toBe(0);
    ctx.clock.advance(4 * DAY);
    expect(await sendExpiryNotices(ctx.deps)).toBe(1);
    expect(await outbox(both.email)).toHaveLength(2);
    expect((await outbox(both.phone))[1]!.body).toMatch(/^\[오토웍스\] '블로그 자동화' 라이선스 키가 \d{4}\.\d{2}\.\d{2}에 만료됩니다\.$/);
    ctx.clock.advance(-4 * DAY);
  });

  it('sends each notice once when several processes run the job at the same time', async () => {
    const m = await member({ email: true, sms: false });
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => key(m.id, i % 2 ? excel : blog, 1 + (i % 5))));
    const runs = await Promise.all(Array.from({ length: 6 }, () => sendExpiryNotices(ctx.deps)));
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const mails = await outbox(m.email);
    const counted = mails.reduce((sum, mail) => sum + [...mail.body.matchAll(/라이선스 키 (\d+)개: /g)].reduce((s, x) => s + Number(x[1]), 0), 0);
    expect(counted).toBe(30);
    expect(await told(ids)).toEqual(ids.map(() => true));
  });

  it('runs with the license jobs each API process starts', async () => {
    const m = await member({ email: true, sms: false });
    const id = await key(m.id, excel, 2);
    const stop = startLicenseJobs(ctx.deps, 60_000);
    await stop(); // waits for the run that started at once
    expect(await told([id])).toEqual([true]);
    expect(await outbox(m.email)).toHaveLength(1);
  });

  it("leaves a suspended member's keys untold (they are refused already) and tells them once the member is back", async () => {
    const m = await member({ email: true, sms: true });
    const id = await key(m.id, excel, 3);
    await ctx.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', m.id).execute();
    await sendExpiryNotices(ctx.deps);
    expect(await outbox(m.email)).toEqual([]);
    expect(await outbox(m.phone)).toEqual([]);
    expect(await told([id])).toEqual([false]);
    await ctx.db.updateTable('members').set({ status: 'ACTIVE' }).where('id', '=', m.id).execute();
    await sendExpiryNotices(ctx.deps);
    expect(await outbox(m.email)).toHaveLength(1);
    expect(await told([id])).toEqual([true]);
  });

  it('writes one line per product and day, earliest first', () => {
    const at = (iso: string) => new Date(iso);
    const notice = expiryNotice('오토웍스', [
      { item_name: '블로그 자동화', expire_at: at('2026-12-03T03:00:00Z') },
      { item_name: '엑셀 정리 도우미', expire_at: at('2026-12-01T03:00:00Z') },
      { item_name: '엑셀 정리 도우미', expire_at: at('2026-12-01T09:00:00Z') },
      { item_name: '엑셀 정리 도우미', expire_at: at('2026-12-01T16:00:00Z') },
    ]);
    expect(notice.text.split('\n').filter((l) => l.startsWith('- '))).toEqual([
      '- 엑셀 정리 도우미 라이선스 키 2개: 2026.12.01 만료',
      '- 엑셀 정리 도우미 라이선스 키 1개: 2026.12.02 만료',
      '- 블로그 자동화 라이선스 키 1개: 2026.12.03 만료',
    ]);
    expect(expiryNotice('오토웍스', [{ item_name: '블로그 자동화', expire_at: at('2026-12-03T03:00:00Z') }]).sms).toBe("[오토웍스] '블로그 자동화' 라이선스 키가 2026.12.03에 만료됩니다.");
  });
});
