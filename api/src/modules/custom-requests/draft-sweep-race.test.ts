import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { gated, onPostgres } from '../../../test/lock-gate.ts';
import { createTestMember, loginAs } from '../../../test/members.ts';
import { PNG_BYTES, callAs, upload } from '../../../test/uploads.ts';
import { ABANDONED_UPLOAD_MS, purgeAbandonedUploads } from '../files/upload-cleanup.ts';

// A member saving a draft with files they uploaded more than a day ago, while the abandoned-upload
// sweep deletes those same files (still unattached). The save locks its files in the order its
// plan reads them, the sweep deletes them in the order its plan reads them: in a shop of
// thousands of files, for a member with many earlier files, by id (the primary key) and where
// they lie. Taken in opposite orders, PostgreSQL aborts one of them as a deadlock: the save's
// 500, or a failed sweep. The gated test places the save exactly between two rows of the sweep's
// statement (PostgreSQL only: PGlite runs one transaction at a time); the rounds run the two
// together on both databases.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // Other callers' files of submitted applications: the sweep leaves them, the plans see them.
  await sql`insert into stored_files (id, purpose, upload_session, original_name, content_type, size_bytes, storage_key, created_at, attached)
    select 'filler-' || g, 'custom-request', 'session-' || (g / 3), '양식.png', 'image/png', 16, 'filler/' || g, now(), true
    from generate_series(1, 20000) g`.execute(ctx.db);
});
afterAll(() => ctx.close());

const form = (fileNames: string) => ({
  name: '김담당',
  email: 'buyer@example.com',
  phoneNumber: '01012345678',
  title: '주문 엑셀 자동 정리 프로그램 제작 문의',
  content: '매일 아침 쇼핑몰 주문을 내려받아 배송 양식으로 옮기는 작업을 자동화하고 싶습니다.',
  fileNames,
});
const saveDraft = (token: string, fileIds: string[]) => callAs(ctx, '/api/apply-form/temporary-store', { token }, { json: form(fileIds.join(',')) });
/** The sweep as it runs a day and more after the uploads. */
const sweep = () => purgeAbandonedUploads(ctx.db, ctx.adapters.storage, new Date(ctx.clock.now().getTime() + ABANDONED_UPLOAD_MS + 60_000));

/**
 * A member with 300 earlier files and two new uploads, the first uploaded also the later by id:
 * the sweep (reading them where they lie) and the save (by id: the member's own files are too
 * many for their index to be the cheaper way) then meet them in opposite orders.
 */
async function memberWithTwoUploads(): Promise<{ id: number; token: string; fileIds: string[] }> {
  const m = await createTestMember(ctx);
  const token = await loginAs(ctx, m.loginId, m.password);
  const ids: string[] = [];
  for (;;) {
    const res = await upload(ctx, [{ name: '현재 양식.png', bytes: PNG_BYTES }], { token });
    expect(res.status).toBe(200);
    ids.push(res.body.d as string);
    if (ids.length < 2) continue;
    const { rows } = await sql<{ id: string }>`select id from stored_files where id in (${sql.join(ids.slice(-2))}) order by id`.execute(ctx.db);
    if (rows[0]!.id === ids.at(-1)) break;
    // In id order already: drop the older one and upload another.
    await ctx.db.deleteFrom('stored_files').where('id', '=', ids.at(-2)!).execute();
  }
  // Inserted after the uploads: as bare rows, outside any application, they would count as pending.
  await sql`insert into stored_files (id, purpose, owner_member_id, original_name, content_type, size_bytes, storage_key, created_at, attached)
    select 'earlier-' || ${m.id} || '-' || g, 'custom-request', ${m.id}, '양식.png', 'image/png', 16, 'earlier/' || ${m.id} || '/' || g, now(), true
    from generate_series(1, 300) g`.execute(ctx.db);
  await sql`analyze stored_files`.execute(ctx.db);
  return { id: m.id, token, fileIds: ids.slice(-2) };
}

/** Either the draft holds both files, or the sweep took them and the save was refused. */
async function expectOneWon(m: { id: number; fileIds: string[] }, saved: number, label: string): Promise<void> {
  const files = await ctx.db.selectFrom('stored_files').select(['id', 'attached']).where('id', 'in', m.fileIds).orderBy('id').execute();
  if (saved === 200) expect(files.map((f) => f.attached), label).toEqual([true, true]);
  else expect([saved, files], label).toEqual([400, []]);
}

/**
 * Stops the sweep before it deletes the member's first file (the row locked, the next ones not
 * yet): `save` runs until it waits for a lock (or is through), then the gate opens.
 */
const sweepGatedAtFirstFile = <T>(memberId: number, save: () => Promise<T>) =>
  gated(ctx.db, { event: 'before delete on stored_files', when: `old.owner_member_id = ${memberId} and not old.attached` }, sweep, save, { secondMayFinish: true });

describe('a draft save racing the abandoned-upload sweep over the same two files', () => {
  it.runIf(onPostgres)('a sweep that has taken the first file when the save starts: both done, one of them has the files', async () => {
    const m = await memberWithTwoUploads();
    const [, saved] = await sweepGatedAtFirstFile(m.id, () => saveDraft(m.token, m.fileIds));
    expect([200, 400]).toContain(saved.status);
    await expectOneWon(m, saved.status, 'gated');
  });

  it('a save and the sweep together, 30 times: never a 5xx or a failed sweep, one of them has the files', async () => {
    for (let round = 0; round < 30; round++) {
      const m = await memberWithTwoUploads();
      const [swept, saved] = await Promise.allSettled([sweep(), saveDraft(m.token, m.fileIds)]);
      expect(swept.status, `round ${round}: ${swept.status === 'rejected' ? String(swept.reason) : ''}`).toBe('fulfilled');
      const status = saved.status === 'fulfilled' ? saved.value.status : 0;
      expect([200, 400], `round ${round}`).toContain(status);
      await expectOneWon(m, status, `round ${round}`);
    }
  });
});
