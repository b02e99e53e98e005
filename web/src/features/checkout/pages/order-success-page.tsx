import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Price } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BankAccountInfo } from '../../../components/bank-account-info.tsx';
import { ResultLayout } from '../components/result-layout.tsx';
import { CHECKOUT_COPY as C } from '../messages.ts';
import { readSuccessState, type OrderSuccessState } from '../state/order-result.ts';

function copyFor(result: OrderSuccessState | null) {
  // Opened without a payment behind it (a bookmark, a reload in another tab): claim nothing.
  if (!result) return { title: '주문 내역을 확인해 주세요', lead: '주문과 결제 상태는 마이페이지의 구매 내역에서 확인할 수 있습니다.' };
  if (result.method === 'BANK_TRANSFER') {
    return { title: '주문이 접수되었습니다', lead: '입금 기한까지 아래 계좌로 입금해 주세요. 입금이 확인되면 라이선스 키가 발급됩니다.' };
  }
  return {
    title: result.method === 'FREE' ? '주문이 완료되었습니다' : '결제가 완료되었습니다',
    lead: '구매해 주셔서 감사합니다. 라이선스 키는 마이페이지의 구독 관리에서 확인할 수 있습니다.',
  };
}

/** /order/success: payment done, or for a bank transfer the account to send the money to. */
export function OrderSuccessPage() {
  const result = readSuccessState(useLocation().state);
  const { title, lead } = copyFor(result);
  const keysIssued = result?.method === 'SIMPLE_PAY' || result?.method === 'FREE';
  usePageTitle(title);

  return (
    <ResultLayout
      tone="success"
      icon={<CircleCheck aria-hidden />}
      title={title}
      lead={lead}
      actions={
        <>
          {/* Paid: the keys are issued, and the lead says where; the way there comes first. */}
          {keysIssued && (
            <ButtonLink to="/mypage/subscription" size="lg" className="col-span-2">
              라이선스 키 확인
            </ButtonLink>
          )}
          <ButtonLink to="/products" variant="outline" size="lg">
            계속 쇼핑하기
          </ButtonLink>
          <ButtonLink to="/mypage/purchase-list" variant={keysIssued ? 'outline' : 'primary'} size="lg">
            구매 내역 보기
          </ButtonLink>
        </>
      }
    >
      {result?.method === 'BANK_TRANSFER' ? (
        <>
          <BankAccountInfo account={result.bankAccount} amount={result.amount} deadline={result.depositDeadline} />
          <p className="mt-3 text-[13px] leading-relaxed text-mute">
            {result.email && `같은 안내를 ${result.email}(으)로 보내 드렸습니다. `}
            {C.bankAutoCancel}
          </p>
        </>
      ) : result?.method === 'SIMPLE_PAY' ? (
        <dl className="divide-y divide-line rounded-xl border border-line text-[15px]">
          {result.orderName && (
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="shrink-0 text-sub">주문 상품</dt>
              <dd className="min-w-0 truncate text-right">{result.orderName}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-sub">결제 금액</dt>
            <dd>
              <Price amount={result.amount} className="font-bold text-brand-700" />
            </dd>
          </div>
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-sub">결제 수단</dt>
            <dd>간편결제(카드)</dd>
          </div>
        </dl>
      ) : null}
    </ResultLayout>
  );
}
