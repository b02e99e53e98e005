import { Link } from 'react-router-dom';
import { type AdminApplicationListQuery, APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, formatPhone } from '@store/shared';
import { useRequestList } from '../api/custom-requests.ts';
import { cardCorner, cardHead, cardWide } from '../../../components/index.ts';
import { AdminHeader, PagedList, Panel, TableScroll, td, th } from '../components/admin-page.tsx';
import { ApplicationStatusBadge } from '../components/badges.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { useListParams } from '../hooks/use-list-params.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const KEYS = ['status', 'q', 'from', 'to'] as const;

/** /admin/custom-requests: every submitted application, newest first. */
export function AdminCustomRequestsPage() {
  usePageTitle(MSG.requestsTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const list = useRequestList({ ...values, page, size: 20 } as AdminApplicationListQuery);

  return (
    <div>
      <AdminHeader title={MSG.requestsTitle} lead={MSG.requestsLead} />
      <Panel>
        <FilterBar label="신청 검색" onSubmit={(f) => set({ status: formText(f, 'status'), q: formText(f, 'q'), from: formText(f, 'from'), to: formText(f, 'to') })}>
          <FilterSelect
            key={`s${values.status}`}
            label={MSG.status}
            name="status"
            defaultValue={values.status ?? ''}
            options={[{ value: '', label: MSG.all }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))]}
          />
          <FilterInput key={`f${values.from}`} label={MSG.from} type="date" name="from" defaultValue={values.from ?? ''} />
          <FilterInput key={`t${values.to}`} label={MSG.to} type="date" name="to" defaultValue={values.to ?? ''} />
          <FilterInput key={`q${values.q}`} label="이름·연락처·제목·신청번호" name="q" defaultValue={values.q ?? ''} maxLength={100} className="flex-1" />
          <FilterActions onReset={reset} />
        </FilterBar>
        <PagedList query={list} empty={MSG.noRequests} page={page} onPage={(p) => set({ page: p })} pageLabel="신청 목록 페이지">
          {(rows) => (
            <>
              <TableScroll label="맞춤 제작 신청 목록" cards>
                <thead>
                  <tr>
                    <th className={th}>신청번호</th>
                    <th className={th}>제목</th>
                    <th className={th}>신청자</th>
                    <th className={th}>연락처</th>
                    <th className={th}>첨부</th>
                    <th className={th}>신청일시</th>
                    <th className={th}>상태</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((a) => (
                    <tr key={a.applicationId} className="hover:bg-soft/50">
                      <td className={`${td} ${cardHead} whitespace-nowrap`}>
                        <Link to={`/admin/custom-requests/${a.applicationId}`} className="font-semibold text-brand-700 hover:underline">
                          {a.applicationNumber}
                        </Link>
                      </td>
                      <td className={`${td} ${cardWide} max-w-72 truncate max-lg:max-w-none`} data-label="제목">
                        {/* The title is what an admin scans for, so it opens the request too; a link of its own
                            (named by the title) beside the number's, not one wrapped around the other. */}
                        <Link to={`/admin/custom-requests/${a.applicationId}`} className="hover:text-brand-700 hover:underline">
                          {a.title}
                        </Link>
                      </td>
                      <td className={td} data-label="신청자">
                        {a.name}
                        <span className="block text-xs text-mute">{a.memberLoginId ?? '비회원'}</span>
                      </td>
                      <td className={`${td} whitespace-nowrap`} data-label="연락처">
                        {formatPhone(a.phoneNumber)}
                      </td>
                      <td className={td} data-label="첨부">
                        {a.fileCount > 0 ? `${a.fileCount}개` : '-'}
                      </td>
                      <td className={`${td} whitespace-nowrap text-sub`} data-label="신청일시">
                        {formatDateTimeOrDash(a.submitDate)}
                      </td>
                      <td className={`${td} ${cardCorner}`}>
                        <ApplicationStatusBadge status={a.articleStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </TableScroll>
            </>
          )}
        </PagedList>
      </Panel>
    </div>
  );
}
