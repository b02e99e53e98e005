import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, preloadRoutes } from './lazy.ts';

const module = { HelloPage: () => <p>안녕하세요</p> };

describe('page', () => {
  it('loads the screen on first render, showing the loading state meanwhile', async () => {
    const load = vi.fn(async () => module);
    render(<Suspense fallback={<p>불러오는 중</p>}>{page(load, 'HelloPage')}</Suspense>);
    expect(screen.getByText('불러오는 중')).toBeTruthy();
    expect(await screen.findByText('안녕하세요')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, without a loading state', async () => {
    const load = vi.fn(async () => module);
    const element = page(load, 'HelloPage');
    await preloadRoutes([element, null]);
    render(<Suspense fallback={<p>불러오는 중</p>}>{element}</Suspense>);
    expect(screen.getByText('안녕하세요')).toBeTruthy();
    expect(screen.queryByText('불러오는 중')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const element = page(load, 'HelloPage');
    await expect(preloadRoutes([element])).rejects.toThrow('Failed to fetch');
    await preloadRoutes([element]);
    render(element);
    expect(screen.getByText('안녕하세요')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
