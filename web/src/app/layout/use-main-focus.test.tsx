import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useMainFocus } from './use-main-focus.ts';

function Layout() {
  useMainFocus();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/products/1')}>상품 보기</button>
      <button onClick={() => navigate('/products?page=2')}>다음 쪽</button>
      <main id="main" tabIndex={-1}>본문</main>
    </>
  );
}

const mount = () =>
  render(
    <MemoryRouter initialEntries={['/products']}>
      <Layout />
    </MemoryRouter>,
  );

describe('useMainFocus', () => {
  it('leaves focus alone on the first screen', () => {
    mount();
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the main content when the screen changes', () => {
    mount();
    fireEvent.click(screen.getByText('상품 보기'));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps focus where it is when only the query string changes', () => {
    mount();
    const next = screen.getByText('다음 쪽');
    next.focus();
    fireEvent.click(next);
    expect(document.activeElement).toBe(next);
  });
});
