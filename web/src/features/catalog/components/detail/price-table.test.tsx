import { render, screen, within } from '@testing-library/react';
import { subscriptionTotal } from '@store/shared';
import { describe, expect, it } from 'vitest';
import { PriceTable } from './price-table.tsx';

describe('PriceTable', () => {
  it('lists every period with its months discount and the total for one license, and how to buy the long plans', () => {
    render(<PriceTable salePrice={19_900} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['1개월', '0%', `${subscriptionTotal(19_900, 1, 1).toLocaleString('ko-KR')}원`],
      ['3개월', '3%', `${subscriptionTotal(19_900, 1, 3).toLocaleString('ko-KR')}원`],
      ['6개월', '5%', `${subscriptionTotal(19_900, 1, 6).toLocaleString('ko-KR')}원`],
      ['12개월', '10%', `${subscriptionTotal(19_900, 1, 12).toLocaleString('ko-KR')}원`],
      ['무제한(24개월 요금 기준)', '15%', `${subscriptionTotal(19_900, 1, 0).toLocaleString('ko-KR')}원`],
    ]);
    // The product page sells 1, 3 and 6 months: the table says where the others are bought.
    expect(screen.getByText('12개월·무제한 구독은 고객센터 상담 후 구매할 수 있습니다.')).toBeTruthy();
  });
});
