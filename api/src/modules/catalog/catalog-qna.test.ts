import { QNA_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestQuestion } from '../../../test/catalog.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs, type TestMember } from '../../../test/members.ts';

let ctx: TestContext;
let author: TestMember;
let authorToken: string;
let otherToken: string;
let adminToken: string;
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  author = await createTestMember(ctx, { loginId: 'asker01' });
  const other = await createTestMember(ctx);
  const admin = await createTestMember(ctx, { role: 'ADMIN' });
  [authorToken, otherToken, adminToken] = await Promise.all([
    loginAs(ctx, author.loginId, author.password),
    loginAs(ctx, other.loginId, other.password),
    loginAs(ctx, admin.loginId, admin.password),
  ]);
  itemId = await createTestItem(ctx, { item_name: '카카오톡 단체 메시지 발송기' });
});
afterAll(() => ctx.close());

const question = (overrides: Record<string, unknown> = {}) => ({
  title: '라이선스 문의',
  content: 'PC 두 대에서 동시에 사용할 수 있나요?',
  visibility: 'PUBLIC',
  itemId,
  ...overrides,
});

const write = (body: unknown, token?: string, id: number | string = itemId) =>
  ctx.request(`/api/items/qna/write?itemId=${id}`, { method: 'POST', json: body, ...(token ? { token } : {}) });

describe('private questions on the product page', () => {
  let privateId: number;
  beforeAll(async () => {
    privateId = await createTestQuestion(ctx, {
      memberId: author.id,
      itemId,
      title: '결제 영수증 관련 비공개 문의',
      content: '사업자 정보로 세금계산서 발행이 가능한가요?',
      visibility: 'PRIVATE',
      comment: '네, 고객센터로 사업자등록증을 보내 주세요.',
    });
  });

  const articleOf = async (token?: string) => {
    const res = await ctx.request(`/api/items/detail?itemId=${itemId}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return res.body.qnaArticles.find((a: { articleId: number }) => a.articleId === privateId);
  };

  it('shows visitors and other members only the fixed title, no content and no answer, but that it is answered', async () => {
    for (const token of [undefined, otherToken, 'not-a-token']) {
      const article = await articleOf(token);
      expect(article).toEqual({
        articleId: privateId,
        title: QNA_MESSAGES.privateTitle,
        content: '',
        visibility: 'PRIVATE',
        comment: null,
        answered: true,
        loginId: 'as*****',
        postDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        myArticle: false,
      });
    }
  });

  it('shows the author everything, marked as theirs', async () => {
    const article = await articleOf(authorToken);
    expect(article).toMatchObject({
      title: '결제 영수증 관련 비공개 문의',
      content: '사업자 정보로 세금계산서 발행이 가능한가요?',
      comment: '네, 고객센터로 사업자등록증을 보내 주세요.',
      myArticle: true,
    });
  });

  it('shows an admin the question so it can be answered', async () => {
    expect((await articleOf(adminToken)).content).toBe('사업자 정보로 세금계산서 발행이 가능한가요?');
  });
});

describe('POST /api/items/qna/write', () => {
  it('registers a question for the token member', async () => {
    const res = await write(question({ visibility: 'PRIVATE' }), authorToken);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', message: QNA_MESSAGES.success });
    const row = await ctx.db.selectFrom('qna_articles').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: author.id, item_id: itemId, title: '라이선스 문의', visibility: 'PRIVATE', comment: null });
  });

  it('defaults the visibility to PUBLIC', async () => {
    const { visibility: _omit, ...body } = question();
    expect((await write(body, authorToken)).status).toBe(200);
    const row = await ctx.db.selectFrom('qna_articles').select('visibility').orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(row.visibility).toBe('PUBLIC');
  });

  it('needs a logged-in member, and says why in result', async () => {
    for (const token of [undefined, 'garbage.token.value']) {
      const res = await write(question(), token);
      expect(res.status).toBe(401);
      expect(res.body.result).toBe('로그인이 필요합니다.');
      expect(res.body.message).toBe('로그인이 필요합니다.');
    }
  });

  it('enforces the title and content rule with the spec message in result', async () => {
    for (const body of [question({ title: '짧음' }), question({ content: '너무 짧은 내용' }), question({ title: '    제목    ' })]) {
      const res = await write(body, authorToken);
      expect(res.status).toBe(400);
      expect(res.body.result).toBe(QNA_MESSAGES.rule);
      expect(res.body.message).toBe(QNA_MESSAGES.rule);
    }
  });

  it('refuses a body item that differs from the query item, and unknown items', async () => {
    const other = await createTestItem(ctx);
    const mismatch = await write(question({ itemId: other }), authorToken);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.result).toBe('상품 정보가 일치하지 않습니다.');
    const stopped = await createTestItem(ctx, { item_status: 'STOP' });
    const missing = await write(question({ itemId: stopped }), authorToken, stopped);
    expect(missing.status).toBe(404);
    expect(missing.body.result).toBe('판매 중인 상품을 찾을 수 없습니다.');
  });

  it('refuses bad ids, wrong types and prototype keys with 400, never a 500', async () => {
    const bodies: unknown[] = [
      question({ itemId: -1 }),
      question({ itemId: 'x' }),
      question({ itemId: 1e20 }),
      question({ visibility: 'SECRET' }),
      question({ title: 12345 }),
      JSON.parse(`{"__proto__": ${JSON.stringify(question())}}`),
      [question()],
      null,
    ];
    for (const body of bodies) {
      const res = await write(body, authorToken);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.result, JSON.stringify(body)).toMatch(/[가-힣]/);
    }
    const res = await ctx.request(`/api/items/qna/write?itemId=${itemId}`, { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' }, token: authorToken });
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).title).toBeUndefined();
  });

  it('ignores fields the client may not set (author, answer)', async () => {
    const res = await write(question({ memberId: 9999, comment: '셀프 답변', title: '필드 주입 테스트' }), otherToken);
    expect(res.status).toBe(200);
    const row = await ctx.db.selectFrom('qna_articles').selectAll().where('title', '=', '필드 주입 테스트').executeTakeFirstOrThrow();
    expect(row.comment).toBeNull();
    expect(row.member_id).not.toBe(9999);
  });

  it('caps how many questions one member can post per hour', async () => {
    ctx.clock.startNextWindow(3600);
    const spammer = await createTestMember(ctx);
    const token = await loginAs(ctx, spammer.loginId, spammer.password);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await write(question(), token)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await write(question(), token);
    expect(last.status).toBe(429);
    expect(last.body.result).toMatch(/잠시 후/);
  });

  it('counts only questions it takes: posts refused for a product not on sale leave the allowance whole', async () => {
    ctx.clock.startNextWindow(3600);
    const member = await createTestMember(ctx);
    const token = await loginAs(ctx, member.loginId, member.password);
    const stopped = await createTestItem(ctx, { item_status: 'STOP' });
    for (let i = 0; i < 10; i++) expect((await write(question({ itemId: stopped }), token, stopped)).status).toBe(404);
    expect((await write(question(), token)).status).toBe(200);
  });
});
