import { formatPointChange, type PointRecord } from '@store/shared';
import { formatDate } from '@store/shared/rules/format';
import { cn } from '../../../components/cn.ts';

/** Date, kind, description, points: a table on wide screens, stacked rows on phones. */
export function PointTable({ rows }: { rows: PointRecord[] }) {
  return (
    <table className="w-full text-left text-[15px]">
      <caption className="sr-only">포인트 내역</caption>
      <thead className="hidden border-b border-ink/80 text-sm text-sub sm:table-header-group">
        <tr>
          <th scope="col" className="py-3 font-medium">
            날짜
          </th>
          <th scope="col" className="py-3 font-medium">
            구분
          </th>
          <th scope="col" className="py-3 font-medium">
            내용
          </th>
          <th scope="col" className="py-3 text-right font-medium">
            포인트
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.pointDate}-${i}`} className="grid grid-cols-[1fr_auto] gap-x-3 border-b border-line py-3 sm:table-row sm:py-0">
            <td className="text-sm text-sub sm:py-4 sm:text-[15px]">{formatDate(r.pointDate)}</td>
            <td className="row-span-2 self-center text-right sm:py-4 sm:text-left">
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', r.pointType === 'SAVE' ? 'bg-brand-50 text-brand-700' : 'bg-soft text-sub')}>
                {r.pointType === 'SAVE' ? '적립' : '사용'}
              </span>
            </td>
            <td className="text-ink sm:py-4">{r.description}</td>
            <td className={cn('col-span-2 text-right font-semibold tabular-nums sm:py-4', r.deltaPoint > 0 ? 'text-brand-700' : 'text-ink')}>{formatPointChange(r.deltaPoint)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
