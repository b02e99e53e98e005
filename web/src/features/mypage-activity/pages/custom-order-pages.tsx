import { useState, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, CircleHelp, Paperclip } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { APPLICATION_STATUS_LABELS, type ApplicationDetail, CUSTOM_REQUEST_MESSAGES, formatBytes, formatDate, formatPhone, needsReason } from '@store/shared';
import { Button, ButtonLink, ErrorState, MoreButton, useDialogs } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { parseRouteId } from '../../../lib/route-id.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { downloadApplicationFile, useApplication, useApplications } from '../api/applications.ts';
import { ApplicationHelpDialog } from '../components/application-help-dialog.tsx';
import { QueryView } from '../components/query-view.tsx';
import { PageHeading, SectionCard } from '../components/section-card.tsx';
import { ApplicationStatusBadge } from '../components/status-badge.tsx';
import { COPY } from '../messages.ts';
import { useReveal } from '../state/use-reveal.ts';

/** /mypage/custom-order: the member's submitted applications with status badges and the help popup. */
export function CustomOrderListPage() {
  usePageTitle(COPY.customTitle);
  const list = useApplications();
  const [help, setHelp] = useState(false);
  const reveal = useReveal(list.data ?? []);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeading title={COPY.customTitle} />
        <Button variant="outline" size="sm" onClick={() => setHelp(true)}>
          <CircleHelp className="size-4" aria-hidden />
          {COPY.helpButton}
        </Button>
      </div>
      <QueryView
        query={list}
        empty={(list.data ?? []).length === 0}
        emptyMessage={COPY.noCustom}
        emptyAction={
          <ButtonLink to="/custom-product-first" variant="outline">
            {COPY.applyCustom}
          </ButtonLink>
        }
      >
        <ul className="space-y-3">
          {reveal.visible.map((a) => (
            <li key={a.applicationArticleId}>
              <Link
                to={`/mypage/custom-order/${a.applicationArticleId}`}
                className="flex items-center gap-4 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-brand-200 hover:bg-brand-50/40 sm:p-5"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <ApplicationStatusBadge status={a.articleStatus} />
                    <span className="text-[13px] text-mute tabular-nums">{a.applicationNumber}</span>
                  </div>
                  <p className="mt-1.5 truncate font-semibold">{a.title}</p>
                  <p className="text-sm text-sub">
                    {COPY.submitDate} {a.submitDate ? formatDate(a.submitDate) : '-'}
                  </p>
                </div>
                <ChevronRight className="size-5 shrink-0 text-mute" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
        {reveal.hasMore && <MoreButton label={COPY.more} size="sm" onClick={reveal.more} />}
      </QueryView>
      <ApplicationHelpDialog open={help} onClose={() => setHelp(false)} />
    </div>
  );
}

/** /mypage/custom-order/{applicationArticleId}: read-only detail with the owner's files. */
export function CustomOrderDetailPage() {
  usePageTitle(COPY.customTitle);
  const id = parseRouteId(useParams().applicationArticleId);
  // An id that names nothing reads as the server's 404 for it does: not found, and no retry,
  // which could not help (it was a generic "could not load, try again" that hinted at an outage).
  if (id === null)
    return (
      <DetailFrame title={COPY.customTitle}>
        <ErrorState message={CUSTOM_REQUEST_MESSAGES.applicationNotFound} />
      </DetailFrame>
    );
  return <CustomOrderDetail id={id} />;
}

function CustomOrderDetail({ id }: { id: number }) {
  const detail = useApplication(id);
  return (
    <DetailFrame title={detail.data?.title ?? COPY.customTitle} shown={detail.data !== undefined}>
      <QueryView query={detail} empty={false} emptyMessage="">
        {detail.data && <ApplicationView application={detail.data} />}
      </QueryView>
    </DetailFrame>
  );
}

/** `shown`: an application is on the page, which is then the one the read-only line speaks of. */
function DetailFrame({ title, shown = false, children }: { title: string; shown?: boolean; children: ReactNode }) {
  return (
    <div>
      <Link to="/mypage/custom-order" className="mb-3 inline-flex items-center text-sm text-sub hover:text-ink">
        <ChevronLeft className="size-4" aria-hidden />
        {COPY.backToCustom}
      </Link>
      <PageHeading title={title} description={shown ? COPY.readOnly : undefined} />
      {children}
    </div>
  );
}

function ApplicationView({ application: a }: { application: ApplicationDetail }) {
  const { alert } = useDialogs();
  const updates = a.notices.filter((n) => !needsReason(n.status));
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (fileId: string, name: string) => {
    setBusy(fileId);
    try {
      const { blob, filename } = await downloadApplicationFile(fileId, name);
      saveBlob(blob, filename);
    } catch (error) {
      await alert(errorMessage(error, COPY.fileDownloadFailed));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="space-y-6">
      <SectionCard title="신청 정보">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={a.articleStatus} />
          <span className="text-sm text-sub">
            {COPY.applicationNumber} <strong className="text-ink tabular-nums">{a.applicationNumber}</strong>
          </span>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-[15px] sm:grid-cols-2">
          <Item label={COPY.submitDate} value={a.submitDate ? formatDate(a.submitDate) : '-'} />
          <Item label={COPY.applicant} value={a.name} />
          <Item label={COPY.contact} value={formatPhone(a.phoneNumber)} />
          <Item label={COPY.email} value={a.email || '-'} />
        </dl>
        {a.closingReason && (
          <div className="mt-4 rounded-xl bg-soft px-4 py-3 text-[15px]">
            <p className="font-semibold text-ink">{a.articleStatus === 'REJECTED' ? '반려 사유' : '취소 사유'}</p>
            <p className="mt-1 whitespace-pre-line wrap-anywhere text-sub">{a.closingReason}</p>
          </div>
        )}
      </SectionCard>
      {/* The reasons are said above, with the status they closed. */}
      {updates.length > 0 && (
        <SectionCard title={COPY.notices} count={updates.length}>
          <ol className="space-y-3">
            {updates.map((n) => (
              <li key={n.createdAt + n.status} className="rounded-xl bg-soft px-4 py-3 text-[15px]">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-ink">{APPLICATION_STATUS_LABELS[n.status]}</span>
                  <span className="text-mute tabular-nums">{formatDate(n.createdAt)}</span>
                </p>
                <p className="mt-1 whitespace-pre-line wrap-anywhere text-sub">{n.note}</p>
              </li>
            ))}
          </ol>
        </SectionCard>
      )}
      <SectionCard title={COPY.content}>
        <p className="whitespace-pre-line break-words text-[15px] leading-relaxed text-ink">{a.content}</p>
      </SectionCard>
      <SectionCard title={COPY.files} count={a.files.length}>
        {a.files.length === 0 ? (
          <p className="text-[15px] text-mute">{COPY.noFiles}</p>
        ) : (
          <ul className="space-y-2">
            {a.files.map((f) => (
              <li key={f.fileId} className="flex items-center justify-between gap-3 rounded-xl bg-soft px-4 py-3">
                <span className="flex min-w-0 items-center gap-2 text-[15px]">
                  <Paperclip className="size-4 shrink-0 text-mute" aria-hidden />
                  <span className="truncate">{f.originalName}</span>
                  <span className="shrink-0 text-[13px] text-mute">{formatBytes(f.size)}</span>
                </span>
                <Button size="sm" variant="outline" loading={busy === f.fileId} onClick={() => void download(f.fileId, f.originalName)} aria-label={`${f.originalName} 다운로드`}>
                  다운로드
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-3">
      <dt className="w-16 shrink-0 text-sub">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
}
