import { ADMIN_QNA_MESSAGES as M } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestItem, createTestQuestion } from '../../../test/catalog.ts';
import { send } from '../../../test/commerce.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';

let ctx: TestContext;
let adminToken: string;
let secondAdminToken: string;
let member: { id: number; token: string; loginId: string; email: string; phone: string };
let itemId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createTestMember(ctx, { role: 'ADMIN' });
  adminToken = await loginAs(ctx, admin.loginId, admin.password);
  const second = await createTestMember(ctx, { role: 'ADMIN' });
  secondAdminToken = await loginAs(ctx, second.loginId, second.password);
  const m = await createTestMember(ctx);
  member = { id: m.id, loginId: m.loginId, email: m.email, phone: m.phone, token: await loginAs(ctx, m.loginId, m.password) };
  itemId = await createTestItem(ctx, { item_name: '문의 답변 테스트 상품' });
});
afterAll(() => ctx.close());

const answer = (id: number, body: unknown, token = adminToken) => send(ctx, 'PUT', `/api/admin/qna/${id}/answer`, token, body);
const seenOf = async (id: number) => (await send(ctx, 'GET', `/api/admin/qna/${id}`, adminToken)).body.updatedAt as string;
const productQna = async () => (await send(ctx, 'GET', `/api/items/detail?itemId=${itemId}`, undefined)).body.qnaArticles as { articleId: number; comment: string | null }[];

describe('admin product Q&A', () => {
  it('lists questions, private ones included, filtered by answer state and search, with the waiting count', async () => {
    const waiting = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '비밀 문의 목록 확인', visibility: 'PRIVATE' });
    const answered = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '답변된 문의 목록 확인', comment: '네, 됩니다.' });

    const all = await send(ctx, 'GET', '/api/admin/qna?q=문의 목록 확인', adminToken);
    expect(all.status).toBe(200);
    expect(all.body.content.map((r: { qnaId: number }) => r.qnaId)).toEqual([answered, waiting]);
    expect(all.body.content[1]).toMatchObject({ title: '비밀 문의 목록 확인', visibility: 'PRIVATE', itemName: '문의 답변 테스트 상품', memberLoginId: member.loginId, answer: null });
    const { n } = await ctx.db.selectFrom('qna_articles').select((eb) => eb.fn.countAll<number>().as('n')).where('comment', 'is', null).executeTakeFirstOrThrow();
    expect(all.body.waitingCount).toBe(Number(n));

    const onlyWaiting = await send(ctx, 'GET', '/api/admin/qna?state=WAITING&q=문의 목록 확인', adminToken);
    expect(onlyWaiting.body.content.map((r: { qnaId: number }) => r.qnaId)).toEqual([waiting]);
    const byItem = await send(ctx, 'GET', `/api/admin/qna?state=ANSWERED&q=${encodeURIComponent('문의 답변 테스트')}`, adminToken);
    expect(byItem.body.content.map((r: { qnaId: number }) => r.qnaId)).toContain(answered);
    expect(await send(ctx, 'GET', '/api/admin/qna?state=DONE', adminToken)).toMatchObject({ status: 400, body: { message: '답변 상태가 올바르지 않습니다.' } });
    expect((await send(ctx, 'GET', '/api/admin/qna', member.token)).status).toBe(403);
  });

  it('answers a question: the product page shows it, the author can no longer edit, the audit log records it', async () => {
    const id = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '설치 경로 문의' });
    expect((await productQna()).find((q) => q.articleId === id)?.comment).toBeNull();

    const res = await answer(id, { answer: '  설치할 때 경로를 고를 수 있습니다.  ', seenUpdatedAt: await seenOf(id) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ qnaId: id, answer: '설치할 때 경로를 고를 수 있습니다.' });
    expect(res.body.commentDate).not.toBeNull();
    // The cached product page follows the answer (qna_articles notifies catalog_changed).
    await expect.poll(async () => (await productQna()).find((q) => q.articleId === id)?.comment).toBe('설치할 때 경로를 고를 수 있습니다.');

    const edit = await send(ctx, 'PUT', `/api/items/qna/update?qnaId=${id}`, member.token, { qnaId: id, itemId, title: '답변 뒤 고친 제목', content: '답변 뒤에 내용을 바꾸려고 합니다.', visibility: 'PUBLIC' });
    expect(edit.status).toBe(409);

    const corrected = await answer(id, { answer: '설치 화면에서 경로를 고를 수 있습니다.', seenUpdatedAt: res.body.updatedAt });
    expect(corrected.status).toBe(200);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before', 'after']).where('target_type', '=', 'qna').where('target_id', '=', String(id)).orderBy('id').execute();
    expect(audit).toMatchObject([
      { action: 'qna.answer', before: { itemId, title: '설치 경로 문의' }, after: { answer: '설치할 때 경로를 고를 수 있습니다.' } },
      { action: 'qna.answer.update', before: { answer: '설치할 때 경로를 고를 수 있습니다.' }, after: { answer: '설치 화면에서 경로를 고를 수 있습니다.' } },
    ]);
  });

  it("tells the asker of the first answer on the channels they switched on, and not of a correction", async () => {
    const outbox = (to: string) => ctx.db.selectFrom('outbox').select(['channel', 'subject', 'body']).where('recipient', '=', to).orderBy('id').execute();
    const setPrefs = (email: boolean, sms: boolean) => ctx.db.updateTable('members').set({ email_opt_in: email, sms_opt_in: sms }).where('id', '=', member.id).execute();
    const before = { email: (await outbox(member.email)).length, sms: (await outbox(member.phone)).length };

    await setPrefs(true, false);
    const first = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '알림 받을 문의' });
    const res = await answer(first, { answer: '답변드립니다.', seenUpdatedAt: await seenOf(first) });
    expect(res.status).toBe(200);
    const mails = (await outbox(member.email)).slice(before.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: '[오토웍스] 문의하신 내용에 답변이 등록되었습니다' });
    expect(mails[0]!.body).toContain("'문의 답변 테스트 상품' 상품에 남기신 문의");
    expect(mails[0]!.body).toContain('문의: 알림 받을 문의');
    expect((await outbox(member.phone)).length).toBe(before.sms);

    // A corrected answer is not news.
    await answer(first, { answer: '답변을 고쳐 드립니다.', seenUpdatedAt: res.body.updatedAt });
    expect((await outbox(member.email)).length).toBe(before.email + 1);

    await setPrefs(false, true);
    const second = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '문자로 받을 문의' });
    await answer(second, { answer: '문자로 알려 드립니다.', seenUpdatedAt: await seenOf(second) });
    expect((await outbox(member.email)).length).toBe(before.email + 1);
    const texts = (await outbox(member.phone)).slice(before.sms);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain("'문의 답변 테스트 상품' 문의에 답변이 등록되었습니다");
    await setPrefs(false, false);
  });

  it('refuses an answer to a question that changed since the admin read it, keeping what was saved', async () => {
    const id = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '읽은 뒤 바뀐 문의' });
    const seen = await seenOf(id);
    ctx.clock.advance(1000);
    const edit = await send(ctx, 'PUT', `/api/items/qna/update?qnaId=${id}`, member.token, { qnaId: id, itemId, title: '작성자가 고친 제목', content: '작성자가 내용을 더 자세히 고쳤습니다.', visibility: 'PUBLIC' });
    expect(edit.status).toBe(200);

    expect(await answer(id, { answer: '예전 내용에 대한 답변', seenUpdatedAt: seen })).toMatchObject({ status: 409, body: { message: M.stale } });
    const row = await ctx.db.selectFrom('qna_articles').select(['title', 'comment']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ title: '작성자가 고친 제목', comment: null });
    expect((await answer(id, { answer: '고친 내용에 대한 답변', seenUpdatedAt: await seenOf(id) })).status).toBe(200);
  });

  it('lets exactly one of two admins answering the same reading win', async () => {
    const id = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '동시에 답변하는 문의' });
    const seen = await seenOf(id);
    const results = await Promise.all([
      answer(id, { answer: '첫 번째 관리자의 답변', seenUpdatedAt: seen }),
      answer(id, { answer: '두 번째 관리자의 답변', seenUpdatedAt: seen }, secondAdminToken),
      answer(id, { answer: '세 번째 시도의 답변', seenUpdatedAt: seen }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.answer;
    expect((await ctx.db.selectFrom('qna_articles').select('comment').where('id', '=', id).executeTakeFirstOrThrow()).comment).toBe(winner);
    expect(await ctx.db.selectFrom('audit_log').select('id').where('target_type', '=', 'qna').where('target_id', '=', String(id)).execute()).toHaveLength(1);
  });

  it('refuses bad input with Korean messages', async () => {
    const id = await createTestQuestion(ctx, { memberId: member.id, itemId });
    const seenUpdatedAt = await seenOf(id);
    expect(await answer(id, { answer: '   ', seenUpdatedAt })).toMatchObject({ status: 400, body: { message: M.answerRequired } });
    expect(await answer(id, { answer: '가'.repeat(2001), seenUpdatedAt })).toMatchObject({ status: 400, body: { message: M.answerTooLong } });
    expect(await answer(id, { answer: '답변', seenUpdatedAt: 'yesterday' })).toMatchObject({ status: 400, body: { message: M.badSeen } });
    expect(await answer(987654, { answer: '답변', seenUpdatedAt })).toMatchObject({ status: 404, body: { message: M.notFound } });
    expect((await answer(id, { answer: '회원은 답할 수 없습니다', seenUpdatedAt }, member.token)).status).toBe(403);
    expect((await ctx.db.selectFrom('qna_articles').select('comment').where('id', '=', id).executeTakeFirstOrThrow()).comment).toBeNull();
  });

  it('deletes a question, keeping its text in the audit log', async () => {
    const id = await createTestQuestion(ctx, { memberId: member.id, itemId, title: '광고성 문의 제목', content: '지금 바로 이 링크를 확인하세요. 광고입니다.' });
    expect((await send(ctx, 'DELETE', `/api/admin/qna/${id}`, member.token)).status).toBe(403);
    expect(await send(ctx, 'DELETE', `/api/admin/qna/${id}`, adminToken)).toMatchObject({ status: 200, body: { message: M.deleted, qnaId: id } });
    expect(await ctx.db.selectFrom('qna_articles').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    await expect.poll(async () => (await productQna()).some((q) => q.articleId === id)).toBe(false);
    const audit = await ctx.db.selectFrom('audit_log').select(['action', 'before']).where('target_type', '=', 'qna').where('target_id', '=', String(id)).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'qna.delete', before: { title: '광고성 문의 제목', content: '지금 바로 이 링크를 확인하세요. 광고입니다.', memberId: member.id } });
    expect(await send(ctx, 'DELETE', `/api/admin/qna/${id}`, adminToken)).toMatchObject({ status: 404, body: { message: M.notFound } });
  });
});
