import {
  ADMIN_CUSTOM_REQUEST_MESSAGES as M,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  CUSTOM_REQUEST_MESSAGES,
  canTransition,
  noteIsShared,
  type AdminApplicationDetail,
  type AdminApplicationListResponse,
  type AdminApplicationRow,
  type adminApplicationListQuerySchema,
  type ApplicationStatus,
} from '@store/shared';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { iso, pageInfo, seoulDayRange } from '../../lib/admin-list.ts';
import { insertAudit } from '../../lib/audit.ts';
import type { AppDeps } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './admin-custom-requests.repository.ts';
import { sendStatusNotice } from './status-notice.ts';

// Admins read every submitted application and move it through store.md §4's statuses with a
// note. Files are downloaded through GET /api/application/files/{fileId}, which already lets
// admins read any application's files and audit-logs each such download (files module).

type FileRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

function toRow(a: repo.ApplicationListRow, files: FileRow[]): AdminApplicationRow {
  return {
    applicationId: a.id,
    applicationArticleId: a.id,
    applyCustomProductId: a.id,
    title: a.title,
    submitDate: iso(a.submitted_at),
    updateDate: iso(a.updated_at)!,
    applicationNumber: a.application_number ?? '',
    articleStatus: a.status,
    name: a.name,
    email: a.email,
    phoneNumber: a.phone,
    content: a.content,
    fileNames: files.map((f) => f.id).join(','),
    memberLoginId: a.login_id,
    fileCount: files.length,
  };
}

export async function listApplications(deps: AppDeps, query: z.output<typeof adminApplicationListQuerySchema>): Promise<AdminApplicationListResponse> {
  const { start, end } = seoulDayRange(query.from, query.to);
  const filter: repo.ApplicationFilter = { ...(query.status ? { status: query.status } : {}), ...(query.q ? { q: query.q } : {}), ...(start ? { start } : {}), ...(end ? { end } : {}) };
  const { total, rows } = await repo.listApplications(deps.db, filter, query.page, query.size);
  const files = await repo.filesOf(deps.db, rows.map((r) => r.id));
  return { ...pageInfo(query.page, query.size, total), content: rows.map((r) => toRow(r, files.filter((f) => f.application_id === r.id))) };
}

export async function applicationDetail(deps: AppDeps, id: number): Promise<AdminApplicationDetail> {
  const app = await repo.findApplication(deps.db, id);
  if (!app) throw notFound(CUSTOM_REQUEST_MESSAGES.applicationNotFound);
  const [files, history] = await Promise.all([repo.filesOf(deps.db, [id]), repo.historyOf(deps.db, id)]);
  return {
    ...toRow(app, files),
    files: files.map((f) => ({ fileId: f.id, originalName: f.original_name, size: f.size_bytes })),
    history: history.map((h) => ({ id: h.id, fromStatus: h.from_status, toStatus: h.to_status, note: h.note, shared: h.note_shared, actorLoginId: h.login_id, createdAt: iso(h.created_at)! })),
    allowedStatuses: [...APPLICATION_TRANSITIONS[app.status]],
  };
}

/**
 * GET /api/admin/custom-requests/{id}: the detail (the applicant's name, e-mail, phone, text and
 * files), and an audit row saying which admin opened it and from where (SECURITY.md, Privacy).
 * Only the access is recorded, never what was shown (no before/after). Written after the read (a
 * 404 records nothing) and before the answer. A status change answers with applicationDetail too,
 * without this: its own audit row already names the application.
 */
export async function viewApplication(deps: AppDeps, actor: { memberId: number; ip: string }, id: number): Promise<AdminApplicationDetail> {
  const detail = await applicationDetail(deps, id);
  // Only this single-application view is logged, not the list (GET /api/admin/custom-requests): a list is browsing, and a row per page would bury the log.
  await insertAudit(deps.db, { actorMemberId: actor.memberId, action: 'custom-request.view', targetType: 'custom-request', targetId: String(id), ip: actor.ip, now: deps.clock.now() });
  return detail;
}

/**
 * PUT /api/admin/custom-requests/{id}/status. The move must be allowed from the current status
 * (APPLICATION_TRANSITIONS) and start from the status the admin saw; the change, its history
 * row with the note and the audit row commit together.
 */
export async function changeStatus(
  deps: AppDeps,
  actor: { memberId: number; ip: string },
  id: number,
  input: { status: ApplicationStatus; fromStatus: ApplicationStatus; note: string; shareNote: boolean },
): Promise<AdminApplicationDetail> {
  const now = deps.clock.now();
  const shared = noteIsShared(input.status, input.note, input.shareNote);
  const changed = await inTransaction(deps.db, async (tx) => {
    const app = await repo.findApplication(tx, id);
    if (!app) throw notFound(CUSTOM_REQUEST_MESSAGES.applicationNotFound);
    if (app.status !== input.fromStatus) throw conflict(M.stale);
    if (input.status === app.status) throw conflict(M.sameStatus);
    if (!canTransition(app.status, input.status)) throw conflict(M.transitionNotAllowed(APPLICATION_STATUS_LABELS[app.status], APPLICATION_STATUS_LABELS[input.status]));
    const claimed = await repo.transitionApplication(tx, id, app.status, input.status, now);
    if (!claimed) throw conflict(M.stale);
    await repo.insertHistory(tx, { applicationId: id, from: app.status, to: input.status, note: input.note, noteShared: shared, actorMemberId: actor.memberId, now });
    await insertAudit(tx, {
      actorMemberId: actor.memberId,
      action: 'custom-request.status',
      targetType: 'custom-request',
      targetId: String(id),
      before: { status: app.status },
      after: { status: input.status, ...(input.note ? { note: input.note, noteShared: shared } : {}) },
      ip: actor.ip,
      now,
    });
    return app;
  });
  await sendStatusNotice(deps, changed, input.status, shared ? input.note : '');
  return applicationDetail(deps, id);
}
