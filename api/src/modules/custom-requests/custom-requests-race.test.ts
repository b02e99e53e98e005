import { AUTH_MESSAGES, CUSTOM_REQUEST_MESSAGES as M } from '@store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/commerce.ts';
import { customForm as form } from '../../../test/custom-requests.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { PNG_BYTES, callAs, upload, type Caller } from '../../../test/uploads.ts';
import { DOUBLE_SUBMIT_WINDOW_MS, saveDraft, submitApplication } from './custom-requests.service.ts';

// Custom-request writes racing a withdrawal, and a member's double submit. Both are decided in
// the database (the member's row lock), so they hold on PostgreSQL's parallel transactions as on
// PGlite's serialised ones.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());


const submit = (caller: Caller, body: unknown) => callAs(ctx, '/api/apply/custom-product', caller, { json: body });
const saveDraftAs = (caller: Caller, body: unknown) => callAs(ctx, '/api/apply-form/temporary-store', caller, { json: body });
const uploadAs = async (token: string) => (await upload(ctx, [{ name: '현재 양식.png', bytes: PNG_BYTES }], { token })).body.d as string;

/** A logged-in member without a password (withdraws on consent alone: no slow hash in the way). */
async function socialMember(): Promise<{ id: number; token: string }> {
  const m = await createTestMember(ctx);
  const token = await loginAs(ctx, m.loginId, m.password);
  await ctx.db.updateTable('members').set({ password_hash: null }).where('id', '=', m.id).execute();
  return { id: m.id, token };
}

const withdraw = (token: string) => send(ctx, 'POST', '/api/members/withdrawal', token, { reason: 'RARELY_USED', agreed: true });

/** What a withdrawn member must not have: a draft, or a file outside a submitted application. */
async function leftovers(memberId: number) {
  const drafts = await ctx.db.selectFrom('custom_applications').select('id').where('member_id', '=', memberId).where('is_draft', '=', true).execute();
  const files = await ctx.db.selectFrom('stored_files').select('id').where('owner_member_id', '=', memberId).execute();
  return { drafts: drafts.length, files: files.length };
}

const applicationsOf = (memberId: number) =>
  ctx.db.selectFrom('custom_applications').select(['id', 'application_number', 'title']).where('member_id', '=', memberId).where('is_draft', '=', false).orderBy('id').execute();

describe('a draft save or submission racing a withdrawal', () => {
  it('one whose login check passed before the withdrawal and whose transaction runs after it is refused: no draft, no application', async () => {
    const m = await socialMember();
    // The routes checked the login already; the withdrawal commits before their transactions.
    expect((await withdraw(m.token)).status).toBe(200);
    const caller = { memberId: m.id, sessionHash: null };
    await expect(saveDraft(ctx.deps, caller, form())).rejects.toMatchObject({ status: 401, message: AUTH_MESSAGES.sessionExpired });
    await expect(submitApplication(ctx.deps, caller, form())).rejects.toMatchObject({ status: 401, message: AUTH_MESSAGES.sessionExpired });
    expect(await leftovers(m.id)).toEqual({ drafts: 0, files: 0 });
    expect(await applicationsOf(m.id)).toEqual([]);
  });

  it('a save and a withdrawal sent together, 20 times: never a draft or file left for the withdrawn member', async () => {
    for (let round = 0; round < 20; round++) {
      const m = await socialMember();
      // Every other round the draft takes a file uploaded before.
      const fileNames = round % 2 ? await uploadAs(m.token) : '';
      const [saved, withdrawn] = await Promise.all([saveDraftAs({ token: m.token }, form({ fileNames })), withdraw(m.token)]);
      expect(withdrawn.status, `round ${round}`).toBe(200);
      expect(await leftovers(m.id), `round ${round}`).toEqual({ drafts: 0, files: 0 });
      // Saved before the withdrawal (then deleted by it), or refused after it.
      expect([200, 401], `round ${round}`).toContain(saved.status);
    }
  });
});

describe("a member's double submit", () => {
  it('two identical submits sent together make one application; both answer its number', async () => {
    const m = await socialMember();
    const results = await Promise.all([submit({ token: m.token }, form()), submit({ token: m.token }, form())]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[0]!.body).toEqual({ message: M.submitted, applicationNumber: results[1]!.body.applicationNumber });
    const apps = await applicationsOf(m.id);
    expect(apps).toHaveLength(1);
    expect(apps[0]!.application_number).toBe(results[0]!.body.applicationNumber);
    // One receipt, too.
    const receipts = await ctx.db.selectFrom('outbox').select('body').where('subject', 'like', `%${apps[0]!.application_number}%`).execute();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain('마이페이지 > 맞춤 제작 주문');
  });

  it('the same with a draft and a file: the draft becomes the one application, holding the file', async () => {
    const m = await socialMember();
    const fileId = await uploadAs(m.token);
    expect((await saveDraftAs({ token: m.token }, form({ fileNames: fileId }))).status).toBe(200);
    const results = await Promise.all([submit({ token: m.token }, form({ fileNames: fileId })), submit({ token: m.token }, form({ fileNames: fileId }))]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[0]!.body.applicationNumber).toBe(results[1]!.body.applicationNumber);
    const apps = await applicationsOf(m.id);
    expect(apps).toHaveLength(1);
    expect(await ctx.db.selectFrom('custom_application_files').select('application_id').where('file_id', '=', fileId).execute()).toEqual([{ application_id: apps[0]!.id }]);
  });

  it('different applications in a row, and the same one again after the window, are each their own application', async () => {
    const m = await socialMember();
    const first = await submit({ token: m.token }, form());
    const second = await submit({ token: m.token }, form({ title: '재고 알림 프로그램 제작 문의' }));
    // Same title, other content: another request.
    const third = await submit({ token: m.token }, form({ title: '재고 알림 프로그램 제작 문의', content: '품절 임박 상품을 매일 아침 문자로 알려 주는 프로그램이 필요합니다.' }));
    ctx.clock.advance(DOUBLE_SUBMIT_WINDOW_MS + 1000);
    const fourth = await submit({ token: m.token }, form({ title: '재고 알림 프로그램 제작 문의', content: '품절 임박 상품을 매일 아침 문자로 알려 주는 프로그램이 필요합니다.' }));
    const numbers = [first, second, third, fourth].map((r) => {
      expect(r.status).toBe(201);
      return r.body.applicationNumber as string;
    });
    expect(new Set(numbers).size).toBe(4);
    expect((await applicationsOf(m.id)).map((a) => a.application_number)).toEqual(numbers);
  });
});
