import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollReset } from './use-scroll-reset.ts';

function Screen() {
  useScrollReset();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/products?page=2')}>push</button>
      <button onClick={() => navigate('/faq?q=환불', { replace: true })}>replace same</button>
      <button onClick={() => navigate('/login', { replace: true })}>replace other</button>
      <button onClick={() => navigate(-1)}>back</button>
      <button onClick={() => navigate('/about#team')}>anchor</button>
      <h2 id="team">팀 소개</h2>
    </>
  );
}

describe('useScrollReset', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  afterEach(() => scrollTo.mockClear());

  const mount = (entries: string[]) => {
    render(
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Screen />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
  };

  it('scrolls to the top for a new entry, even on the same path with another query', () => {
    mount(['/products']);
    fireEvent.click(screen.getByText('push'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the scroll when a screen replaces its own query string', () => {
    mount(['/faq']);
    fireEvent.click(screen.getByText('replace same'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when a replace goes to another screen', () => {
    mount(['/mypage']);
    fireEvent.click(screen.getByText('replace other'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves back and forward to the browser', () => {
    mount(['/products', '/products/1']);
    fireEvent.click(screen.getByText('back'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the element a #anchor names, not to the top', () => {
    mount(['/products']);
    const heading = screen.getByText('팀 소개');
    const intoView = vi.fn();
    heading.scrollIntoView = intoView;
    fireEvent.click(screen.getByText('anchor'));
    expect(intoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
