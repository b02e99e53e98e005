import { CheckCircle2, Clock3, FileSpreadsheet, Send, ShoppingBag } from 'lucide-react';

const TASKS = [
  { icon: ShoppingBag, label: '오픈마켓 주문 수집', detail: '128건 완료', tone: 'bg-brand-50 text-brand-600' },
  { icon: FileSpreadsheet, label: '일일 매출 보고서 작성', detail: '엑셀 3개 파일 취합', tone: 'bg-emerald-50 text-emerald-600' },
  { icon: Send, label: '배송 안내 문자 발송', detail: '오전 10시 예약', tone: 'bg-violet-50 text-violet-600' },
];

/** Decorative: what a morning of automated work looks like. Hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <div className="relative w-[360px]" aria-hidden>
      <div className="absolute -right-6 -top-6 size-40 rounded-full bg-brand-100/70 blur-2xl" />
      <div className="relative rounded-3xl bg-white p-5 shadow-xl ring-1 ring-line">
        <div className="flex items-center justify-between">
          <p className="text-sm font-bold">오늘의 자동화</p>
          <span className="rounded-full bg-soft px-2.5 py-1 text-xs font-semibold text-sub">오전 9:00</span>
        </div>
        <ul className="mt-4 space-y-2.5">
          {TASKS.map(({ icon: Icon, label, detail, tone }) => (
            <li key={label} className="flex items-center gap-3 rounded-2xl border border-line px-3.5 py-3">
              <span className={`grid size-9 place-items-center rounded-xl ${tone}`}>
                <Icon className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold">{label}</span>
                <span className="block text-xs text-mute">{detail}</span>
              </span>
              <CheckCircle2 className="size-5 text-success" />
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center gap-2 rounded-2xl bg-brand-600 px-4 py-3 text-white">
          <Clock3 className="size-5" />
          <span className="text-sm font-semibold">오늘 아낀 시간 2시간 40분</span>
        </div>
      </div>
    </div>
  );
}
