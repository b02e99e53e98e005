import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { itemPage } from '../../../test/fixtures.ts';
import { SEARCH_MESSAGES } from '../constants.ts';
import { SearchPage } from './search-page.tsx';

afterEach(() => vi.restoreAllMocks());

describe('SearchPage hint', () => {
  it('keeps the arrow-key sentence out of touch screens and the general hint everywhere', () => {
    mockFetch(() => itemPage([]));
    renderWithProviders(<SearchPage />, { route: '/search' });
    const keyboard = screen.getByText(SEARCH_MESSAGES.keyboardHint);
    // pointer-coarse:hidden is display:none under (pointer: coarse); jsdom has no media queries,
    // so the class is the contract here (the built CSS was checked in a phone-sized browser).
    expect(keyboard.className.split(' ')).toContain('pointer-coarse:hidden');
    const hint = keyboard.parentElement!;
    expect(hint.textContent).toBe(`${SEARCH_MESSAGES.hint} ${SEARCH_MESSAGES.keyboardHint}`);
    expect(hint.className).not.toContain('pointer-coarse:hidden');
  });
});
