import { useQuery } from '@tanstack/react-query';
import { mypageHomeResponseSchema, type MypageHome } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { keys } from './keys.ts';

/** GET /api/mypage: profile, recent purchases, reviews and questions ('noData' when empty). */
export async function fetchMypageHome(signal?: AbortSignal): Promise<MypageHome> {
  return parseResponse(mypageHomeResponseSchema, await api.get<unknown>('/api/mypage', { signal }));
}

export function useMypageHome() {
  return useQuery({ queryKey: keys.home, queryFn: ({ signal }) => fetchMypageHome(signal), staleTime: 0 });
}
