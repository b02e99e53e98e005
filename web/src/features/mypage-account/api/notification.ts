import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreference, PreferenceKind } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { ACCOUNT_COPY } from '../messages.ts';

const key = ['mypage-account', 'notification'] as const;

/** GET /api/notification */
export function useNotificationQuery() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ notificationPreference: NotificationPreference }>('/api/notification', { signal }).then((r) => r.notificationPreference),
  });
}

/** PUT /api/members/notification-preference/update/{email|sms|marketing} with value 'true' | 'false'. */
export function useUpdatePreferenceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: PreferenceKind; enabled: boolean }) =>
      api.put<{ message: string; notificationPreference: NotificationPreference }>(
        `/api/members/notification-preference/update/${kind}`,
        { value: String(enabled) },
        { fallback: ACCOUNT_COPY.preferenceFailed },
      ),
    onSuccess: (res) => queryClient.setQueryData(key, res.notificationPreference),
  });
}
