import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

export interface MemberContact {
  name: string;
  email: string;
  phoneNumber: string;
}

/** GET /api/members/my-info: the member's name, e-mail and phone, to start the form with. */
export async function fetchMemberContact(signal?: AbortSignal): Promise<MemberContact> {
  const body = await parseLoaded(
    () => import('@store/shared/schemas/mypage-account').then((m) => m.myInfoResponseSchema),
    api.get<unknown>('/api/members/my-info', { signal }),
  );
  return { name: body.data.name, email: body.data.email ?? '', phoneNumber: body.data.phone ?? '' };
}

/** Asked only when there is no draft to fill the form; a failure leaves the form empty, unsaid. */
export function useMemberContact(enabled: boolean) {
  return useQuery({ queryKey: ['custom-request', 'member-contact'], queryFn: ({ signal }) => fetchMemberContact(signal), enabled, staleTime: 60_000, retry: false });
}
