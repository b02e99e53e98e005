import { Info, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSite } from '../../../lib/site.ts';

const STEPS = [
  { title: '신청서 접수', text: '요청 내용을 확인하고 담당자를 배정합니다.' },
  { title: '상담 및 견적', text: '전화나 이메일로 세부 요구사항과 일정, 비용을 안내드려요.' },
  { title: '제작', text: '합의한 명세대로 개발하고 중간 결과를 공유합니다.' },
  { title: '납품 및 A/S', text: '설치를 도와드리고, 납품 후에도 사후 지원을 제공합니다.' },
];

/** The side panel: how a request proceeds and when we answer. */
export function RequestGuide() {
  const site = useSite();
  return (
    <aside aria-labelledby="guide-title" className="rounded-2xl border border-line p-6">
      <h2 id="guide-title" className="text-base font-extrabold">
        진행 절차
      </h2>
      <ol className="mt-5 space-y-5">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative flex gap-3">
            {i < STEPS.length - 1 && <span className="absolute left-[13px] top-8 h-[calc(100%-0.5rem)] w-px bg-line" aria-hidden />}
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white" aria-hidden>
              {i + 1}
            </span>
            <div>
              <p className="text-[15px] font-bold text-ink">{step.title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-sub">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <dl className="mt-6 space-y-1 rounded-xl bg-soft px-4 py-3 text-sm">
        <div className="flex gap-2">
          <dt className="shrink-0 font-semibold text-ink">답변</dt>
          <dd className="text-sub">{site.hours.customRequestReply}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="shrink-0 font-semibold text-ink">문의</dt>
          <dd className="text-sub">
            {site.business.phone} · {site.business.email}
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** For visitors: a submission made without logging in cannot be looked up later (store.md §6). */
export function VisitorNotice() {
  return (
    <div role="note" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-sm text-amber-900 sm:flex-row sm:items-center">
      <Info className="hidden size-5 shrink-0 sm:block" aria-hidden />
      <p className="flex-1 leading-relaxed">
        <strong className="font-bold">비회원으로 신청 중이에요.</strong> 로그인하지 않고 제출한 신청서는 나중에 다시 확인할 수 없습니다. 로그인하시면 임시 저장과 신청 내역 확인을 이용할 수 있어요.
      </p>
      <Link
        to="/login"
        className="inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-lg bg-white px-3 font-semibold text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 sm:self-auto"
      >
        <LogIn className="size-4" aria-hidden />
        로그인
      </Link>
    </div>
  );
}
