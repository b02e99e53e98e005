import {
  CUSTOM_REQUEST_MESSAGES as M,
  UPLOAD_LIMITS,
  isoDateInSeoul,
  needsReason,
  type ApplicationDetail,
  type ApplicationRow,
  type CustomDraftResponse,
} from '@store/shared';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { sessionExpired } from '../auth/refusals.ts';
import type { AppDeps } from '../../lib/context.ts';
import { violatedUniqueConstraint } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { FileCaller } from '../files/upload-session.ts';
import { holdActiveMember } from '../members/members.repository.ts';
import * as repo from './custom-requests.repository.ts';
import { sendReceiptNotice } from './receipt-notice.ts';

// Custom-software applications: submit (visitors and members), one draft per member, history.

/** fileNames is the spec's comma-joined list of file ids from /api/upload-file. */
function fileIdsOf(fileNames: string): string[] {
  const ids = [...new Set(fileNames.split(',').filter(Boolean))];
  if (ids.length > UPLOAD_LIMITS.maxFiles) throw badRequest(M.tooManyFiles);
  return ids;
}

/** Every listed file must be the caller's and free (or already in this draft): all or nothing. */
async function attachFiles(tx: Tx, caller: FileCaller, fileIds: string[], applicationId: number) {
  if ((await repo.lockUsableFiles(tx, caller, fileIds, applicationId)) !== fileIds.length) throw badRequest(M.fileNotUsable);
  await repo.replaceApplicationFiles(tx, applicationId, fileIds, caller);
}

/** A file taken by a parallel request surfaces as this unique violation: same answer as above. */
function fileRace(error: unknown): never {
  if (violatedUniqueConstraint(error) === 'custom_application_files_file_id_key') throw badRequest(M.fileNotUsable);
  throw error;
}

/**
 * Taken first, before the draft and its files (withdrawal's order): a withdrawal in progress is
 * waited for (it then deletes the draft), one committed since refuses this save or submission, so
 * no draft or application is left for a withdrawn member.
 */
async function lockApplicant(tx: Tx, memberId: number): Promise<void> {
  if (!(await holdActiveMember(tx, memberId, 'noKeyUpdate'))) throw sessionExpired();
}

/** How long an identical submission by the same member counts as the same click sent twice. */
export const DOUBLE_SUBMIT_WINDOW_MS = 60_000;

/**
 * The number of the member's submission this one repeats, if any: their latest, sent within
 * DOUBLE_SUBMIT_WINDOW_MS, with the same fields and the same files. Answered with that number
 * (not a 409): the buyer's application went in, and a double click or a retry after a lost
 * response should show them its receipt, not an error. Runs under the member's row lock, so of
 * two parallel identical submits the second waits for the first and finds it.
 */
async function repeatedSubmission(tx: Tx, memberId: number, input: repo.ApplicationFields, fileIds: string[], now: Date): Promise<string | undefined> {
  const last = await repo.latestSubmissionSince(tx, memberId, new Date(now.getTime() - DOUBLE_SUBMIT_WINDOW_MS));
  if (!last?.application_number) return undefined;
  const sameFields = last.name === input.name && last.email === input.email && last.phone === input.phoneNumber && last.title === input.title && last.content === input.content;
  if (!sameFields) return undefined;
  const files = await repo.filesOfApplications(tx, [last.id]);
  return files.map((f) => f.id).join(',') === fileIds.join(',') ? last.application_number : undefined;
}

/**
 * POST /api/apply/custom-product. A member's draft, if any, becomes the submission (same
 * article id); otherwise a new application is created. The member is the token's, never a
 * field of the body; a visitor's application has no member and cannot be viewed again. A
 * member's identical submission within DOUBLE_SUBMIT_WINDOW_MS answers the first one's number.
 */
export async function submitApplication(deps: AppDeps, caller: FileCaller, input: repo.ApplicationFields & { fileNames: string }): Promise<string> {
  const fileIds = fileIdsOf(input.fileNames);
  const now = deps.clock.now();
  const submitted = await inTransaction(deps.db, async (tx) => {
    if (caller.memberId !== null) {
      await lockApplicant(tx, caller.memberId);
      const repeated = await repeatedSubmission(tx, caller.memberId, input, fileIds, now);
      if (repeated) return { number: repeated, fresh: false };
    }
    const draft = caller.memberId !== null ? await repo.findDraftForUpdate(tx, caller.memberId) : undefined;
    const number = await repo.nextApplicationNumber(tx, isoDateInSeoul(now).replaceAll('-', ''));
    let id: number;
    if (draft) {
      await repo.submitDraft(tx, draft.id, input, number, now);
      id = draft.id;
    } else {
      id = await repo.insertSubmitted(tx, caller.memberId, input, number, now);
    }
    await attachFiles(tx, caller, fileIds, id);
    return { number, fresh: true };
  }).catch(fileRace);
  // A double submit answered with the first one's number was acknowledged then.
  if (submitted.fresh) await sendReceiptNotice(deps, { name: input.name, email: input.email, title: input.title, applicationNumber: submitted.number, member: caller.memberId !== null });
  return submitted.number;
}

/** POST /api/apply-form/temporary-store: creates or overwrites the member's single draft. */
export async function saveDraft(deps: AppDeps, caller: FileCaller & { memberId: number }, input: repo.ApplicationFields & { fileNames: string }): Promise<void> {
  const fileIds = fileIdsOf(input.fileNames);
  const now = deps.clock.now();
  await inTransaction(deps.db, async (tx) => {
    await lockApplicant(tx, caller.memberId);
    const id = await repo.upsertDraft(tx, caller.memberId, input, now);
    await attachFiles(tx, caller, fileIds, id);
  }).catch(fileRace);
}

type FileRow = Awaited<ReturnType<typeof repo.filesOfApplications>>[number];
const toFile = (f: FileRow) => ({ fileId: f.id, originalName: f.original_name, size: f.size_bytes });

/** GET /api/apply/custom-product: the draft the form loads on open. */
/** The member's draft, or null when there is none (answered 204: the form simply starts empty). */
export async function loadDraft(deps: AppDeps, memberId: number): Promise<CustomDraftResponse | null> {
  const draft = await repo.findDraft(deps.db, memberId);
  if (!draft) return null;
  const files = await repo.filesOfApplications(deps.db, [draft.id]);
  return {
    name: draft.name,
    email: draft.email,
    phoneNumber: draft.phone,
    title: draft.title,
    content: draft.content,
    applicationArticleId: draft.id,
    fileNames: files.map((f) => f.id).join(','),
    files: files.map(toFile),
  };
}

function toRow(a: repo.ApplicationRecord, files: FileRow[]): ApplicationRow {
  return {
    // One record carries all three of the spec's ids.
    applicationId: a.id,
    applicationArticleId: a.id,
    applyCustomProductId: a.id,
    title: a.title,
    submitDate: a.submitted_at ? new Date(a.submitted_at).toISOString() : null,
    updateDate: new Date(a.updated_at).toISOString(),
    applicationNumber: a.application_number ?? '',
    articleStatus: a.status,
    name: a.name,
    email: a.email,
    phoneNumber: a.phone,
    content: a.content,
    fileNames: files.map((f) => f.id).join(','),
  };
}

/** GET /api/application-list: the member's own submitted applications, newest first. */
export async function listApplications(deps: AppDeps, memberId: number): Promise<ApplicationRow[]> {
  const apps = await repo.listSubmitted(deps.db, memberId);
  const files = await repo.filesOfApplications(deps.db, apps.map((a) => a.id));
  return apps.map((a) => toRow(a, files.filter((f) => f.application_id === a.id)));
}

/** GET /api/application/detail: someone else's application is indistinguishable from none. */
export async function applicationDetail(deps: AppDeps, memberId: number, applicationId: number): Promise<ApplicationDetail> {
  const app = await repo.findSubmitted(deps.db, memberId, applicationId);
  if (!app) throw notFound(M.applicationNotFound);
  const [files, closingReason, notes] = await Promise.all([
    repo.filesOfApplications(deps.db, [app.id]),
    needsReason(app.status) ? repo.latestNoteInto(deps.db, app.id, app.status) : null,
    repo.sharedNotesOf(deps.db, app.id),
  ]);
  const notices = notes.map((n) => ({ status: n.to_status, note: n.note, createdAt: new Date(n.created_at).toISOString() }));
  return { ...toRow(app, files), files: files.map(toFile), closingReason, notices };
}
