import { auditActionLabel, type AuditLogQuery } from '@store/shared';
import { EmptyState, ErrorState, LoadingState, Pagination } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { AdminHeader, Panel, TableScroll, td, th, TotalCount } from '../components/admin-page.tsx';
import { targetText, TARGET_LABELS } from '../components/audit-labels.ts';
import { ChangeValues } from '../components/change-values.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const KEYS = ['action', 'targetType', 'targetId', 'actor', 'from', 'to'] as const;

/** /admin/audit-log: who changed what and when, newest first. */
export function AdminAuditLogPage() {
  usePageTitle(MSG.auditTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const log = useAuditLog({ ...values, page, size: 30 } as AuditLogQuery);
  const actions = log.data?.actions ?? [];

  return (
    <div>
      <AdminHeader title={MSG.auditTitle} lead={MSG.auditLead} />
      <Panel>
        <FilterBar
          label="감사 로그 검색"
          onSubmit={(f) => set({ action: formText(f, 'action'), targetType: formText(f, 'targetType'), targetId: formText(f, 'targetId'), actor: formText(f, 'actor'), from: formText(f, 'from'), to: formText(f, 'to') })}
        >
          <FilterSelect
            key={`a${values.action}${actions.length}`}
            label={MSG.action}
            name="action"
            defaultValue={values.action ?? ''}
            options={[{ value: '', label: MSG.all }, ...actions.map((a) => ({ value: a, label: auditActionLabel(a) }))]}
          />
          <FilterSelect
            key={`t${values.targetType}`}
            label={MSG.target}
            name="targetType"
            defaultValue={values.targetType ?? ''}
            options={[{ value: '', label: MSG.all }, ...Object.entries(TARGET_LABELS).map(([value, label]) => ({ value, label }))]}
          />
          <FilterInput key={`i${values.targetId}`} label={MSG.targetId} name="targetId" defaultValue={values.targetId ?? ''} maxLength={100} className="w-28 min-w-0" />
          <FilterInput key={`u${values.actor}`} label={MSG.actor} name="actor" defaultValue={values.actor ?? ''} maxLength={100} />
          <FilterInput key={`f${values.from}`} label={MSG.from} type="date" name="from" defaultValue={values.from ?? ''} />
          <FilterInput key={`o${values.to}`} label={MSG.to} type="date" name="to" defaultValue={values.to ?? ''} />
          <FilterActions onReset={reset} />
        </FilterBar>
        {log.isPending ? (
          <LoadingState />
        ) : log.isError ? (
          <ErrorState message={errorMessage(log.error)} />
        ) : log.data.content.length === 0 ? (
          <EmptyState message={MSG.noAudit} />
        ) : (
          <>
            <TotalCount total={log.data.totalElements} capped={log.data.totalCapped} />
            {/* Phones and tablets: one card per entry instead of a table scrolled sideways. */}
            <ul className="space-y-3 lg:hidden" aria-label="감사 로그 목록">
              {log.data.content.map((e) => (
                <li key={e.id} className="rounded-xl border border-line p-3 text-sm">
                  <p className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">{auditActionLabel(e.action)}</span>
                    <span className="text-xs text-mute">{formatDateTimeOrDash(e.createdAt)}</span>
                  </p>
                  <p className="mt-1 text-sub">
                    {e.actorLoginId ? `${e.actorName ?? ''} (${e.actorLoginId})` : MSG.system} · {targetText(e.targetType, e.targetId)}
                  </p>
                  <div className="mt-2 grid grid-cols-2 gap-3 rounded-lg bg-soft p-2">
                    <div>
                      <p className="text-xs font-semibold text-mute">{MSG.before}</p>
                      <ChangeValues value={e.before} targetType={e.targetType} />
                    </div>
                    <div>
                      <p className="text-xs font-semibold text-mute">{MSG.after}</p>
                      <ChangeValues value={e.after} targetType={e.targetType} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <div className="hidden lg:block">
              <TableScroll label="감사 로그">
                <thead>
                  <tr>
                    <th className={th}>일시</th>
                    <th className={th}>작업자</th>
                    <th className={th}>작업</th>
                    <th className={th}>대상</th>
                    <th className={th}>{MSG.before}</th>
                    <th className={th}>{MSG.after}</th>
                    <th className={th}>IP</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.content.map((e) => (
                    <tr key={e.id} className="align-top">
                      <td className={`${td} whitespace-nowrap text-sub`}>{formatDateTimeOrDash(e.createdAt)}</td>
                      <td className={`${td} whitespace-nowrap`}>{e.actorLoginId ? `${e.actorName ?? ''} (${e.actorLoginId})` : MSG.system}</td>
                      <td className={`${td} whitespace-nowrap font-semibold`}>{auditActionLabel(e.action)}</td>
                      <td className={`${td} whitespace-nowrap`}>{targetText(e.targetType, e.targetId)}</td>
                      <td className={td}>
                        <ChangeValues value={e.before} targetType={e.targetType} />
                      </td>
                      <td className={td}>
                        <ChangeValues value={e.after} targetType={e.targetType} />
                      </td>
                      <td className={`${td} text-xs text-mute`}>{e.ip ?? '-'}</td>
                    </tr>
                  ))}
                </tbody>
              </TableScroll>
            </div>
            <div className="mt-4">
              <Pagination page={page} totalPages={log.data.totalPages} onChange={(p) => set({ page: p })} label="감사 로그 페이지" />
            </div>
          </>
        )}
      </Panel>
    </div>
  );
}
