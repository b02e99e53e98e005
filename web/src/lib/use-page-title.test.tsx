import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title.ts';

function Screen({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the screen, and gives the arrival title back when the screen closes', () => {
    document.title = '오토웍스 | 윈도우 업무 자동화 프로그램 스토어';
    const view = render(<Screen key="cart" title="장바구니" />);
    expect(document.title).toBe('장바구니 | 오토웍스');

    // Another screen whose name is still loading (a product): not the cart's title meanwhile.
    view.rerender(<Screen key="product" title={undefined} />);
    expect(document.title).toBe('오토웍스 | 윈도우 업무 자동화 프로그램 스토어');

    view.rerender(<Screen key="product" title="엑셀 데이터 정리 매크로" />);
    expect(document.title).toBe('엑셀 데이터 정리 매크로 | 오토웍스');
    view.unmount();
    expect(document.title).toBe('오토웍스 | 윈도우 업무 자동화 프로그램 스토어');
  });
});
