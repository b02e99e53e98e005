import { ADMIN_CUSTOM_REQUEST_MESSAGES as M, APPLICATION_STATUSES, APPLICATION_TRANSITIONS, CUSTOM_REQUEST_MESSAGES } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { customForm as form } from '../../../test/custom-requests.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { PNG_BYTES, callAs, cookieOf, upload } from '../../../test/uploads.ts';

let ctx: TestContext;
let adminId: number;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await createTestMember(ctx, { role: 'ADMIN' });
  adminId = admin.id;
  adminToken = await loginAs(ctx, admin.loginId, admin.password);
  const m = await createTestMember(ctx);
  memberToken = await loginAs(ctx, m.loginId, m.password);
});
afterAll(() => ctx.close());


async function submitApplication(overrides: Record<string, unknown> = {}, caller: { token?: string; cookie?: string } = {}): Promise<number> {
  const res = await callAs(ctx, '/api/apply/custom-product', caller, { json: form(overrides) });
  expect(res.status).toBe(201);
  const row = await ctx.db.selectFrom('custom_applications').select('id').where('application_number', '=', res.body.applicationNumber).executeTakeFirstOrThrow();
  return row.id;
}

const lastAuditId = async () => Number((await ctx.db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
const auditSince = (afterId: number) => ctx.db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();

const setStatus = (id: number, body: unknown, token = adminToken) => send(ctx, 'PUT', `/api/admin/custom-requests/${id}/status`, token, body);

describe('admin custom requests', () => {
  it('lists submitted applications (not drafts) with filters and pages, and shows one with its files', async () => {
    const up = await upload(ctx, [{ name: '양식.png', bytes: PNG_BYTES }]);
    const id = await submitApplication({ name: '파일첨부', fileNames: up.body.d }, { cookie: cookieOf(up.setCookie) });
    await callAs(ctx, '/api/apply-form/temporary-store', { token: memberToken }, { json: form({ name: '임시저장' }) });

    const list = await send(ctx, 'GET', '/api/admin/custom-requests?q=파일첨부', adminToken);
    expect(list.body).toMatchObject({ totalElements: 1, content: [{ applicationId: id, articleStatus: 'WAITING', fileCount: 1, memberLoginId: null }] });
    expect((await send(ctx, 'GET', '/api/admin/custom-requests?q=임시저장', adminToken)).body.totalElements).toBe(0);
    expect((await send(ctx, 'GET', '/api/admin/custom-requests?status=REJECTED&q=파일첨부', adminToken)).body.totalElements).toBe(0);
    expect((await send(ctx, 'GET', '/api/admin/custom-requests?status=DONE', adminToken)).status).toBe(400);

    const detail = await send(ctx, 'GET', `/api/admin/custom-requests/${id}`, adminToken);
    expect(detail.body).toMatchObject({ applicationId: id, files: [{ fileId: up.body.d, originalName: '양식.png' }], history: [], allowedStatuses: ['ACCEPTED', 'REJECTED', 'CANCEL'] });
    // Admins download any application's file; other members do not.
    const file = await ctx.app.request(`/api/application/files/${up.body.d}`, { headers: { authorization: `Bearer ${adminToken}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await ctx.app.request(`/api/application/files/${up.body.d}`, { headers: { authorization: `Bearer ${memberToken}` } })).status).toBe(404);
    expect(await send(ctx, 'GET', '/api/admin/custom-requests/987654', adminToken)).toMatchObject({ status: 404, body: { message: CUSTOM_REQUEST_MESSAGES.applicationNotFound } });
  });

  it('moves through the §4 statuses with notes, history and audit rows', async () => {
    const id = await submitApplication();
    const path: [string, string, string][] = [
      ['WAITING', 'ACCEPTED', '전화 상담 완료'],
      ['ACCEPTED', 'IN_PROGRESS', ''],
      ['IN_PROGRESS', 'PRODUCTION_COMPLETED', '테스트 완료'],
      ['PRODUCTION_COMPLETED', 'DELIVERY_COMPLETED', '설치 파일 전달'],
    ];
    for (const [from, to, note] of path) {
      const res = await setStatus(id, { fromStatus: from, status: to, note });
      expect(res, `${from}→${to}`).toMatchObject({ status: 200, body: { articleStatus: to } });
    }
    const detail = (await send(ctx, 'GET', `/api/admin/custom-requests/${id}`, adminToken)).body;
    expect(detail.history.map((h: { toStatus: string; note: string }) => [h.toStatus, h.note])).toEqual(path.map(([, to, note]) => [to, note]));
    expect(detail.allowedStatuses).toEqual([]);
    // A delivered application is final.
    expect((await setStatus(id, { fromStatus: 'DELIVERY_COMPLETED', status: 'CANCEL', note: '취소' })).status).toBe(409);
    const audit = await ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'custom-request.status').where('target_type', '=', 'custom-request').where('target_id', '=', String(id)).orderBy('id').execute();
    expect(audit).toHaveLength(4);
    expect(audit[0]).toMatchObject({ action: 'custom-request.status', before: { status: 'WAITING' }, after: { status: 'ACCEPTED', note: '전화 상담 완료' } });
    // The member sees the new status in their own list.
    const row = await ctx.db.selectFrom('custom_applications').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.status).toBe('DELIVERY_COMPLETED');
  });

  it("records one custom-request.view row per opening: the admin, the application, the IP, and none of the applicant's data", async () => {
    const id = await submitApplication({ name: '감사대상', email: 'audited-applicant@example.com', phoneNumber: '01055556666' });
    const since = await lastAuditId();
    const res = await send(ctx, 'GET', `/api/admin/custom-requests/${id}`, adminToken, undefined, { 'x-forwarded-for': '203.0.113.31' });
    expect(res).toMatchObject({ status: 200, body: { name: '감사대상', email: 'audited-applicant@example.com' } });
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'custom-request.view', actor_member_id: adminId, target_type: 'custom-request', target_id: String(id), ip: '203.0.113.31', before: null, after: null });
    const logged = JSON.stringify(rows[0]);
    for (const personal of ['감사대상', 'audited-applicant@example.com', '01055556666', form().title]) expect(logged).not.toContain(personal);

    // Nothing for a member calling, a missing application, the list, or a status change answered with the detail.
    const next = await lastAuditId();
    expect((await send(ctx, 'GET', `/api/admin/custom-requests/${id}`, memberToken)).status).toBe(403);
    expect((await send(ctx, 'GET', '/api/admin/custom-requests/987654', adminToken)).status).toBe(404);
    expect((await send(ctx, 'GET', '/api/admin/custom-requests?q=감사대상', adminToken)).body.totalElements).toBe(1);
    expect(await auditSince(next)).toEqual([]);
    expect((await setStatus(id, { fromStatus: 'WAITING', status: 'ACCEPTED', note: '' })).status).toBe(200);
    expect((await auditSince(next)).map((r) => r.action)).toEqual(['custom-request.status']);
  });

  it("records an admin's download of an applicant's file: the admin, the file and its application, the IP, never its name or bytes", async () => {
    const download = (fileId: string, token: string) => ctx.app.request(`/api/application/files/${fileId}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.32' } });
    const up = await upload(ctx, [{ name: '신청자_주민등록등본.png', bytes: PNG_BYTES }], { token: memberToken });
    const id = await submitApplication({ fileNames: up.body.d }, { token: memberToken });
    const since = await lastAuditId();
    const res = await download(up.body.d, adminToken);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
    const rows = await auditSince(since);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'custom-request.file.download', actor_member_id: adminId, target_type: 'custom-request', target_id: String(id), ip: '203.0.113.32', before: null, after: { fileId: up.body.d } });
    expect(JSON.stringify(rows[0])).not.toContain('주민등록등본');

    // A pending upload and a draft's file are the member's alone, as the admin screens never
    // show drafts: an admin gets 404, and nothing is logged.
    const pending = await upload(ctx, [{ name: '임시.png', bytes: PNG_BYTES }], { token: memberToken });
    const next = await lastAuditId();
    expect((await download(pending.body.d, adminToken)).status).toBe(404);
    const drafted = await upload(ctx, [{ name: '초안.png', bytes: PNG_BYTES }], { token: memberToken });
    expect((await send(ctx, 'POST', '/api/apply-form/temporary-store', memberToken, form({ fileNames: drafted.body.d }))).status).toBe(200);
    expect((await download(drafted.body.d, adminToken)).status).toBe(404);
    expect((await download(drafted.body.d, memberToken)).status).toBe(200);
    expect(await auditSince(next)).toEqual([]);

    // Nothing for the applicant's own download, a missing file, or an admin's own file.
    const last = await lastAuditId();
    expect((await download(up.body.d, memberToken)).status).toBe(200);
    expect((await download('A'.repeat(24), adminToken)).status).toBe(404);
    const own = await upload(ctx, [{ name: '관리자.png', bytes: PNG_BYTES }], { token: adminToken });
    expect((await download(own.body.d, adminToken)).status).toBe(200);
    expect(await auditSince(last)).toEqual([]);
  });

  it("shows the applicant a rejection's reason, and none of the admin's other notes", async () => {
    const id = await submitApplication({}, { token: memberToken });
    const detail = async () => (await send(ctx, 'GET', `/api/application/detail?applicationArticleId=${id}`, memberToken)).body;
    expect((await setStatus(id, { fromStatus: 'WAITING', status: 'ACCEPTED', note: '내부 메모: 예산 작음' })).status).toBe(200);
    expect(await detail()).toMatchObject({ articleStatus: 'ACCEPTED', closingReason: null });
    expect((await setStatus(id, { fromStatus: 'ACCEPTED', status: 'REJECTED', note: '요청하신 기능은 현재 제작이 어렵습니다.' })).status).toBe(200);
    const rejected = await detail();
    expect(rejected).toMatchObject({ articleStatus: 'REJECTED', closingReason: '요청하신 기능은 현재 제작이 어렵습니다.' });
    expect(JSON.stringify(rejected)).not.toContain('내부 메모');

    // Each step e-mailed to the address on the form; the rejection's reason, never the other notes.
    const app = await ctx.db.selectFrom('custom_applications').select(['email', 'application_number']).where('id', '=', id).executeTakeFirstOrThrow();
    const mails = await ctx.db
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', app.email)
      .where('subject', 'like', '%맞춤 제작 신청 상태 안내%')
      .where('body', 'like', `%신청 번호: ${app.application_number}%`)
      .orderBy('id')
      .execute();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('(상담 완료)'), expect.stringContaining('(반려)')]);
    expect(mails[0]!.body).toContain("'상담 완료'로 바뀌었습니다");
    expect(mails[0]!.body).toContain('마이페이지 > 맞춤 제작 주문');
    expect(mails[1]!.body).toContain('사유: 요청하신 기능은 현재 제작이 어렵습니다.');
    expect(mails.map((m) => m.body).join('\n')).not.toContain('내부 메모');
    // Only the reason reached the applicant's page; the internal note is marked as the admins'.
    expect(rejected.notices).toEqual([{ status: 'REJECTED', note: '요청하신 기능은 현재 제작이 어렵습니다.', createdAt: expect.any(String) }]);
    const history = (await send(ctx, 'GET', `/api/admin/custom-requests/${id}`, adminToken)).body.history;
    expect(history.map((h: { note: string; shared: boolean }) => [h.note, h.shared])).toEqual([
      ['내부 메모: 예산 작음', false],
      ['요청하신 기능은 현재 제작이 어렵습니다.', true],
    ]);
  });

  it('shares a note with the applicant when the admin asks: mail and my page, marked in the history', async () => {
    const id = await submitApplication({ title: '견적 안내를 받을 제작 신청서' }, { token: memberToken });
    const shared = '상담 내용대로 견적서를 메일로 보내 드렸습니다.';
    expect((await setStatus(id, { fromStatus: 'WAITING', status: 'ACCEPTED', note: shared, shareNote: true })).status).toBe(200);
    expect((await setStatus(id, { fromStatus: 'ACCEPTED', status: 'IN_PROGRESS', note: '내부: 개발자 배정' })).status).toBe(200);
    const detail = (await send(ctx, 'GET', `/api/application/detail?applicationArticleId=${id}`, memberToken)).body;
    expect(detail.notices).toEqual([{ status: 'ACCEPTED', note: shared, createdAt: expect.any(String) }]);
    expect(JSON.stringify(detail)).not.toContain('개발자 배정');
    const app = await ctx.db.selectFrom('custom_applications').select(['email', 'application_number']).where('id', '=', id).executeTakeFirstOrThrow();
    const bodies = (await ctx.db.selectFrom('outbox').select('body').where('recipient', '=', app.email).where('body', 'like', `%신청 번호: ${app.application_number}%`).where('body', 'like', '%바뀌었습니다%').orderBy('id').execute()).map((m) => m.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain(`안내: ${shared}`);
    expect(bodies[1]).not.toContain('안내:');
    // Nothing to share is refused, and the flag must be a boolean.
    expect(await setStatus(id, { fromStatus: 'IN_PROGRESS', status: 'PRODUCTION_COMPLETED', shareNote: true })).toMatchObject({ status: 400, body: { message: M.sharedNoteRequired } });
    expect(await setStatus(id, { fromStatus: 'IN_PROGRESS', status: 'PRODUCTION_COMPLETED', note: '완료', shareNote: 'yes' })).toMatchObject({ status: 400, body: { message: M.shareNoteInvalid } });
  });

  it('refuses every move the lifecycle does not allow, a stale status, and a rejection without a reason', async () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        if (from === to || APPLICATION_TRANSITIONS[from].includes(to)) continue;
        const id = await submitApplication();
        await ctx.db.updateTable('custom_applications').set({ status: from }).where('id', '=', id).execute();
        const res = await setStatus(id, { fromStatus: from, status: to, note: '사유' });
        expect(res.status, `${from}→${to}`).toBe(409);
      }
    }
    const id = await submitApplication();
    expect(await setStatus(id, { fromStatus: 'WAITING', status: 'WAITING' })).toMatchObject({ status: 409, body: { message: M.sameStatus } });
    expect(await setStatus(id, { fromStatus: 'ACCEPTED', status: 'IN_PROGRESS' })).toMatchObject({ status: 409, body: { message: M.stale } });
    expect(await setStatus(id, { fromStatus: 'WAITING', status: 'REJECTED' })).toMatchObject({ status: 400, body: { message: M.noteRequired } });
    expect(await setStatus(id, { fromStatus: 'WAITING', status: 'REJECTED', note: 'x'.repeat(1001) })).toMatchObject({ status: 400, body: { message: M.noteTooLong } });
    expect((await setStatus(id, { fromStatus: 'WAITING', status: 'DONE' })).status).toBe(400);
    expect((await setStatus(id, { fromStatus: 'WAITING', status: 'ACCEPTED' }, memberToken)).status).toBe(403);
  });

  it('two admins changing one application at once: exactly one wins', async () => {
    const id = await submitApplication();
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => setStatus(id, { fromStatus: 'WAITING', status: i % 2 ? 'ACCEPTED' : 'REJECTED', note: '동시' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    const history = await ctx.db.selectFrom('custom_application_status_history').select('id').where('application_id', '=', id).execute();
    expect(history).toHaveLength(1);
  });
});
