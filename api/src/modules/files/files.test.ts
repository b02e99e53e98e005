import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, callAs, cookieOf, readZipEntry, upload } from '../../../test/uploads.ts';
import { sha256 } from '../../lib/crypto.ts';
import { ABANDONED_UPLOAD_MS, purgeAbandonedUploads } from './upload-cleanup.ts';

let ctx: TestContext;
let memberToken: string;
let otherToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const [member, other] = [await createTestMember(ctx), await createTestMember(ctx)];
  memberToken = await loginAs(ctx, member.loginId, member.password);
  otherToken = await loginAs(ctx, other.loginId, other.password);
});
afterAll(() => ctx.close());

const png = (name = '화면 캡처.png') => ({ name, bytes: PNG_BYTES, type: 'image/png' });

describe('POST /api/upload-file', () => {
  it('stores a visitor upload under a generated name and ties it to an HttpOnly upload session', async () => {
    const res = await upload(ctx, [png()]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'success', d: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), filename: '화면 캡처.png' });
    expect(res.setCookie).toMatch(/^upload_session=[A-Za-z0-9_-]{43}; Path=\/api; HttpOnly; SameSite=Lax$/);
    const row = await ctx.db.selectFrom('stored_files').selectAll().where('id', '=', res.body.d).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ purpose: 'custom-request', owner_member_id: null, content_type: 'image/png', size_bytes: PNG_BYTES.length, attached: false });
    // The database keeps a hash of the cookie, and the key never contains the uploader's name.
    expect(row.upload_session).toBe(sha256(cookieOf(res.setCookie).split('=')[1]!));
    expect(row.storage_key).toMatch(new RegExp(`^custom-request/\\d{4}/\\d{2}/${res.body.d}$`));
    expect((await ctx.adapters.storage.get(row.storage_key))?.body).toEqual(PNG_BYTES);
  });

  it('keeps using the same session cookie and sets none for members', async () => {
    const first = await upload(ctx, [png()]);
    const again = await upload(ctx, [{ name: '견적.pdf', bytes: PDF_BYTES }], { cookie: cookieOf(first.setCookie) });
    expect(again.status).toBe(200);
    expect(again.setCookie).toBeNull();
    const member = await upload(ctx, [png()], { token: memberToken });
    expect(member.status).toBe(200);
    expect(member.setCookie).toBeNull();
  });

  it('refuses a .png whose bytes are a Windows program, and stores nothing', async () => {
    const before = await ctx.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await upload(ctx, [{ name: 'photo.png', bytes: EXE_BYTES, type: 'image/png' }]);
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(M.fileTypeNotAllowed);
    const after = await ctx.db.selectFrom('stored_files').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('allows 5 pending files per uploader: the 6th is refused until one is deleted', async () => {
    const first = await upload(ctx, [png()]);
    const cookie = cookieOf(first.setCookie);
    for (let i = 0; i < 4; i++) expect((await upload(ctx, [png()], { cookie })).status).toBe(200);
    const sixth = await upload(ctx, [png()], { cookie });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe(M.tooManyFiles);
    expect((await callAs(ctx, `/api/delete-file?fileId=${first.body.d}`, { cookie })).status).toBe(200);
    expect((await upload(ctx, [png()], { cookie })).status).toBe(200);
    // Another visitor has their own allowance.
    expect((await upload(ctx, [png()])).status).toBe(200);
  });

  it('holds the limit when uploads arrive in parallel', async () => {
    const first = await upload(ctx, [png()], { token: otherToken });
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(ctx, [png()], { token: otherToken })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(UPLOAD_LIMITS.maxFiles - 1);
    expect(first.status).toBe(200);
  });

  it('takes one file per request and refuses six at once', async () => {
    const two = await upload(ctx, [png(), png()]);
    expect(two.status).toBe(400);
    expect(two.body.message).toBe(M.oneFilePerRequest);
    const six = await upload(ctx, Array.from({ length: 6 }, () => png()));
    expect(six.status).toBe(400);
  });

  it('asks for a file when there is none, says an empty one is empty; a body that is not multipart is 415', async () => {
    expect((await upload(ctx, [])).body.message).toBe(M.selectFile);
    expect(await upload(ctx, [{ name: 'empty.txt', bytes: new Uint8Array() }])).toMatchObject({ status: 400, body: { message: M.emptyFile } });
    const json = await ctx.request('/api/upload-file', { method: 'POST', json: { file: 'x' } });
    expect(json).toMatchObject({ status: 415, body: { message: M.uploadFailed } });
    const broken = await ctx.request('/api/upload-file', { method: 'POST', body: '--x\r\nbroken', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toMatch(/[가-힣]/);
  });

  it('refuses an 11 MB file from its Content-Length before reading the body', async () => {
    let pulled = 0;
    const size = 11 * 1024 * 1024;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 65_536;
        if (pulled > size) controller.close();
        else controller.enqueue(new Uint8Array(65_536));
      },
    });
    const res = await ctx.app.request('/api/upload-file', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(size + 200) },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(M.fileTooLarge);
    // Only what the stream buffers ahead on its own (one chunk) was ever produced.
    expect(pulled).toBeLessThanOrEqual(65_536);
  });

  it('stops reading a body without Content-Length once it passes the limit', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024));
        if (pulled > 30 * 1024 * 1024) controller.close();
      },
    });
    const res = await ctx.app.request('/api/upload-file', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(M.fileTooLarge);
    expect(pulled).toBeLessThan(13 * 1024 * 1024);
  });
});

describe('GET /api/delete-file', () => {
  it('deletes only the uploader’s own unattached file; anyone else gets 404', async () => {
    const visitor = await upload(ctx, [png()]);
    const cookie = cookieOf(visitor.setCookie);
    const stranger = cookieOf((await upload(ctx, [png()])).setCookie);
    const path = `/api/delete-file?fileId=${visitor.body.d}`;
    for (const caller of [{}, { cookie: stranger }, { token: memberToken }, { cookie: 'upload_session=forged' }]) {
      const res = await callAs(ctx, path, caller);
      expect(res.status, JSON.stringify(caller)).toBe(404);
      expect(res.body.message).toBe(M.fileNotFound);
    }
    const own = await callAs(ctx, path, { cookie });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ result: 'success', message: M.deleteSuccess });
    expect((await callAs(ctx, path, { cookie })).status).toBe(404);

    const memberFile = await upload(ctx, [png()], { token: memberToken });
    expect((await callAs(ctx, `/api/delete-file?fileId=${memberFile.body.d}`, { token: otherToken })).status).toBe(404);
    expect((await callAs(ctx, `/api/delete-file?fileId=${memberFile.body.d}`, { token: memberToken })).status).toBe(200);
  });

  it('refuses malformed file ids with 400', async () => {
    for (const id of ['', 'short', '../../etc/passwd', 'a'.repeat(65)]) {
      const res = await ctx.request(`/api/delete-file?fileId=${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(400);
    }
  });
});

describe('GET /api/download-example-file', () => {
  it('serves the Korean requirements-specification template as a .docx attachment', async () => {
    const res = await ctx.app.request('/api/download-example-file');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; .*filename\*=UTF-8''.*\.docx$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const xml = readZipEntry(new Uint8Array(await res.arrayBuffer()), 'word/document.xml')?.toString('utf8') ?? '';
    const text = xml.replace(/<[^>]+>/g, '');
    for (const section of ['요구사항 정의서', '프로젝트 개요', '현재 업무 방식', '자동화하고 싶은 작업', '입력/출력 데이터', '사용 환경 (OS, 프로그램)', '예외 상황', '희망 일정과 예산', '담당자 연락처']) {
      expect(text, section).toContain(section);
    }
  });
});

describe('abandoned uploads', () => {
  it('are deleted after a day with their objects; attached files stay', async () => {
    const abandoned = await upload(ctx, [png()]);
    const kept = await upload(ctx, [png()]);
    const cookie = cookieOf(kept.setCookie);
    await callAs(ctx, '/api/apply/custom-product', { cookie }, { json: { name: '홍길동', email: 'a@b.kr', phoneNumber: '01012345678', title: '보관될 신청서입니다', content: '첨부 파일은 지워지면 안 됩니다.', fileNames: kept.body.d } });
    const keyOf = async (id: string) => (await ctx.db.selectFrom('stored_files').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;
    const abandonedKey = (await keyOf(abandoned.body.d))!;
    expect(await purgeAbandonedUploads(ctx.db, ctx.adapters.storage, ctx.clock.now())).toBe(0);
    const dayLater = new Date(ctx.clock.now().getTime() + ABANDONED_UPLOAD_MS + 1000);
    expect(await purgeAbandonedUploads(ctx.db, ctx.adapters.storage, dayLater)).toBeGreaterThanOrEqual(1);
    expect(await keyOf(abandoned.body.d)).toBeUndefined();
    expect(await ctx.adapters.storage.get(abandonedKey)).toBeUndefined();
    expect(await keyOf(kept.body.d)).toBeDefined();
  });

  it('removes every other object when one cannot be removed, and reports the failure', async () => {
    const first = await upload(ctx, [png()]);
    const second = await upload(ctx, [png()]);
    const keyOf = async (id: string) => (await ctx.db.selectFrom('stored_files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
    const keys = [await keyOf(first.body.d), await keyOf(second.body.d)];
    const storage = ctx.adapters.storage;
    let failedKey: string | undefined;
    // The first delete fails, whichever object the purge takes first.
    const flaky = {
      ...storage,
      kind: storage.kind,
      delete: async (key: string) => {
        if (failedKey === undefined) {
          failedKey = key;
          throw new Error('storage unavailable');
        }
        return storage.delete(key);
      },
    };
    const dayLater = new Date(ctx.clock.now().getTime() + ABANDONED_UPLOAD_MS + 1000);
    await expect(purgeAbandonedUploads(ctx.db, flaky, dayLater)).rejects.toThrow();
    for (const key of keys.filter((k) => k !== failedKey)) expect(await storage.get(key)).toBeUndefined();
  });
});
