import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterActions, FilterBar, FilterInput } from './filter-fields.tsx';

function renderBar() {
  const onSubmit = vi.fn();
  render(
    <FilterBar label="주문 검색" onSubmit={(form) => onSubmit(Object.fromEntries(form))}>
      <FilterInput label="시작일" type="date" name="from" />
      <FilterInput label="종료일" type="date" name="to" />
      <FilterActions onReset={() => {}} />
    </FilterBar>,
  );
  const set = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const search = () => fireEvent.click(screen.getByRole('button', { name: '검색' }));
  return { onSubmit, set, search };
}

describe('FilterBar', () => {
  it('says a reversed date range instead of sending it, and sends once it is put right', () => {
    const bar = renderBar();
    bar.set('시작일', '2026-11-30');
    bar.set('종료일', '2026-11-01');
    bar.search();
    expect(screen.getByRole('alert').textContent).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    expect(bar.onSubmit).not.toHaveBeenCalled();

    bar.set('종료일', '2026-11-30');
    bar.search();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bar.onSubmit).toHaveBeenCalledWith({ from: '2026-11-30', to: '2026-11-30' });
  });

  it('sends a range with one end open', () => {
    const bar = renderBar();
    bar.set('시작일', '2026-11-30');
    bar.search();
    expect(bar.onSubmit).toHaveBeenCalledWith({ from: '2026-11-30', to: '' });
  });
});
