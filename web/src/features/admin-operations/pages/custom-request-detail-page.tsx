import { useState } from 'react';
import { Download } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import {
  ADMIN_CUSTOM_REQUEST_MESSAGES,
  type AdminApplicationDetail,
  APPLICATION_STATUS_LABELS,
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
  CUSTOM_REQUEST_MESSAGES,
  formatBytes,
  formatPhone,
  needsReason,
} from '@store/shared';
import { Button, Checkbox, ErrorState, LoadingState, buttonClass, useDialogs, useToast } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadApplicationFile, useChangeRequestStatus, useRequestDetail } from '../api/custom-requests.ts';
import { AdminHeader, InfoGrid, Panel } from '../components/admin-page.tsx';
import { ApplicationStatusBadge } from '../components/badges.tsx';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';

/** /admin/custom-requests/:id: the application, its files, its status history and the change form. */
export function AdminCustomRequestDetailPage() {
  usePageTitle(MSG.requestsTitle);
  const id = parseRouteId(useParams().id);
  const query = useRequestDetail(id);
  const dialogs = useDialogs();
  const back = (
    <Link to="/admin/custom-requests" className={buttonClass({ variant: 'outline', size: 'sm' })}>
      {MSG.backToList}
    </Link>
  );
  // Said as the server says an unknown id: a disabled query would stay pending, loading forever.
  if (id === null) return <ErrorState message={CUSTOM_REQUEST_MESSAGES.applicationNotFound} action={back} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={errorMessage(query.error, MSG.loadFailed)} action={back} />;
  const a = query.data;

  async function download(fileId: string, name: string) {
    try {
      await downloadApplicationFile(fileId, name);
    } catch (error) {
      await dialogs.alert(errorMessage(error, MSG.downloadFailed));
    }
  }

  return (
    <div className="space-y-6">
      <AdminHeader title={a.title} lead={<span className="flex items-center gap-2">{a.applicationNumber} <ApplicationStatusBadge status={a.articleStatus} /></span>} actions={back} />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Panel title="신청 내용">
            <InfoGrid
              rows={[
                ['신청자', `${a.name}${a.memberLoginId ? ` (${a.memberLoginId})` : ' (비회원)'}`],
                ['이메일', a.email || '-'],
                ['연락처', formatPhone(a.phoneNumber)],
                ['신청일시', formatDateTimeOrDash(a.submitDate)],
                ['최근 변경', formatDateTimeOrDash(a.updateDate)],
              ]}
            />
            {/* Member text is rendered as text, never as HTML. */}
            <p className="mt-5 whitespace-pre-wrap rounded-xl bg-soft p-4 text-[15px] leading-7">{a.content}</p>
          </Panel>
          <Panel title={MSG.files}>
            {a.files.length === 0 ? (
              <p className="text-sm text-mute">{MSG.noFiles}</p>
            ) : (
              <ul className="space-y-2">
                {a.files.map((f) => (
                  <li key={f.fileId} className="flex items-center justify-between gap-3 rounded-xl border border-line px-4 py-2.5 text-sm">
                    <span className="min-w-0 truncate">{f.originalName}</span>
                    <span className="shrink-0 text-mute">{formatBytes(f.size)}</span>
                    <Button size="sm" variant="outline" onClick={() => void download(f.fileId, f.originalName)} aria-label={`${f.originalName} 다운로드`}>
                      <Download className="size-4" aria-hidden />
                      다운로드
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
        <div className="space-y-6">
          <StatusForm application={a} />
          <Panel title={MSG.history}>
            {a.history.length === 0 ? (
              <p className="text-sm text-mute">{MSG.noHistory}</p>
            ) : (
              <ol className="space-y-3">
                {a.history.map((h) => (
                  <li key={h.id} className="border-l-2 border-brand-100 pl-3 text-sm">
                    <p className="font-semibold">
                      {APPLICATION_STATUS_LABELS[h.fromStatus]} → {APPLICATION_STATUS_LABELS[h.toStatus]}
                    </p>
                    {h.note && <p className="mt-0.5 whitespace-pre-wrap text-sub">{h.note}</p>}
                    {h.shared && <p className="mt-0.5 text-xs font-semibold text-brand-700">{MSG.noteSharedBadge}</p>}
                    <p className="mt-0.5 text-xs text-mute">
                      {h.actorLoginId ?? '-'} · {formatDateTimeOrDash(h.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </div>
  );
}

function StatusForm({ application: a }: { application: AdminApplicationDetail }) {
  const [next, setNext] = useState<ApplicationStatus | ''>('');
  const [note, setNote] = useState('');
  const [share, setShare] = useState(false);
  const change = useChangeRequestStatus(a.applicationId);
  // From the click on, not from `isPending` a tick later: a double click asked twice and sent the
  // change twice, the second refused as a conflict (its fromStatus no longer the current one).
  const saving = useSingleFlight();
  const dialogs = useDialogs();
  const toast = useToast();
  const options = a.allowedStatuses;
  // After a conflict the status is reloaded: a choice the new status no longer allows is dropped,
  // while the note stays (the form is not keyed by status, so what the admin wrote survives).
  const chosen = next && options.includes(next) ? next : '';

  async function submit() {
    if (!chosen) return dialogs.alert('변경할 상태를 선택해 주세요.');
    // Said before anything is sent, as the server would say it after.
    if (needsReason(chosen) && !note.trim()) return dialogs.alert(ADMIN_CUSTOM_REQUEST_MESSAGES.noteRequired);
    // A reason always reaches the applicant; any other note only when the admin ticks the box.
    const shareNote = !needsReason(chosen) && share;
    if (shareNote && !note.trim()) return dialogs.alert(ADMIN_CUSTOM_REQUEST_MESSAGES.sharedNoteRequired);
    // A final status cannot be undone: ask first.
    if (APPLICATION_TRANSITIONS[chosen].length === 0) {
      const label = APPLICATION_STATUS_LABELS[chosen];
      const sure = await dialogs.confirm(`이 신청을 '${label}' 상태로 바꿀까요? 바꾼 뒤에는 더 이상 상태를 변경할 수 없습니다.`, { title: MSG.changeStatus, confirmLabel: MSG.changeStatus, cancelLabel: MSG.closeDialog });
      if (!sure) return;
    }
    try {
      await change.mutateAsync({ status: chosen, fromStatus: a.articleStatus, note: note.trim(), shareNote });
      setNext('');
      setNote('');
      setShare(false);
      toast('신청 상태를 변경했습니다.', 'success');
    } catch (error) {
      await dialogs.alert(errorMessage(error));
    }
  }

  return (
    <Panel title={MSG.changeStatus}>
      {options.length === 0 ? (
        <p className="text-sm text-mute">{MSG.noNext}</p>
      ) : (
        <form className="space-y-4" onSubmit={saving.onSubmit(submit)}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="next-status" className="text-sm font-semibold text-sub">
              {MSG.nextStatus}
            </label>
            <select
              id="next-status"
              value={chosen}
              onChange={(e) => setNext(e.target.value as ApplicationStatus)}
              className="h-11 rounded-xl border border-line bg-white px-3 text-[15px] focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            >
              <option value="">선택하세요</option>
              {options.map((s) => (
                <option key={s} value={s}>
                  {APPLICATION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor="status-note" className="text-sm font-semibold text-sub">
              {MSG.note} {MSG.noteReaches[needsReason(chosen) ? 'reason' : share ? 'shared' : 'admins']}
            </label>
            <textarea
              id="status-note"
              value={note}
              maxLength={1000}
              rows={4}
              onChange={(e) => setNote(e.target.value)}
              placeholder={MSG.notePlaceholder}
              className="rounded-xl border border-line px-3 py-2 text-[15px] focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
            />
            <p className="text-right text-xs text-mute">{note.length}/1000</p>
            {/* A rejection's or cancel's reason goes to the applicant anyway: no choice to offer. */}
            {!needsReason(chosen) && <Checkbox label={MSG.shareNote} checked={share} onChange={(e) => setShare(e.target.checked)} />}
          </div>
          <Button type="submit" block disabled={saving.busy} loading={change.isPending}>
            {MSG.changeStatus}
          </Button>
        </form>
      )}
    </Panel>
  );
}
