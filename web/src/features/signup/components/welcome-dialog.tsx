import { PartyPopper, Ticket } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { SIGNUP_COPY } from '../messages.ts';

/** Rendered once the sign-up has succeeded, and open until the redirect (3 s) or the button. */
export function WelcomeDialog({ couponName, onClose }: { couponName: string | null; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={SIGNUP_COPY.welcomeTitle}
      hideTitle
      size="sm"
      footer={
        <Button block size="lg" onClick={onClose} autoFocus>
          홈으로 가기
        </Button>
      }
    >
      <div className="flex flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600">
          <PartyPopper className="size-8" aria-hidden />
        </span>
        {/* The dialog's accessible name is its (visually hidden) title; this is the same line, centred. */}
        <p aria-hidden className="mt-4 text-xl font-bold tracking-tight text-ink">
          {SIGNUP_COPY.welcomeTitle}
        </p>
        {couponName ? (
          <>
            <p className="mt-1.5 text-[15px] text-sub">{SIGNUP_COPY.welcomeIssued}</p>
            <div className="mt-4 flex w-full items-center gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50/60 px-4 py-3 text-left">
              <Ticket className="size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="text-sm font-semibold text-brand-700">{couponName}</span>
            </div>
            <p className="mt-4 text-sm text-sub">{SIGNUP_COPY.welcomeWhere}</p>
          </>
        ) : (
          // Only the server knows whether a coupon was issued: none is announced that was not.
          <p className="mt-1.5 text-[15px] text-sub">{SIGNUP_COPY.welcomeNoCoupon}</p>
        )}
        <p className="mt-1 text-[13px] text-mute">{SIGNUP_COPY.redirecting}</p>
      </div>
    </Dialog>
  );
}
