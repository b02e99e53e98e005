import { Check } from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../../components/cn.ts';
import { SIGNUP_STEPS } from '../messages.ts';

/** 1 약관 동의 · 2 계정 정보 · 3 개인 정보, with the current step marked for screen readers. */
export function StepIndicator({ current }: { current: 0 | 1 | 2 }) {
  return (
    <ol aria-label="회원가입 단계" className="mb-7 flex items-center gap-2">
      {SIGNUP_STEPS.map((label, i) => {
        const done = i < current;
        const active = i === current;
        return (
          <Fragment key={label}>
            {i > 0 && <li aria-hidden className={cn('h-px w-4 shrink-0 sm:w-6', done || active ? 'bg-brand-600' : 'bg-line')} />}
            <li aria-current={active ? 'step' : undefined} className="flex items-center gap-1.5">
              <span
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                  active && 'bg-brand-600 text-white',
                  done && 'bg-brand-100 text-brand-700',
                  !active && !done && 'bg-soft text-mute',
                )}
              >
                {done ? <Check className="size-3.5" strokeWidth={3} aria-hidden /> : i + 1}
              </span>
              <span className={cn('whitespace-nowrap text-[13px]', active ? 'font-bold text-ink' : 'font-medium text-mute')}>
                {label}
                {done && <span className="sr-only"> (완료)</span>}
              </span>
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
