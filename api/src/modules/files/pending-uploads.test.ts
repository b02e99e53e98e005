import { CUSTOM_REQUEST_MESSAGES as M, UPLOAD_LIMITS } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { customForm } from '../../../test/custom-requests.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { PDF_BYTES, PNG_BYTES, callAs, cookieOf, upload, type Caller } from '../../../test/uploads.ts';

// Every file that counts toward the 5-file limit must be one the form can show again after a
// reload (QA: a reloaded form showed 0/5 while the server refused the 3rd new upload).

let ctx: TestContext;
let memberToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const member = await createTestMember(ctx);
  memberToken = await loginAs(ctx, member.loginId, member.password);
});
afterAll(() => ctx.close());

const png = (name: string) => ({ name, bytes: PNG_BYTES, type: 'image/png' });
const pending = async (caller: Caller) => {
  const res = await callAs(ctx, '/api/upload-file/pending', caller);
  expect(res.status).toBe(200);
  return res.body.files as { fileId: string; originalName: string; size: number }[];
};
// Uploads of one millisecond tie on created_at; the order is not what these tests are about.
const sorted = <T extends { fileId: string }>(files: T[]) => [...files].sort((a, b) => a.fileId.localeCompare(b.fileId));
const idsOf = async (caller: Caller) => (await pending(caller)).map((f) => f.fileId).sort();

describe('GET /api/upload-file/pending', () => {
  it('lists a visitor’s uploads of this visit again, so a reloaded form can show and delete them', async () => {
    const first = await upload(ctx, [png('화면1.png')]);
    const cookie = cookieOf(first.setCookie);
    const second = await upload(ctx, [{ name: '견적.pdf', bytes: PDF_BYTES }], { cookie });
    const third = await upload(ctx, [png('화면3.png')], { cookie });

    // The reload: the form knows nothing, the server still counts three.
    expect(sorted(await pending({ cookie }))).toEqual(
      sorted([
        { fileId: first.body.d, originalName: '화면1.png', size: PNG_BYTES.length },
        { fileId: second.body.d, originalName: '견적.pdf', size: PDF_BYTES.length },
        { fileId: third.body.d, originalName: '화면3.png', size: PNG_BYTES.length },
      ]),
    );
    // Nobody else sees them, and asking creates no upload session.
    expect(await pending({})).toEqual([]);
    const stranger = cookieOf((await upload(ctx, [png('남의 파일.png')])).setCookie);
    expect((await pending({ cookie: stranger })).map((f) => f.originalName)).toEqual(['남의 파일.png']);
    expect(await pending({ cookie: 'upload_session=forged' })).toEqual([]);
    expect(await pending({ token: memberToken })).toEqual([]);
    expect((await callAs(ctx, '/api/upload-file/pending', {})).headers.get('set-cookie')).toBeNull();

    // What is listed is what blocks: two more fit, the sixth is refused until a listed one goes.
    for (const name of ['4.png', '5.png']) expect((await upload(ctx, [png(name)], { cookie })).status).toBe(200);
    expect((await upload(ctx, [png('6.png')], { cookie })).body.message).toBe(M.tooManyFiles);
    const listed = await pending({ cookie });
    expect(listed).toHaveLength(UPLOAD_LIMITS.maxFiles);
    expect((await callAs(ctx, `/api/delete-file?fileId=${listed[0]!.fileId}`, { cookie })).status).toBe(200);
    expect((await upload(ctx, [png('6.png')], { cookie })).status).toBe(200);
  });

  it('leaves out files of a submitted application or of the member’s draft (the draft shows those)', async () => {
    const caller = { token: memberToken };
    const ids: string[] = [];
    for (const name of ['a.png', 'b.png', 'c.png']) ids.push((await upload(ctx, [png(name)], caller)).body.d);
    expect(await idsOf(caller)).toEqual([...ids].sort());

    expect((await callAs(ctx, '/api/apply-form/temporary-store', caller, { json: customForm({ fileNames: ids[0] }) })).status).toBe(200);
    expect(await idsOf(caller)).toEqual([ids[1]!, ids[2]!].sort());
    expect((await callAs(ctx, '/api/apply/custom-product', caller, { json: customForm({ fileNames: `${ids[0]},${ids[1]}` }) })).status).toBe(201);
    expect(await idsOf(caller)).toEqual([ids[2]]);
  });

  it('shows a member the uploads they made as a visitor in this browser, as the limit counts them', async () => {
    const visitor = await upload(ctx, [png('로그인 전.png')]);
    const cookie = cookieOf(visitor.setCookie);
    const other = await createTestMember(ctx);
    const token = await loginAs(ctx, other.loginId, other.password);
    const own = await upload(ctx, [png('로그인 후.png')], { token, cookie });
    expect(await idsOf({ token, cookie })).toEqual([visitor.body.d, own.body.d].sort());
  });
});
