import { CUSTOM_REQUEST_MESSAGES as M, isoDateInSeoul } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customForm as form } from '../../../test/custom-requests.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { PDF_BYTES, PNG_BYTES, callAs, cookieOf, upload, type Caller } from '../../../test/uploads.ts';

let ctx: TestContext;
let member: Caller;
let other: Caller;
let admin: Caller;
let today: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [a, b, c] = [await createTestMember(ctx), await createTestMember(ctx), await createTestMember(ctx, { role: 'ADMIN' })];
  member = { token: await loginAs(ctx, a.loginId, a.password) };
  other = { token: await loginAs(ctx, b.loginId, b.password) };
  admin = { token: await loginAs(ctx, c.loginId, c.password) };
  today = isoDateInSeoul(ctx.clock.now()).replaceAll('-', '');
});
afterAll(() => ctx.close());


const pngFile = { name: '현재 양식.png', bytes: PNG_BYTES };
const submit = (caller: Caller, body: unknown) => callAs(ctx, '/api/apply/custom-product', caller, { json: body });
const saveDraft = (caller: Caller, body: unknown) => callAs(ctx, '/api/apply-form/temporary-store', caller, { json: body });

describe('submission by a visitor', () => {
  it('accepts the form with the visitor’s own upload and gives a numbered receipt', async () => {
    const up = await upload(ctx, [pngFile]);
    const visitor = { cookie: cookieOf(up.setCookie) };
    const res = await submit(visitor, form({ fileNames: up.body.d }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: M.submitted, applicationNumber: `CR-${today}-0001` });
    const row = await ctx.db.selectFrom('custom_applications').selectAll().where('application_number', '=', res.body.applicationNumber).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: null, status: 'WAITING', is_draft: false, phone: '01012345678' });
    // The attached file is locked now.
    const del = await callAs(ctx, `/api/delete-file?fileId=${up.body.d}`, visitor);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(M.draftFileLocked);
    // Numbers count up per day.
    expect((await submit({}, form())).body.applicationNumber).toBe(`CR-${today}-0002`);
  });

  it('mails the applicant a receipt with the number and when to expect an answer', async () => {
    const email = `receipt.${Date.now()}@example.com`;
    const res = await submit({}, form({ email, title: '매출 보고서 자동 작성 프로그램' }));
    const mails = await ctx.db.selectFrom('outbox').select(['subject', 'body']).where('recipient', '=', email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`맞춤 제작 신청 접수 안내 (${res.body.applicationNumber})`);
    expect(mails[0]!.body).toContain('"매출 보고서 자동 작성 프로그램"이 접수되었습니다.');
    expect(mails[0]!.body).toContain(`신청 번호: ${res.body.applicationNumber}`);
    expect(mails[0]!.body).toContain('영업일 기준 1~2일 이내 답변');
    // A visitor has no my page to follow it on.
    expect(mails[0]!.body).not.toContain('마이페이지');
  });

  it('refuses files that are not the caller’s or already used, changing nothing', async () => {
    const theirs = await upload(ctx, [pngFile]);
    const count = async () => Number((await ctx.db.selectFrom('custom_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const caller of [{}, { cookie: cookieOf((await upload(ctx, [pngFile])).setCookie) }, member]) {
      const res = await submit(caller, form({ fileNames: theirs.body.d }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(M.fileNotUsable);
    }
    const mine = { cookie: cookieOf(theirs.setCookie) };
    expect((await submit(mine, form({ fileNames: theirs.body.d }))).status).toBe(201);
    expect((await submit(mine, form({ fileNames: theirs.body.d }))).status).toBe(400);
    expect(await count()).toBe(before + 1);
  });

  it('validates every field with Korean messages', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '김' }, /이름/],
      [{ email: 'not-an-email' }, /이메일/],
      [{ phoneNumber: '0212345678' }, /휴대폰|전화/],
      [{ title: '짧음' }, /제목은 5~100자/],
      [{ content: '짧아요' }, /내용은 10~1000자/],
      [{ fileNames: 'a,b,c,d,e,f' }, /최대 5개/],
      [{ fileNames: '../x' }, /첨부 파일/],
    ];
    for (const [override, message] of cases) {
      const res = await submit({}, form(override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.message, JSON.stringify(override)).toMatch(message);
    }
    expect((await submit({}, JSON.parse(`{"__proto__": ${JSON.stringify(form())}}`))).status).toBe(400);
  });

  it('ignores status and member fields sent by the client', async () => {
    const res = await submit({}, form({ status: 'DELIVERY_COMPLETED', memberId: 1, title: '상태 주입 시도 테스트' }));
    expect(res.status).toBe(201);
    const row = await ctx.db.selectFrom('custom_applications').selectAll().where('title', '=', '상태 주입 시도 테스트').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'WAITING', member_id: null });
  });
});

describe('drafts', () => {
  it('are for members: a visitor gets 401 with the spec message, whatever the body', async () => {
    for (const body of [form(), {}, 'x']) {
      const res = await saveDraft({}, body);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(M.draftLoginRequired);
    }
    for (const path of ['/api/apply/custom-product', '/api/application-list', '/api/application/detail?applicationArticleId=1']) {
      const res = await callAs(ctx, path, {});
      expect(res.status, path).toBe(401);
      expect(res.body.message).toBe(M.draftLoginRequired);
    }
  });

  it('save one draft per member with its files, locked against deletion, and load it back', async () => {
    expect((await callAs(ctx, '/api/apply/custom-product', member)).status).toBe(204);
    const a = await upload(ctx, [pngFile], member);
    const b = await upload(ctx, [{ name: '요구사항.pdf', bytes: PDF_BYTES }], member);
    const res = await saveDraft(member, form({ email: '', fileNames: `${a.body.d},${b.body.d}` }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.draftSaved });
    expect((await callAs(ctx, `/api/delete-file?fileId=${a.body.d}`, member)).status).toBe(409);

    // Saving again overwrites the same draft; a file dropped from it is free to delete again.
    expect((await saveDraft(member, form({ title: '수정한 임시 저장 제목입니다', fileNames: a.body.d }))).status).toBe(200);
    const drafts = await ctx.db.selectFrom('custom_applications').select('id').where('is_draft', '=', true).execute();
    expect(drafts).toHaveLength(1);
    const loaded = await callAs(ctx, '/api/apply/custom-product', member);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toEqual({
      name: '김담당',
      email: 'buyer@example.com',
      phoneNumber: '01012345678',
      title: '수정한 임시 저장 제목입니다',
      content: form().content,
      applicationArticleId: drafts[0]!.id,
      fileNames: a.body.d,
      files: [{ fileId: a.body.d, originalName: '현재 양식.png', size: PNG_BYTES.length }],
    });
    expect((await callAs(ctx, `/api/delete-file?fileId=${b.body.d}`, member)).status).toBe(200);
    // Another member sees no draft.
    const none = await callAs(ctx, '/api/apply/custom-product', other);
    expect(none.status).toBe(204);
  });

  it('require name, phone, title and content but not e-mail', async () => {
    expect((await saveDraft(member, form({ email: '' }))).status).toBe(200);
    const bad = await saveDraft(member, form({ title: '' }));
    expect(bad.status).toBe(400);
    expect((await saveDraft(member, form({ email: 'broken@' }))).status).toBe(400);
  });

  it('cannot take another member’s file', async () => {
    const theirs = await upload(ctx, [pngFile], other);
    const res = await saveDraft(member, form({ fileNames: theirs.body.d }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.fileNotUsable);
  });
});

describe('submission by a member and the history', () => {
  it('turns the draft into the submission, then lists and shows it to its owner only', async () => {
    const draft = await callAs(ctx, '/api/apply/custom-product', member);
    const fileId = (await upload(ctx, [pngFile], member)).body.d as string;
    const res = await submit(member, form({ title: '최종 제출하는 신청서 제목', fileNames: fileId }));
    expect(res.status).toBe(201);
    expect((await callAs(ctx, '/api/apply/custom-product', member)).status).toBe(204);

    const list = await callAs(ctx, '/api/application-list', member);
    expect(list.status).toBe(200);
    expect(list.body.submitApplications).toHaveLength(1);
    const row = list.body.submitApplications[0];
    expect(row).toMatchObject({
      applicationId: draft.body.applicationArticleId,
      applicationArticleId: draft.body.applicationArticleId,
      title: '최종 제출하는 신청서 제목',
      applicationNumber: res.body.applicationNumber,
      articleStatus: 'WAITING',
      phoneNumber: '01012345678',
      fileNames: fileId,
      submitDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const path = `/api/application/detail?applicationArticleId=${row.applicationArticleId}`;
    const detail = await callAs(ctx, path, member);
    expect(detail.status).toBe(200);
    expect(detail.body.files).toEqual([{ fileId, originalName: '현재 양식.png', size: PNG_BYTES.length }]);
    expect((await callAs(ctx, path, other)).status).toBe(404);
    expect((await callAs(ctx, '/api/application-list', other)).body.submitApplications).toEqual([]);
    for (const bad of ['0', '-1', 'abc', '99999999999']) {
      expect((await callAs(ctx, `/api/application/detail?applicationArticleId=${bad}`, member)).status).toBe(400);
    }
  });

  it('serves attached files as attachments to their owner (and admins) only', async () => {
    const fileId = (await callAs(ctx, '/api/application-list', member)).body.submitApplications[0].fileNames as string;
    const path = `/api/application/files/${fileId}`;
    const res = await ctx.app.request(path, { headers: { authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="__ __.png"; filename*=UTF-8''%ED%98%84%EC%9E%AC%20%EC%96%91%EC%8B%9D.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await callAs(ctx, path, other)).status).toBe(404);
    expect((await callAs(ctx, path, {})).status).toBe(401);
    expect((await callAs(ctx, path, admin)).status).toBe(200);
  });

  it('a member can attach what they uploaded as a visitor earlier in the same visit', async () => {
    const up = await upload(ctx, [pngFile]);
    const caller = { ...other, cookie: cookieOf(up.setCookie) };
    expect((await submit(caller, form({ fileNames: up.body.d }))).status).toBe(201);
    const file = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', up.body.d).executeTakeFirstOrThrow();
    expect(file.attached).toBe(true);
    expect(file.owner_member_id).not.toBeNull();
  });
});

describe('under concurrency', () => {
  it('gives parallel submissions distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => submit({}, form())));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const numbers = results.map((r) => r.body.applicationNumber as string);
    expect(new Set(numbers).size).toBe(8);
  });

  it('keeps one draft per member when saves race, and one file in one application', async () => {
    const racer = await createTestMember(ctx);
    const caller = { token: await loginAs(ctx, racer.loginId, racer.password) };
    const file = await upload(ctx, [pngFile], caller);
    const saves = await Promise.all(Array.from({ length: 6 }, (_, i) => saveDraft(caller, form({ title: `동시에 저장한 제목 ${i}번`, fileNames: file.body.d }))));
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await ctx.db.selectFrom('custom_applications').select('id').where('member_id', '=', racer.id).execute()).toHaveLength(1);
    const submits = await Promise.all([submit(caller, form({ fileNames: file.body.d })), submit(caller, form({ fileNames: file.body.d }))]);
    // The same submission twice: one application, whose number both answer.
    expect(submits.map((r) => r.status)).toEqual([201, 201]);
    expect(submits[0]!.body.applicationNumber).toBe(submits[1]!.body.applicationNumber);
    expect(await ctx.db.selectFrom('custom_application_files').select('application_id').where('file_id', '=', file.body.d).execute()).toHaveLength(1);
  });
});
