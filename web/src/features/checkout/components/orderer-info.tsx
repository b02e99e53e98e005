import { formatPhone, type OrderSheet } from '@store/shared';
import { CheckoutSection } from './checkout-section.tsx';

export function OrdererInfo({ sheet }: { sheet: Pick<OrderSheet, 'name' | 'phoneNumber' | 'email'> }) {
  const rows = [
    ['이름', sheet.name],
    ['휴대폰 번호', formatPhone(sheet.phoneNumber)],
    ['이메일', sheet.email || '등록된 이메일이 없습니다'],
  ] as const;
  return (
    <CheckoutSection id="orderer-title" title="주문자 정보">
      <dl className="grid grid-cols-[88px_1fr] gap-y-2.5 text-[15px]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sub">{label}</dt>
            <dd className="min-w-0 break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </CheckoutSection>
  );
}
