import { ChevronDown } from 'lucide-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { Button } from '../../../components/button.tsx';
import { cn } from '../../../components/cn.ts';
import { SIGNUP_COPY, TERMS } from '../messages.ts';
import { setAgreementsAtom, signupFormAtom } from '../state.ts';
import { requiredAgreed, toggleAll, toggleTerm, type TermKey, type TermsState } from '../terms.ts';
import { RoundCheck } from './round-check.tsx';

export function TermsForm() {
  const form = useAtomValue(signupFormAtom);
  const setAgreements = useSetAtom(setAgreementsAtom);
  const navigate = useNavigate();
  const { alert } = useDialogs();
  // Coming back from step 1 keeps what was ticked.
  const [terms, setTerms] = useState<TermsState>(() => ({
    all: form.termsAgreed && form.privacyAgreed && form.marketingOptIn,
    service: form.termsAgreed,
    privacy: form.privacyAgreed,
    marketing: form.marketingOptIn,
  }));
  const [open, setOpen] = useState<TermKey | null>(null);
  const ready = requiredAgreed(terms);
  const idBase = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button only looks disabled; the alert is the real guard (membership.md §4).
    if (!ready) {
      void alert(SIGNUP_COPY.termsRequired);
      return;
    }
    setAgreements({ marketingOptIn: terms.marketing });
    navigate('/signup/account-info');
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className="sr-only">약관 동의</legend>
        <div className="rounded-2xl bg-soft px-5 py-4">
          <RoundCheck
            size="lg"
            checked={terms.all}
            onChange={(e) => setTerms((t) => toggleAll(t, e.target.checked))}
            label={
              <>
                <span className="block text-[17px] font-bold text-ink">{SIGNUP_COPY.agreeAll}</span>
                <span className="mt-0.5 block text-[13px] text-mute">{SIGNUP_COPY.agreeAllHint}</span>
              </>
            }
          />
        </div>
        <ul className="mt-2">
          {TERMS.map((term) => {
            const panelId = `${idBase}-${term.key}`;
            const expanded = open === term.key;
            return (
              <li key={term.key} className="px-1">
                <div className="flex items-center gap-2 py-3 pl-1">
                  <RoundCheck
                    checked={terms[term.key]}
                    onChange={(e) => setTerms((t) => toggleTerm(t, term.key, e.target.checked))}
                    label={
                      <span className="text-[15px] text-ink">
                        <span className={cn('mr-1 font-semibold', term.required ? 'text-brand-600' : 'text-mute')}>
                          {term.required ? '(필수)' : '(선택)'}
                        </span>
                        {term.title}
                      </span>
                    }
                  />
                  <button
                    type="button"
                    onClick={() => setOpen(expanded ? null : term.key)}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    className="grid size-9 shrink-0 place-items-center rounded-lg text-mute hover:bg-soft hover:text-ink"
                  >
                    <ChevronDown className={cn('size-5 -rotate-90 transition-transform', expanded && 'rotate-0')} aria-hidden />
                    <span className="sr-only">{term.title} 내용 보기</span>
                  </button>
                </div>
                <div id={panelId} hidden={!expanded} className="mb-2 ml-10 rounded-xl bg-soft/70 px-4 py-3 text-[13px] leading-relaxed text-sub">
                  <p className="whitespace-pre-line">{term.summary}</p>
                  {term.link && (
                    <Link to={term.link} target="_blank" className="mt-2 inline-block font-semibold text-ink underline underline-offset-2">
                      전문 보기<span className="sr-only"> (새 창)</span>
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <Button
        type="submit"
        size="lg"
        block
        variant={ready ? 'primary' : 'muted'}
        className="mt-8"
        aria-describedby={ready ? undefined : `${idBase}-next-hint`}
      >
        다음
      </Button>
      {!ready && (
        <p id={`${idBase}-next-hint`} className="sr-only">
          {SIGNUP_COPY.termsRequired}
        </p>
      )}
    </form>
  );
}
