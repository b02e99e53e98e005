import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedList } from './admin-page.tsx';

const empty = { isPending: false, isError: false, error: null, data: { content: [] as string[], totalElements: 12, totalPages: 1, totalCapped: false } };

describe('PagedList', () => {
  it('on a page past the last, says the list is empty and offers the first page', async () => {
    const onPage = vi.fn();
    render(
      <PagedList query={empty} empty="주문이 없습니다." page={999} onPage={onPage} pageLabel="주문 목록 페이지">
        {() => null}
      </PagedList>,
    );
    expect(screen.getByText('주문이 없습니다.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '첫 페이지로' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('on the first page, only says the list is empty', () => {
    render(
      <PagedList query={{ ...empty, data: { ...empty.data, totalElements: 0, totalPages: 0 } }} empty="주문이 없습니다." page={1} onPage={vi.fn()} pageLabel="주문 목록 페이지">
        {() => null}
      </PagedList>,
    );
    expect(screen.getByText('주문이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
