import { useState } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ADMIN_USER_MESSAGES, type AdminUserListQuery, type AdminUserRow, type AdminUserSortKey, formatDate, formatPhone, formatPoints, formatWon, GRADE_LABELS, GRADES } from '@store/shared';
import { Button, cardCorner, cardHead, cardWide, cn, EmptyState, ErrorState, LoadingState, Pagination, useDialogs } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUserList } from '../api/users.ts';
import { AdminHeader, Panel, TableScroll, td, th, TotalCount } from '../components/admin-page.tsx';
import { GradeBadge } from '../components/badges.tsx';
import { BlockDialog, type BlockTarget } from '../components/block-dialog.tsx';
import { FilterActions, FilterBar, FilterInput, FilterSelect, formText } from '../components/filter-fields.tsx';
import { useLiftSuspension } from '../hooks/use-lift-suspension.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { formatDateTimeOrDash, MSG } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';

const KEYS = ['q', 'field', 'grade', 'sort', 'direction'] as const;

/**
 * `card`: where the cell goes on a phone's card (components/table-cards.ts); every cell but the
 * card's first line (`head`: the login id, the grade at its end) is a field under its label.
 */
const COLUMNS: { key: AdminUserSortKey; label: string; render: (u: AdminUserRow) => React.ReactNode; right?: boolean; card?: string; head?: true }[] = [
  { key: 'id', label: '번호', render: (u) => u.id, right: true },
  {
    key: 'loginId',
    label: '아이디',
    // Past the row's checkbox, which shares the card's first line.
    card: `${cardHead} max-lg:pl-8!`,
    head: true,
    render: (u) => (
      <Link to={`/admin/users/${u.id}`} className="font-semibold text-brand-700 hover:underline">
        {u.loginId}
      </Link>
    ),
  },
  { key: 'name', label: '이름', render: (u) => u.name },
  { key: 'email', label: '이메일', render: (u) => u.email ?? '-', card: cardWide },
  { key: 'phoneNumber', label: '휴대폰', render: (u) => (u.phoneNumber ? formatPhone(u.phoneNumber) : '-') },
  { key: 'grade', label: '등급', render: (u) => <GradeBadge grade={u.grade} />, card: cardCorner, head: true },
  { key: 'joinDate', label: '가입일', render: (u) => formatDate(u.joinDate) },
  { key: 'latestLoginDate', label: '최근 로그인', render: (u) => formatDateTimeOrDash(u.latestLoginDate) },
  { key: 'point', label: '포인트', render: (u) => formatPoints(u.point), right: true },
  { key: 'totalPurchaseAmount', label: '누적 구매', render: (u) => formatWon(u.totalPurchaseAmount), right: true },
];

const SEARCH_FIELDS = [
  { value: 'all', label: '전체 항목' },
  { value: 'loginId', label: '아이디' },
  { value: 'name', label: '이름' },
  { value: 'email', label: '이메일' },
  { value: 'phoneNumber', label: '휴대폰' },
  { value: 'id', label: '회원 번호' },
];

/** Why a member cannot be selected for suspension, in the server's own words; undefined if they can. */
function unselectableReason(u: AdminUserRow): string | undefined {
  if (u.grade === 'ADMIN') return ADMIN_USER_MESSAGES.cannotBlockAdmin;
  if (u.grade === 'BLOCKED') return ADMIN_USER_MESSAGES.alreadyBlocked;
  return undefined;
}

/** /admin/users: search, sort by any column, select and suspend; lift a suspension per row; open a member. */
export function AdminUsersPage() {
  usePageTitle(MSG.usersTitle);
  const { values, page, set, reset } = useListParams(KEYS);
  const sort = (values.sort as AdminUserSortKey | undefined) ?? 'joinDate';
  const direction = values.direction === 'asc' ? 'asc' : 'desc';
  const query = { ...values, sort, direction, page, size: 20 } as AdminUserListQuery;
  const list = useUserList(query);
  const lifting = useLiftSuspension();
  // One at a time, from the click on: a double click asked twice and sent twice, the second refused.
  const suspending = useSingleFlight();
  // Kept by id with the name and login id, so the suspension dialog can name members selected
  // on another page of the list.
  const [selected, setSelected] = useState<Map<number, BlockTarget>>(new Map());
  const [blocking, setBlocking] = useState<BlockTarget[] | null>(null);
  const dialogs = useDialogs();

  const rows = list.data?.userList ?? [];
  // Admins and members already suspended cannot be suspended (store.md §5; the server refuses the
  // whole batch), so they are never selectable.
  const selectable = rows.filter((u) => !unselectableReason(u));
  const toggle = (u: AdminUserRow) =>
    setSelected((s) => {
      const next = new Map(s);
      if (!next.delete(u.id)) next.set(u.id, target(u));
      return next;
    });
  const allOnPage = selectable.length > 0 && selectable.every((u) => selected.has(u.id));

  async function suspend() {
    // §5: an empty selection is refused here too, with the same message as the server.
    if (selected.size === 0) return dialogs.alert(ADMIN_USER_MESSAGES.selectUsers);
    setBlocking([...selected.values()]);
  }

  const sortBy = (key: AdminUserSortKey) => set({ sort: key, direction: sort === key && direction === 'desc' ? 'asc' : 'desc' });
  const selectAllOnPage = () =>
    setSelected((s) => {
      const next = new Map(s);
      for (const u of selectable) {
        if (allOnPage) next.delete(u.id);
        else next.set(u.id, target(u));
      }
      return next;
    });

  return (
    <div>
      <AdminHeader
        title={MSG.usersTitle}
        lead={MSG.usersLead}
        actions={
          <Button variant="danger" disabled={suspending.busy || blocking !== null} onClick={() => void suspending.run(suspend)}>
            {MSG.blockSelected(selected.size)}
          </Button>
        }
      />
      <Panel>
        <FilterBar label="회원 검색" onSubmit={(f) => set({ q: formText(f, 'q'), field: formText(f, 'field'), grade: formText(f, 'grade') })}>
          <FilterSelect key={`f${values.field}`} label="검색 항목" name="field" defaultValue={values.field ?? 'all'} options={SEARCH_FIELDS} />
          <FilterInput key={`q${values.q}`} label="검색어" name="q" defaultValue={values.q ?? ''} maxLength={100} className="flex-1" />
          <FilterSelect
            key={`g${values.grade}`}
            label="등급"
            name="grade"
            defaultValue={values.grade ?? ''}
            options={[{ value: '', label: MSG.all }, ...GRADES.map((g) => ({ value: g, label: GRADE_LABELS[g] }))]}
          />
          <FilterActions onReset={reset} />
        </FilterBar>
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorState message={errorMessage(list.error)} />
        ) : rows.length === 0 ? (
          <EmptyState message={MSG.noUsers} />
        ) : (
          <>
            <TotalCount total={list.data.totalElements} capped={list.data.totalCapped} unit="명" />
            {/* Below lg the rows are cards and the header row is hidden: its sort buttons and its
                select-all are here instead. The header row is only visually hidden there (sr-only),
                so its select-all is taken out with max-lg:hidden: otherwise a screen reader met two
                "이 페이지 전체 선택" boxes, one of them an invisible tab stop. */}
            <div className="mb-3 flex items-end justify-between gap-3 lg:hidden">
              <label className="flex h-10 items-center gap-2 text-sm text-sub">
                <input type="checkbox" checked={allOnPage} onChange={selectAllOnPage} className="size-4 accent-brand-600" />
                {MSG.selectAll}
              </label>
              <FilterSelect
                label="정렬"
                value={`${sort}:${direction}`}
                onChange={(e) => {
                  const [key, dir] = e.target.value.split(':');
                  set({ sort: key, direction: dir });
                }}
                options={COLUMNS.flatMap((c) => [
                  { value: `${c.key}:desc`, label: `${c.label} 내림차순` },
                  { value: `${c.key}:asc`, label: `${c.label} 오름차순` },
                ])}
              />
            </div>
            <TableScroll label="회원 목록" cards>
              <thead>
                <tr>
                  <th className={th}>
                    <input
                      type="checkbox"
                      aria-label={MSG.selectAll}
                      checked={allOnPage}
                      onChange={selectAllOnPage}
                      className="size-4 accent-brand-600 max-lg:hidden"
                    />
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} className={th} aria-sort={sort === c.key ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}>
                      {/* Below lg, as the select-all: the sort select above the cards sorts, and a
                          button here would be an invisible tab stop. */}
                      <span className="lg:hidden">{c.label}</span>
                      <button type="button" onClick={() => sortBy(c.key)} className="inline-flex items-center gap-1 hover:text-ink max-lg:hidden">
                        {c.label}
                        {sort === c.key && (direction === 'asc' ? <ArrowUp className="size-3.5" aria-hidden /> : <ArrowDown className="size-3.5" aria-hidden />)}
                      </button>
                    </th>
                  ))}
                  <th className={th}>관리</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((u) => (
                  <tr key={u.id} className={u.grade === 'BLOCKED' ? 'bg-red-50/60' : 'hover:bg-soft/50'}>
                    {/* On a card the cell shares the first line with the login id: as wide as its box
                        (justify-self-start), or it would lie over the link across the first column. */}
                    <td className={`${td} max-lg:relative max-lg:z-10 max-lg:col-start-1 max-lg:row-start-1 max-lg:self-center max-lg:justify-self-start`}>
                      <input
                        type="checkbox"
                        aria-label={MSG.selectUser(u.loginId)}
                        checked={selected.has(u.id)}
                        disabled={Boolean(unselectableReason(u))}
                        title={unselectableReason(u)}
                        onChange={() => toggle(u)}
                        className="size-4 accent-brand-600 disabled:opacity-40"
                      />
                    </td>
                    {COLUMNS.map((c) => (
                      <td key={c.key} className={cn(td, 'whitespace-nowrap', c.right && 'text-right tabular-nums', c.card)} data-label={c.head ? undefined : c.label}>
                        {c.render(u)}
                      </td>
                    ))}
                    <td className={cn(td, 'max-lg:col-span-full')}>
                      {u.grade === 'BLOCKED' && (
                        <div className="flex flex-col items-start gap-1 max-lg:flex-row max-lg:items-center max-lg:gap-3">
                          <Button size="sm" variant="outline" disabled={lifting.busy} onClick={() => lifting.lift(u)} aria-label={`${u.loginId} ${MSG.unblock}`}>
                            {MSG.unblock}
                          </Button>
                          {u.blockReason && (
                            <span className="max-w-32 truncate text-xs text-sub max-lg:max-w-56" title={u.blockReason}>
                              {MSG.blockReasonShown(u.blockReason)}
                            </span>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableScroll>
            <div className="mt-4">
              <Pagination page={page} totalPages={list.data.totalPages} onChange={(p) => set({ page: p })} label="회원 목록 페이지" />
            </div>
          </>
        )}
      </Panel>
      <BlockDialog members={blocking} onClose={() => setBlocking(null)} onBlocked={() => setSelected(new Map())} />
    </div>
  );
}

const target = (u: AdminUserRow): BlockTarget => ({ id: u.id, name: u.name, loginId: u.loginId });
