import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORE_TITLE, usePageTitle } from './use-page-title.ts';

function Screen({ title }: { title: string | undefined }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the screen, and gives the store’s title back when the screen closes', () => {
    document.title = '엑셀 데이터 정리 매크로 | 오토웍스'; // as a server-rendered product page arrives
    const view = render(<Screen key="cart" title="장바구니" />);
    expect(document.title).toBe('장바구니 | 오토웍스');

    // Another screen whose name is still loading (a product): not the cart's title meanwhile.
    view.rerender(<Screen key="product" title={undefined} />);
    expect(document.title).toBe(STORE_TITLE);

    view.rerender(<Screen key="product" title="엑셀 데이터 정리 매크로" />);
    expect(document.title).toBe('엑셀 데이터 정리 매크로 | 오토웍스');
    view.unmount();
    expect(document.title).toBe(STORE_TITLE);
  });

  it('has the title index.html arrives with', () => {
    expect(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8')).toContain(`<title>${STORE_TITLE}</title>`);
  });
});
