import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, send, type Buyer } from '../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { randomIp } from '../../test/members.ts';
import { newLicenseKey } from '../modules/fulfilment/license-keys.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from './control-characters.ts';

describe('controlCharacterPath', () => {
  it('names the first string holding a control character, however deep', () => {
    expect(controlCharacterPath({ a: 'ok', b: [{ c: 'x' }, { c: 'y\u0000' }] })).toBe('b.1.c');
    expect(controlCharacterPath('\u0001')).toBe('');
    expect(controlCharacterPath({ note: 'del\u007f' })).toBe('note');
  });

  it('lets tabs, line breaks, Hangul and emoji through, and looks at no file', () => {
    expect(controlCharacterPath({ content: '첫 줄\r\n둘째 줄\t탭 😀', count: 3, none: null })).toBeUndefined();
    expect(controlCharacterPath({ file: new Blob(['\u0000']) })).toBeUndefined();
  });
});

describe('input with a control character', () => {
  let ctx: TestContext;
  let admin: Buyer;
  let member: Buyer;
  let itemId: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createBuyer(ctx, { role: 'ADMIN' });
    member = await createBuyer(ctx);
    itemId = await createTestItem(ctx);
  });
  afterAll(() => ctx.close());

  // PostgreSQL refuses NUL in text: each of these reached the database and answered 500.
  it('is refused with a Korean 400 naming the field, in bodies, queries and paths, before the database', async () => {
    const hashKey = newLicenseKey();
    const license = await ctx.request('/api/licenses/activate', {
      method: 'POST',
      headers: { 'x-forwarded-for': randomIp() },
      json: { hashKey: `${hashKey}\u0000`, macAddress: 'AA:BB:CC:DD:EE:02' },
    });
    expect(license.status).toBe(400);
    expect(license.body).toMatchObject({ message: CONTROL_CHARACTER_MESSAGE, errors: [{ path: 'hashKey', message: CONTROL_CHARACTER_MESSAGE }] });

    const settings = (await send(ctx, 'GET', '/api/admin/settings', admin.token)).body;
    const product = {
      itemName: 'x\u0000y',
      itemDescription: '설명',
      installMethod: '설치 파일 실행',
      environment: 'Windows 11',
      asSupport: '1년',
      costPrice: 30_000,
      salePrice: 24_000,
      saleQuantity: 0,
      category: 'NEW',
      itemStatus: 'PENDING',
      tags: [],
      recommend: false,
      thumbFileName: null,
      detailImgFileName: null,
      videoUrl: null,
    };
    const calls: [string, string, Buyer | undefined, unknown][] = [
      ['POST', '/api/admin/item/create', admin, product],
      ['PUT', '/api/admin/settings', admin, { ...settings, business: { ...settings.business, storeName: 'a\u0000b' } }],
      ['GET', '/api/admin/users?q=%00', admin, undefined],
      ['GET', '/api/admin/audit-log?actor=%01', admin, undefined],
      ['GET', `/api/items/detail?itemId=${itemId}`, undefined, undefined], // control: answers 200
      ['POST', '/api/login', undefined, { loginId: 'demo\u0000', password: 'x' }],
      ['GET', `/api/search/suggestions?q=${encodeURIComponent('엑셀')}%00`, undefined, undefined],
      ['POST', '/api/members/email/certification/duplicate', undefined, { name: '홍길\u0000', email: 'a@b.co' }],
      ['PUT', `/api/admin/user/${member.id}/block`, admin, { reason: '사유\u0000' }],
      ['POST', `/api/items/qna/write?itemId=${itemId}`, member, { itemId, title: '문의 제목\u0007', content: '상품 문의 내용을 적었습니다.', visibility: 'PUBLIC' }],
    ];
    for (const [method, path, caller, body] of calls) {
      const res = await send(ctx, method, path, caller?.token, body);
      if (path.startsWith('/api/items/detail')) {
        expect(res.status, path).toBe(200);
        continue;
      }
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    // The Q&A call's failures carry `result` like its others (store.md).
    const qna = await send(ctx, 'POST', `/api/items/qna/write?itemId=${itemId}`, member.token, { itemId, title: '문의 제목\u0000', content: '상품 문의 내용을 적었습니다.' });
    expect(qna.body.result).toBe(CONTROL_CHARACTER_MESSAGE);

    // Nothing was saved, and the member is not blocked.
    expect(await ctx.db.selectFrom('qna_articles').select('id').where('item_id', '=', itemId).execute()).toHaveLength(0);
    const row = await ctx.db.selectFrom('members').select('status').where('id', '=', member.id).executeTakeFirstOrThrow();
    expect(row.status).not.toBe('BLOCKED');
  });

  it('keeps accepting line breaks and tabs in text', async () => {
    const res = await send(ctx, 'POST', `/api/items/qna/write?itemId=${itemId}`, member.token, { itemId, title: '여러 줄 문의', content: '첫 줄\n둘째 줄\t탭' });
    expect(res.status).toBe(200);
  });
});
