import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render.tsx';
import { ApiError } from './api-client.ts';
import { MEMBER_ID_FAILED, memberIdQueryOptions } from './member-id.ts';

// The member id is checked by hand (no zod on the product page): a number passes, anything else
// is the Korean failure, never an undefined id sent on with a cart or order call.
const fetchMemberId = () => new QueryClient().fetchQuery({ ...memberIdQueryOptions, retry: false });

afterEach(() => vi.restoreAllMocks());

describe('memberIdQueryOptions', () => {
  it('answers the member id of /api/auth/members/id', async () => {
    const fetch = mockFetch(() => ({ memberId: 42 }));
    await expect(fetchMemberId()).resolves.toBe(42);
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/api/auth/members/id');
  });

  it.each([[{}], [{ memberId: '42' }], [{ memberId: 4.2 }], [null]])('refuses %j with the Korean message', async (body) => {
    mockFetch(() => body);
    const error = await fetchMemberId().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MEMBER_ID_FAILED);
  });
});
