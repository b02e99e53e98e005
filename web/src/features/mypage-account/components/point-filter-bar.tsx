import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { cn } from '../../../components/cn.ts';
import { rangeProblem, type PointFilterState, type PointKind, type PointPeriod } from '../hooks/point-filters.ts';

const KINDS: [PointKind, string][] = [
  ['all', '전체'],
  ['earn', '적립'],
  ['use', '사용'],
];
const PERIODS: PointPeriod[] = [1, 3, 6];

const chip = (active: boolean) =>
  cn('h-9 rounded-lg px-3.5 text-sm font-medium transition-colors', active ? 'bg-ink text-white' : 'border border-line bg-white text-sub hover:bg-soft');

export function PointFilterBar({
  state,
  onKind,
  onPeriod,
  onRange,
}: {
  state: PointFilterState;
  onKind: (kind: PointKind) => void;
  onPeriod: (period: PointPeriod) => void;
  onRange: (startDate: string, endDate: string) => void;
}) {
  const [start, setStart] = useState(state.startDate);
  const [end, setEnd] = useState(state.endDate);
  const [problem, setProblem] = useState<string | null>(null);
  // A period button refills the inputs.
  const [seen, setSeen] = useState(`${state.startDate}/${state.endDate}`);
  if (seen !== `${state.startDate}/${state.endDate}`) {
    setSeen(`${state.startDate}/${state.endDate}`);
    setStart(state.startDate);
    setEnd(state.endDate);
  }

  const search = () => {
    const p = rangeProblem(start, end);
    setProblem(p);
    if (!p) onRange(start, end);
  };

  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="조회 유형">
        {KINDS.map(([kind, label]) => (
          <button key={kind} type="button" className={chip(state.type === kind)} aria-pressed={state.type === kind} onClick={() => onKind(kind)}>
            {label}
          </button>
        ))}
        <span className="mx-1 hidden h-5 w-px bg-line sm:block" aria-hidden />
        <div className="flex gap-2" role="group" aria-label="조회 기간">
          {PERIODS.map((months) => (
            <button key={months} type="button" className={chip(state.period === months)} aria-pressed={state.period === months} onClick={() => onPeriod(months)}>
              {months}개월
            </button>
          ))}
        </div>
      </div>
      {/* A phone stacks the two dates and the button: in one wrapping row the "~" dangled after the first. */}
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-end">
        <label className="flex flex-col gap-1 text-sm text-sub">
          시작일
          <input type="date" value={start} onChange={(e) => setStart(e.target.value)} className="h-10 rounded-lg border border-line px-3 text-[15px] text-ink" />
        </label>
        <span className="hidden pb-2 text-mute sm:inline" aria-hidden>
          ~
        </span>
        <label className="flex flex-col gap-1 text-sm text-sub">
          종료일
          <input type="date" value={end} onChange={(e) => setEnd(e.target.value)} className="h-10 rounded-lg border border-line px-3 text-[15px] text-ink" />
        </label>
        <Button size="sm" className="mt-1 h-10 sm:mt-0" onClick={search}>
          조회
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
