import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepZodWithinCsp } from './zod-csp.ts';

afterEach(() => vi.unstubAllGlobals());

describe('keepZodWithinCsp', () => {
  it('keeps zod from probing for eval when it builds and runs a schema', async () => {
    keepZodWithinCsp();
    const constructed = vi.fn();
    vi.stubGlobal('Function', new Proxy(Function, { construct: (target, args: string[]) => (constructed(args), Reflect.construct(target, args)) }));
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: '김민준' })).toEqual({ name: '김민준' });
    expect(constructed).not.toHaveBeenCalled();
  });

  it('keeps settings zod already has, such as the Korean messages', async () => {
    const { z } = await import('zod');
    z.config(z.locales.ko());
    keepZodWithinCsp();
    expect(z.config().jitless).toBe(true);
    expect(z.string().safeParse(1).error?.issues[0]?.message).toMatch(/[가-힣]/);
  });
});
