import { crc32 } from 'node:zlib';
import { ADMIN_ITEM_MESSAGES } from '@store/shared';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestItem, send, type Buyer } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { EXE_BYTES } from '../../../test/uploads.ts';

let ctx: TestContext;
let admin: Buyer;
let member: Buyer;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createBuyer(ctx, { role: 'ADMIN' });
  member = await createBuyer(ctx);
});
afterAll(() => ctx.close());

async function png(width = 1600, height = 1000): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#3366ff' } }).png().toBuffer());
}

async function uploadImage(bytes: Uint8Array, fileType: string, name = 'photo.png', token: string | null = admin.token) {
  const form = new FormData();
  form.append('fileType', fileType);
  form.append('file', new File([bytes], name, { type: 'image/png' }));
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await ctx.app.request('/api/upload-thumbnail-or-detail-file', { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

function product(overrides: Record<string, unknown> = {}) {
  return {
    itemName: '엑셀 자동 정리기',
    itemDescription: '엑셀 파일을 규칙대로 정리합니다.',
    installMethod: '설치 파일 실행',
    environment: 'Windows 10/11',
    asSupport: '1년 무상 A/S',
    costPrice: 30_000,
    salePrice: 24_000,
    saleQuantity: 0,
    category: 'NEW',
    itemStatus: 'PENDING',
    tags: ['엑셀', 'BACKEND'],
    recommend: true,
    thumbFileName: null,
    detailImgFileName: null,
    videoUrl: 'https://www.youtube.com/watch?v=abc123',
    ...overrides,
  };
}

describe('image upload', () => {
  it('resizes an image to WebP within the bounds and serves it', async () => {
    const res = await uploadImage(await png(1600, 1000), 'thumbnail');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', d: expect.stringMatching(/^thumbnail-[A-Za-z0-9_-]+\.webp$/) });
    const served = await ctx.app.request(res.body.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(800);
  });

  it('refuses non-images by their bytes, whatever the name says (415)', async () => {
    for (const [bytes, name] of [
      [EXE_BYTES, 'photo.png'],
      [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg'],
      [new TextEncoder().encode('%PDF-1.7\n'), 'a.jpg'],
    ] as const) {
      const res = await uploadImage(bytes, 'detail', name);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(ADMIN_ITEM_MESSAGES.notImage);
    }
  });

  it('says an empty file is empty, not that none was chosen (400)', async () => {
    expect(await uploadImage(new Uint8Array(0), 'thumbnail')).toMatchObject({ status: 400, body: { message: ADMIN_ITEM_MESSAGES.emptyFile } });
  });

  it('refuses a truncated image behind a valid signature (415)', async () => {
    const bytes = (await png(50, 50)).slice(0, 40);
    expect((await uploadImage(bytes, 'thumbnail')).status).toBe(415);
  });

  it('says what is wrong with a real image of too many pixels, and with two files at once', async () => {
    const huge = await uploadImage(await png(8000, 7000), 'thumbnail');
    expect(huge).toMatchObject({ status: 400, body: { message: ADMIN_ITEM_MESSAGES.tooManyPixels } });
    // A bomb's header: a small file whose header claims 60000×60000 (past sharp's own limit, which
    // would not even read it) is told the same.
    const bomb = await png(10, 10);
    const view = new DataView(bomb.buffer, bomb.byteOffset);
    view.setUint32(16, 60_000);
    view.setUint32(20, 60_000);
    view.setUint32(29, crc32(bomb.subarray(12, 29)));
    expect(await uploadImage(bomb, 'thumbnail')).toMatchObject({ status: 400, body: { message: ADMIN_ITEM_MESSAGES.tooManyPixels } });

    const form = new FormData();
    form.append('fileType', 'thumbnail');
    form.append('file', new File([await png(10, 10)], 'a.png', { type: 'image/png' }));
    form.append('file', new File([await png(10, 10)], 'b.png', { type: 'image/png' }));
    const res = await ctx.app.request('/api/upload-thumbnail-or-detail-file', { method: 'POST', body: form, headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(ADMIN_ITEM_MESSAGES.oneFile);
  });

  it('refuses an oversized upload (413) before reading it', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await png(10, 10));
    const res = await uploadImage(big, 'thumbnail');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(ADMIN_ITEM_MESSAGES.tooLarge);
  });

  it('refuses a bad fileType (400), members (403) and visitors (401)', async () => {
    const image = await png(20, 20);
    expect((await uploadImage(image, 'avatar')).status).toBe(400);
    expect((await uploadImage(image, 'thumbnail', 'a.png', member.token)).status).toBe(403);
    expect((await uploadImage(image, 'thumbnail', 'a.png', null)).status).toBe(401);
  });
});

describe('products', () => {
  it('creates a product with images, audit-logged, and shows it on the storefront at once', async () => {
    const thumb = (await uploadImage(await png(), 'thumbnail')).body.d as string;
    const detail = (await uploadImage(await png(900, 2000), 'detail')).body.d as string;
    const created = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemStatus: 'SALE', thumbFileName: thumb, detailImgFileName: detail }));
    expect(created.status).toBe(200);
    const item = created.body.item;
    expect(item).toMatchObject({ itemName: '엑셀 자동 정리기', discountRate: 20, categoryName: '신상품', recommend: true, tags: ['엑셀', 'BACKEND'] });

    const list = await send(ctx, 'GET', '/api/items?category=NEW', undefined);
    expect(list.body.items.map((i: { itemId: number }) => i.itemId)).toContain(item.itemId);
    const storefront = await send(ctx, 'GET', `/api/items/detail?itemId=${item.itemId}`, undefined);
    expect(storefront.body.item).toMatchObject({ salePrice: 24_000, thumbPath: `/api/files/items/${thumb}`, videoUrl: 'https://www.youtube.com/watch?v=abc123' });
    // The page reserves the detail image's space from its stored size.
    expect(storefront.body.item.detailImgSize).toEqual({ width: 900, height: 2000 });

    // Stop selling: the next storefront read no longer has it; the admin still does.
    const stopped = await send(ctx, 'PUT', `/api/admin/item/update?itemId=${item.itemId}`, admin.token, product({ itemStatus: 'STOP', thumbFileName: thumb, salePrice: 20_000, updatedAt: item.updatedAt }));
    expect(stopped.status).toBe(200);
    expect((await send(ctx, 'GET', `/api/items/detail?itemId=${item.itemId}`, undefined)).status).toBe(404);
    expect((await send(ctx, 'GET', `/api/admin/item?itemId=${item.itemId}`, admin.token)).body).toMatchObject({ itemStatus: 'STOP', salePrice: 20_000 });
    // The detail image was taken off, and its size with it.
    expect(await ctx.db.selectFrom('items').select(['detail_img_width', 'detail_img_height']).where('id', '=', item.itemId).executeTakeFirst()).toEqual({ detail_img_width: null, detail_img_height: null });

    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'item').where('target_id', '=', String(item.itemId)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['item.create', 'item.update']);
    expect(audit[1]).toMatchObject({ actor_member_id: admin.id, before: expect.objectContaining({ itemStatus: 'SALE' }), after: expect.objectContaining({ itemStatus: 'STOP' }) });
  });

  it('saves a product whose stored detail image cannot be read, without a size', async () => {
    const thumb = (await uploadImage(await png(), 'thumbnail')).body.d as string;
    await ctx.adapters.storage.put('items/detail-unreadable.webp', new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3]), 'image/webp');
    const created = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '상세 이미지 없는 상품', itemStatus: 'SALE', thumbFileName: thumb, detailImgFileName: 'detail-unreadable.webp' }));
    expect(created.status).toBe(200);
    const storefront = await send(ctx, 'GET', `/api/items/detail?itemId=${created.body.item.itemId}`, undefined);
    expect(storefront.body.item).toMatchObject({ detailImgPath: '/api/files/items/detail-unreadable.webp', detailImgSize: null });
  });

  it('refuses invalid products with Korean messages (400)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ salePrice: 40_000 }, '판매가는 정가보다 클 수 없습니다.'],
      [{ costPrice: 1.5 }, '정가는 원 단위 정수로 입력해 주세요.'],
      [{ costPrice: -1, salePrice: -1 }, '정가는 0원 이상이어야 합니다.'],
      [{ itemName: '  ' }, '상품명을 입력해 주세요.'],
      [{ itemStatus: 'DELETED' }, '판매 상태를 선택해 주세요.'],
      [{ category: 'X' }, '카테고리를 선택해 주세요.'],
      [{ videoUrl: 'javascript:alert(1)' }, ADMIN_ITEM_MESSAGES.videoUrl],
      // The detail page plays YouTube only: an address it could not play is refused, not kept.
      [{ videoUrl: 'https://vimeo.com/123456' }, ADMIN_ITEM_MESSAGES.videoUrl],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, '태그는 10개까지 넣을 수 있습니다.'],
      [{ itemStatus: 'SALE', thumbFileName: null }, '판매 중인 상품에는 썸네일 이미지가 필요합니다.'],
      [{ itemStatus: 'SALE', costPrice: 0, salePrice: 0 }, ADMIN_ITEM_MESSAGES.freeOnSale],
      [{ thumbFileName: '../../etc/passwd' }, '이미지를 다시 업로드해 주세요.'],
      [{ thumbFileName: 'thumbnail-never-uploaded.webp' }, ADMIN_ITEM_MESSAGES.imageMissing],
    ];
    for (const [overrides, message] of cases) {
      const res = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses a save over another admin\'s change made since the form was loaded (409), and keeps that change', async () => {
    const created = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '동시 수정 확인' }));
    const loaded = created.body.item as { itemId: number; updatedAt: string };
    const update = (values: Record<string, unknown>) => send(ctx, 'PUT', `/api/admin/item/update?itemId=${loaded.itemId}`, admin.token, product({ itemName: '동시 수정 확인', ...values }));
    ctx.clock.advance(1000);
    // Another admin, on the same loaded form, changes the price first.
    const first = await update({ salePrice: 11_111, updatedAt: loaded.updatedAt });
    expect(first.status).toBe(200);
    ctx.clock.advance(1000);
    const stale = await update({ itemName: '이름만 바꿈', updatedAt: loaded.updatedAt });
    expect(stale).toMatchObject({ status: 409, body: { message: ADMIN_ITEM_MESSAGES.changedMeanwhile } });
    const now = await send(ctx, 'GET', `/api/admin/items?q=${encodeURIComponent('동시 수정 확인')}`, admin.token);
    expect(now.body.items[0]).toMatchObject({ itemName: '동시 수정 확인', salePrice: 11_111 });
    // Loaded again, the form saves.
    expect((await update({ itemName: '동시 수정 확인', salePrice: 12_000, updatedAt: first.body.item.updatedAt })).status).toBe(200);
  });

  it('refuses a name another product has, in any case, on create and on edit, and saves nothing', async () => {
    const first = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: 'PDF 변환기 Pro' }));
    expect(first.status).toBe(200);
    const firstId = first.body.item.itemId as number;
    const again = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '  pdf 변환기 PRO ' }));
    expect(again).toMatchObject({ status: 409, body: { message: ADMIN_ITEM_MESSAGES.duplicateName(firstId) } });
    expect((await ctx.db.selectFrom('items').select('id').where(sql<boolean>`lower(item_name) = 'pdf 변환기 pro'`).execute())).toHaveLength(1);

    const other = (await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: 'PDF 변환기 Lite' }))).body.item as { itemId: number; updatedAt: string };
    const renamed = await send(ctx, 'PUT', `/api/admin/item/update?itemId=${other.itemId}`, admin.token, product({ itemName: 'PDF 변환기 PRO', updatedAt: other.updatedAt }));
    expect(renamed).toMatchObject({ status: 409, body: { message: ADMIN_ITEM_MESSAGES.duplicateName(firstId) } });
    // A product keeps its own name on an edit (only others count), and may change its case.
    const loaded = (await send(ctx, 'GET', `/api/admin/item?itemId=${firstId}`, admin.token)).body;
    expect((await send(ctx, 'PUT', `/api/admin/item/update?itemId=${firstId}`, admin.token, product({ itemName: 'PDF 변환기 PRO', updatedAt: loaded.updatedAt }))).status).toBe(200);
  });

  it('two admins creating the same new name at once: one product', async () => {
    const results = await Promise.all([0, 1, 2].map(() => send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '동시 등록 상품' }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await ctx.db.selectFrom('items').select('id').where('item_name', '=', '동시 등록 상품').execute()).toHaveLength(1);
  });

  it('refuses an edit that leaves a field out, or comes without the version it loaded, and keeps what was saved', async () => {
    const created = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '부분 수정 확인' }));
    const loaded = created.body.item as { itemId: number; updatedAt: string };
    const put = (body: Record<string, unknown>) => send(ctx, 'PUT', `/api/admin/item/update?itemId=${loaded.itemId}`, admin.token, body);
    const { installMethod: _left, ...withoutInstall } = product({ itemName: '부분 수정 확인', salePrice: 10_000, updatedAt: loaded.updatedAt });
    const partial = await put(withoutInstall);
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual([expect.objectContaining({ path: 'installMethod' })]);
    const unversioned = await put(product({ itemName: '부분 수정 확인', salePrice: 10_000 }));
    expect(unversioned).toMatchObject({ status: 400, body: { message: ADMIN_ITEM_MESSAGES.versionMissing } });
    const saved = (await send(ctx, 'GET', `/api/admin/item?itemId=${loaded.itemId}`, admin.token)).body;
    expect(saved).toMatchObject({ installMethod: '설치 파일 실행', salePrice: 24_000, updatedAt: loaded.updatedAt });
  });

  it('lists every status with search and paging; unknown item is 404', async () => {
    await createTestItem(ctx, { item_name: '블로그 포스팅 봇', item_status: 'PENDING' });
    await createTestItem(ctx, { item_name: '블로그 댓글 봇', item_status: 'STOP' });
    const all = await send(ctx, 'GET', '/api/admin/items?q=블로그&size=1', admin.token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalElements: 2, totalPages: 2, page: 1 });
    const stopped = await send(ctx, 'GET', '/api/admin/items?q=블로그&status=STOP', admin.token);
    expect(stopped.body.items.map((i: { itemName: string }) => i.itemName)).toEqual(['블로그 댓글 봇']);
    expect((await send(ctx, 'GET', '/api/admin/items?size=1000', admin.token)).status).toBe(400);
    expect((await send(ctx, 'PUT', '/api/admin/item/update?itemId=999999', admin.token, product({ updatedAt: new Date().toISOString() }))).status).toBe(404);
  });

  it('finds a name and a tag typed in decomposed Hangul (NFD, as a macOS keyboard may send it)', async () => {
    const id = await createTestItem(ctx, { item_name: '정규화 확인 봇', tags: ['정규화태그'] });
    for (const q of ['정규화 확인', '정규화태그']) {
      const res = await send(ctx, 'GET', `/api/admin/items?q=${encodeURIComponent(q.normalize('NFD'))}`, admin.token);
      expect(res.body.items.map((i: { itemId: number }) => i.itemId), q).toEqual([id]);
    }
    // The 50-character limit counts syllables: 30 of them are 60 characters decomposed.
    const long = '가나다라마바사아자차'.repeat(3);
    const longId = await createTestItem(ctx, { item_name: long });
    const res = await send(ctx, 'GET', `/api/admin/items?q=${encodeURIComponent(long.normalize('NFD'))}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { itemId: number }) => i.itemId)).toEqual([longId]);
  });

  it('files a product tagged frontend/backend in any case under the 프론트엔드/백엔드 filters, and finds tags in any case', async () => {
    const created = await send(ctx, 'POST', '/api/admin/item/create', admin.token, product({ itemName: '태그 대소문자 확인', itemStatus: 'PENDING', tags: ['frontend', 'Backend', '엑셀'] }));
    expect(created.status).toBe(200);
    const item = created.body.item;
    expect(item.tags).toEqual(['FRONTEND', 'BACKEND', '엑셀']);
    const thumb = (await uploadImage(await png(20, 20), 'thumbnail')).body.d as string;
    expect((await send(ctx, 'PUT', `/api/admin/item/update?itemId=${item.itemId}`, admin.token, product({ itemName: '태그 대소문자 확인', itemStatus: 'SALE', thumbFileName: thumb, tags: ['frontend'], updatedAt: item.updatedAt }))).status).toBe(200);
    const front = await send(ctx, 'GET', '/api/items?category=FRONTEND', undefined);
    expect(front.body.items.map((i: { itemId: number }) => i.itemId)).toContain(item.itemId);
    const found = await send(ctx, 'GET', '/api/admin/items?q=Frontend', admin.token);
    expect(found.body.items.map((i: { itemId: number }) => i.itemId)).toContain(item.itemId);
    // The list shows the tag as 프론트엔드, so that finds it too.
    const byLabel = await send(ctx, 'GET', `/api/admin/items?q=${encodeURIComponent('프론트엔드')}`, admin.token);
    expect(byLabel.body.items.map((i: { itemId: number }) => i.itemId)).toContain(item.itemId);
  });

  it('refuses members and visitors on every product call', async () => {
    for (const token of [member.token, undefined]) {
      const expected = token ? 403 : 401;
      expect((await send(ctx, 'GET', '/api/admin/items', token)).status).toBe(expected);
      expect((await send(ctx, 'POST', '/api/admin/item/create', token, product())).status).toBe(expected);
      expect((await send(ctx, 'PUT', '/api/admin/item/update?itemId=1', token, product())).status).toBe(expected);
    }
  });
});
