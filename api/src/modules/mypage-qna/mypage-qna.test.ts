import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestQuestion } from '../../../test/catalog.ts';
import { createBuyer, createTestItem, send, type Buyer } from '../../../test/commerce.ts';

let ctx: TestContext;
let alice: Buyer;
let bob: Buyer;
let itemId: number;

const edit = { title: '설치 경로 변경 문의', content: 'D 드라이브에 설치하고 싶은데 가능한지 알려 주세요.', visibility: 'PRIVATE' as const };

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createBuyer(ctx);
  bob = await createBuyer(ctx);
  itemId = await createTestItem(ctx, { item_name: '주문 수집기' });
});
afterAll(() => ctx.close());

describe('GET /api/mypage/qna', () => {
  it("lists only the member's questions, newest first, with answers, and pages", async () => {
    const first = await createTestQuestion(ctx, { memberId: alice.id, itemId, comment: '네, 가능합니다.' });
    const second = await createTestQuestion(ctx, { memberId: alice.id, itemId, title: '두 번째 문의입니다' });
    await createTestQuestion(ctx, { memberId: bob.id, itemId });
    const res = await send(ctx, 'GET', '/api/mypage/qna', alice.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalElements: 2, hasMore: false });
    expect(res.body.content.map((q: { qnaId: number }) => q.qnaId)).toEqual([second, first]);
    expect(res.body.content[1]).toMatchObject({ productId: itemId, productName: '주문 수집기', answer: '네, 가능합니다.' });
    expect(res.body.content[0].answer).toBeNull();

    const p2 = await send(ctx, 'GET', '/api/mypage/qna?page=2&size=1', alice.token);
    expect(p2.body).toMatchObject({ hasMore: false, totalElements: 2 });
    expect(p2.body.content[0].qnaId).toBe(first);
    expect((await send(ctx, 'GET', '/api/mypage/qna?page=3&size=1', alice.token)).body.content).toEqual([]);
    for (const q of ['page=0', 'size=51', 'page=%20']) expect((await send(ctx, 'GET', `/api/mypage/qna?${q}`, alice.token)).status).toBe(400);
  });
});

describe('GET/PUT /api/items/qna/update', () => {
  it('edits an unanswered question and locks it once answered', async () => {
    const qnaId = await createTestQuestion(ctx, { memberId: alice.id, itemId });
    const form = await send(ctx, 'GET', `/api/items/qna/update?qnaId=${qnaId}`, alice.token);
    expect(form.status).toBe(200);
    expect(form.body.qnaForm).toMatchObject({ qnaId, itemId, itemName: '주문 수집기', visibility: 'PUBLIC', answered: false });

    const res = await send(ctx, 'PUT', `/api/items/qna/update?qnaId=${qnaId}`, alice.token, { qnaId, itemId, ...edit });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'success', message: '문의가 수정되었습니다.' });
    const row = await ctx.db.selectFrom('qna_articles').selectAll().where('id', '=', qnaId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: edit.title, content: edit.content, visibility: 'PRIVATE' });

    await ctx.db.updateTable('qna_articles').set({ comment: '가능합니다. 설치 시 경로를 선택하세요.', comment_at: new Date() }).where('id', '=', qnaId).execute();
    expect((await send(ctx, 'GET', `/api/items/qna/update?qnaId=${qnaId}`, alice.token)).body.qnaForm.answered).toBe(true);
    const locked = await send(ctx, 'PUT', `/api/items/qna/update?qnaId=${qnaId}`, alice.token, { ...edit, title: '답변 후 수정 시도' });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('답변이 완료된 문의는 수정할 수 없습니다.');
    expect((await ctx.db.selectFrom('qna_articles').select('title').where('id', '=', qnaId).executeTakeFirstOrThrow()).title).toBe(edit.title);
  });

  it("answers 404 for another member's question, GET and PUT alike", async () => {
    const qnaId = await createTestQuestion(ctx, { memberId: bob.id, itemId, title: '밥의 문의입니다' });
    expect((await send(ctx, 'GET', `/api/items/qna/update?qnaId=${qnaId}`, alice.token)).status).toBe(404);
    expect((await send(ctx, 'PUT', `/api/items/qna/update?qnaId=${qnaId}`, alice.token, edit)).status).toBe(404);
    expect((await ctx.db.selectFrom('qna_articles').select('title').where('id', '=', qnaId).executeTakeFirstOrThrow()).title).toBe('밥의 문의입니다');
    expect((await send(ctx, 'GET', `/api/items/qna/update?qnaId=${qnaId}`, undefined)).status).toBe(401);
  });

  it('refuses bad input with the Korean rule', async () => {
    const qnaId = await createTestQuestion(ctx, { memberId: alice.id, itemId });
    const put = (body: unknown, q = `qnaId=${qnaId}`) => send(ctx, 'PUT', `/api/items/qna/update?${q}`, alice.token, body);
    const short = await put({ ...edit, title: '짧음' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('제목은 4자 이상, 내용은 10자 이상 입력해 주세요.');
    expect((await put({ ...edit, content: '너무 짧음' })).status).toBe(400);
    expect((await put({ ...edit, visibility: 'SECRET' })).status).toBe(400);
    expect((await put(edit, 'qnaId=abc')).status).toBe(400);
    expect((await put({ ...edit, qnaId: qnaId + 1 })).status).toBe(400);
    expect((await send(ctx, 'GET', '/api/items/qna/update', alice.token)).status).toBe(400);
  });
});
