import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, useSchemaResolver } from './schema-resolver.ts';

const schema = z.object({ loginId: z.string().min(4, '아이디는 4자 이상입니다.') });

describe('lazySchemaResolver', () => {
  it('loads the schema on the first check, then checks with it', async () => {
    const load = vi.fn(async () => schema);
    const { resolver } = lazySchemaResolver(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ loginId: 'ab' });
    expect(bad.errors?.get('loginId')?.message).toBe('아이디는 4자 이상입니다.');
    const good = await resolver({ loginId: 'demo' });
    expect(good).toEqual({ values: { loginId: 'demo' }, errors: null });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload starts the load once for every later check', async () => {
    const load = vi.fn(async () => schema);
    const lazy = lazySchemaResolver(load);
    await Promise.all([lazy.preload(), lazy.preload()]);
    await lazy.resolver({ loginId: 'demo' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the form go on to the server while the schema cannot load, and tries again at the next check', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(schema);
    const { resolver } = lazySchemaResolver(load);

    // The server checks with the same schema; here it would answer the short id in Korean.
    const offline = await resolver({ loginId: 'ab' });
    expect(offline).toEqual({ values: { loginId: 'ab' }, errors: null });

    const online = await resolver({ loginId: 'ab' });
    expect(online.errors?.get('loginId')?.message).toBe('아이디는 4자 이상입니다.');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useSchemaResolver', () => {
  it('loads the schema at the first interaction with the page, not before', async () => {
    const load = vi.fn(async () => schema);
    renderHook(() => useSchemaResolver(load));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();

    document.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts focus moving into the page, as a tap on a field or Tab does', async () => {
    const load = vi.fn(async () => schema);
    renderHook(() => useSchemaResolver(load));
    const input = document.body.appendChild(document.createElement('input'));
    input.focus();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    input.remove();
  });

  it('stops listening once the form is gone', async () => {
    const load = vi.fn(async () => schema);
    const { unmount } = renderHook(() => useSchemaResolver(load));
    unmount();
    document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});
