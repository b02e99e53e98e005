import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH } from '@store/shared';
import { currentLocation, fetchedPaths, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SearchCombobox } from './search-combobox.tsx';

const SUGGESTIONS = [
  { itemId: 3, itemName: '엑셀 매크로 자동화', category: 'BEST' },
  { itemId: 5, itemName: '블로그 매크로', category: 'NEW' },
];

const suggestionCalls = (spy: ReturnType<typeof mockFetch>) => fetchedPaths(spy).filter((p) => p.startsWith('/api/search/suggestions'));
const input = () => screen.getByRole('combobox', { name: '검색어' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchCombobox debounce (fake timers)', () => {
  it('asks once, 300 ms after typing stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const spy = mockFetch(() => SUGGESTIONS);
    renderWithProviders(<SearchCombobox />, { route: '/search' });

    type('매');
    await advance(200);
    type('매크');
    await advance(200);
    type('매크로');
    await advance(299);
    expect(suggestionCalls(spy)).toEqual([]);

    await advance(1);
    expect(suggestionCalls(spy)).toEqual([`/api/search/suggestions?q=${encodeURIComponent('매크로')}`]);
    await advance(10);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('makes no call for empty or blank text', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const spy = mockFetch(() => SUGGESTIONS);
    renderWithProviders(<SearchCombobox />, { route: '/search' });

    type('   ');
    await advance(1000);
    type('a');
    type('');
    await advance(1000);
    expect(suggestionCalls(spy)).toEqual([]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchCombobox keyboard and pointer', () => {
  it('moves through suggestions with the arrow keys and opens one with Enter', async () => {
    mockFetch(() => SUGGESTIONS);
    const user = userEvent.setup();
    renderWithProviders(<SearchCombobox />, { route: '/search' });

    await user.type(input(), '매크로');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('블로그 매크로');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{Enter}');
    expect(currentLocation()?.pathname).toBe('/products/5');
  });

  it('goes to the product when a suggestion is clicked, and says when nothing matches', async () => {
    mockFetch((url) => (url.searchParams.get('q') === '엑셀' ? SUGGESTIONS.slice(0, 1) : []));
    const user = userEvent.setup();
    renderWithProviders(<SearchCombobox />, { route: '/search' });

    await user.type(input(), '없는상품');
    expect(await screen.findByText("'없는상품'에 해당하는 상품이 없습니다.")).toBeTruthy();

    await user.clear(input());
    await user.type(input(), '엑셀');
    await user.click(await screen.findByRole('option', { name: /엑셀 매크로 자동화/ }));
    expect(currentLocation()?.pathname).toBe('/products/3');
  });
});

describe('SearchCombobox placeholder', () => {
  it('holds no more text than the suggestions take (longer text was refused, and nothing shown)', () => {
    mockFetch(() => SUGGESTIONS);
    renderWithProviders(<SearchCombobox />, { route: '/search' });
    expect((input() as HTMLInputElement).maxLength).toBe(SEARCH_QUERY_MAX_LENGTH);
  });

  it('is short enough to show whole in the box on a phone (the old question was cut off mid-word)', () => {
    renderWithProviders(<SearchCombobox />, { route: '/search' });
    const placeholder = input().getAttribute('placeholder') ?? '';
    expect(placeholder).toBe('상품명 검색 (예: 엑셀, 매크로)');
    // About 17 Hangul-width characters fit the 360 px phone's box at 16 px.
    expect(placeholder.length).toBeLessThanOrEqual(20);
  });
});
