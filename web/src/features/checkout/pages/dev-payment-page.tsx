import { useState } from 'react';
import { CreditCard, FlaskConical, X } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonLink, ErrorState, Price, useDialogs } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { recordDevPayment } from '../api/record-dev-payment.ts';
import { paymentReturnPath } from '../payment/payment-links.ts';

// The card window's stand-in when PortOne is not configured (DESIGN §5; never in production,
// where /api/dev/payments does not exist). It "charges" through POST /api/dev/payments and
// returns to the checkout the way PortOne's redirect does; the server then verifies as usual.

const USER_CANCEL = { code: 'PAY_PROCESS_CANCELED', message: '결제를 취소했습니다.' };

function readRequest(params: URLSearchParams) {
  const orderId = Number(params.get('orderId'));
  const amount = Number(params.get('amount'));
  const paymentId = params.get('paymentId') ?? '';
  const orderName = params.get('orderName') ?? '';
  const valid = Number.isSafeInteger(orderId) && orderId > 0 && Number.isSafeInteger(amount) && amount >= 0 && paymentId !== '';
  return valid ? { orderId, amount, paymentId, orderName } : null;
}

/** /dev/payment: order name, amount, and 승인 / 실패, like a card company's payment window. */
export function DevPaymentPage() {
  usePageTitle('테스트 결제');
  const request = readRequest(useSearchParams()[0]);
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const [busy, setBusy] = useState<'PAID' | 'FAILED' | null>(null);

  if (!request) {
    return (
      <div className="grid min-h-dvh place-items-center bg-soft px-4">
        <ErrorState message="결제 정보가 올바르지 않습니다." action={<ButtonLink to="/cart">장바구니로 가기</ButtonLink>} />
      </div>
    );
  }

  const back = (extra: Record<string, string>) =>
    navigate(`${paymentReturnPath(request.orderId, request.amount)}&${new URLSearchParams({ paymentId: request.paymentId, ...extra })}`, {
      replace: true,
    });

  const settle = async (status: 'PAID' | 'FAILED') => {
    setBusy(status);
    try {
      await recordDevPayment({ paymentId: request.paymentId, amount: request.amount, status });
      back({});
    } catch (error) {
      // Settled already, on an earlier visit whose return to the store was lost: back to the
      // store as PortOne's redirect would come, whose verify asks the provider what became of it.
      if (error instanceof ApiError && error.status === 409) return back({});
      setBusy(null);
      await alert(errorMessage(error, '테스트 결제를 기록하지 못했습니다.'));
    }
  };

  return (
    <div className="flex min-h-dvh items-start justify-center bg-soft px-4 py-8 sm:items-center sm:py-12">
      <section aria-labelledby="dev-pay-title" className="w-full max-w-[400px] overflow-hidden rounded-3xl bg-white shadow-[0_12px_48px_rgba(25,31,40,0.12)]">
        <header className="flex items-center justify-between border-b border-line px-5 py-4">
          <div className="flex items-center gap-2">
            <h1 id="dev-pay-title" className="text-[17px] font-bold">
              카드 결제
            </h1>
            <span className="inline-flex items-center gap-1 rounded-md bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800">
              <FlaskConical className="size-3.5" aria-hidden />
              테스트
            </span>
          </div>
          <button
            type="button"
            onClick={() => back(USER_CANCEL)}
            disabled={busy !== null}
            aria-label="결제 취소"
            className="grid size-9 place-items-center rounded-lg text-mute hover:bg-soft hover:text-ink"
          >
            <X className="size-5" aria-hidden />
          </button>
        </header>

        <div className="px-5 pb-6 pt-5">
          <dl className="space-y-3 text-[15px]">
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-sub">가맹점</dt>
              <dd className="font-semibold">오토웍스</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="shrink-0 text-sub">상품명</dt>
              <dd className="min-w-0 text-right font-semibold">{request.orderName || '-'}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="shrink-0 font-bold">결제 금액</dt>
              <dd>
                <Price amount={request.amount} className="text-2xl font-extrabold text-brand-700" />
              </dd>
            </div>
          </dl>

          <div className="mt-6 aspect-[1.6] rounded-2xl bg-gradient-to-br from-slate-800 via-slate-700 to-brand-800 p-5 text-white shadow-lg">
            <div className="flex h-full flex-col justify-between">
              <div className="flex items-center justify-between">
                <span className="text-sm font-bold tracking-wide">AUTOWORKS TEST CARD</span>
                <CreditCard className="size-6 opacity-80" aria-hidden />
              </div>
              <div className="h-7 w-10 rounded-md bg-amber-300/90" aria-hidden />
              <p className="font-mono text-lg tracking-[0.2em]" aria-label="테스트 카드 번호 끝자리 0000">
                0000 •••• •••• 0000
              </p>
            </div>
          </div>

          <p className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-[13px] leading-relaxed text-amber-900">
            개발 환경용 결제창입니다. 실제 카드 결제는 이루어지지 않으며, 승인하면 주문이 결제 완료로 처리됩니다.
          </p>

          <div className="mt-5 grid grid-cols-[1fr_2fr] gap-2">
            <Button variant="outline" size="lg" onClick={() => void settle('FAILED')} loading={busy === 'FAILED'} disabled={busy !== null}>
              결제 실패
            </Button>
            <Button size="lg" onClick={() => void settle('PAID')} loading={busy === 'PAID'} disabled={busy !== null}>
              결제 승인
            </Button>
          </div>
        </div>
      </section>
    </div>
  );
}
