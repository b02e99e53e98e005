import { monthDiscountPercent, periodLabel, SUBSCRIPTION_PERIODS, subscriptionTotal, UNLIMITED, UNLIMITED_BILLED_MONTHS } from '@store/shared';
import { Price } from '../../../../components/index.ts';

/** Every subscription period with its extra discount and the total for one license (store.md §9). */
export function PriceTable({ salePrice }: { salePrice: number }) {
  return (
    <section aria-labelledby="price-table-title">
      <h2 id="price-table-title" className="text-lg font-extrabold tracking-tight sm:text-xl">
        구독 기간별 요금
      </h2>
      <p className="mt-1 text-sm text-mute">수량 1개 기준이며, 오래 구독할수록 더 많이 할인됩니다.</p>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line">
        <table className="w-full text-[15px]">
          <thead className="whitespace-nowrap bg-soft text-sm text-sub">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-semibold sm:px-6">
                구독 기간
              </th>
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                기간 할인
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
                결제 금액
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {SUBSCRIPTION_PERIODS.map((period) => {
              const discount = monthDiscountPercent(period);
              return (
                <tr key={period}>
                  <th scope="row" className="px-4 py-3.5 text-left font-semibold sm:px-6">
                    {periodLabel(period)}
                    {period === UNLIMITED && <span className="mt-0.5 block text-xs font-normal text-mute sm:ml-1.5 sm:mt-0 sm:inline">({UNLIMITED_BILLED_MONTHS}개월 요금 기준)</span>}
                  </th>
                  <td className="px-4 py-3.5 text-center">
                    {discount > 0 ? <span className="font-bold text-danger">{discount}%</span> : <span className="text-mute">0%</span>}
                  </td>
                  <td className="px-4 py-3.5 text-right sm:px-6">
                    <Price amount={subscriptionTotal(salePrice, 1, period)} className="font-bold" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {/* The page's own choice is 1, 3 or 6 months (store.md §9); the longer plans are listed for
          comparison, and a buyer who wants one should learn how rather than look for it. */}
      <p className="mt-2 text-[13px] text-mute">12개월·무제한 구독은 고객센터 상담 후 구매할 수 있습니다.</p>
    </section>
  );
}
