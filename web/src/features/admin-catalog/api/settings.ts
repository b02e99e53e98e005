import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mainPageSettingsSchema, siteSettingsSchema, type MainPageSettings, type SiteSettings } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { siteSettingsKey } from '../../../lib/site.ts';

const settingsKey = ['admin', 'settings'] as const;
const mainPageKey = ['admin', 'main-page'] as const;

/** GET /api/admin/settings. */
export function useAdminSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: async ({ signal }) => parseResponse(siteSettingsSchema, await api.get<unknown>('/api/admin/settings', { signal })), staleTime: 0 });
}

/** PUT /api/admin/settings; the footer's public copy is re-read at once. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: SiteSettings) => parseResponse(siteSettingsSchema, await api.put<unknown>('/api/admin/settings', values)),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      return client.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}

/** GET /api/admin/main-page. */
export function useMainPage() {
  return useQuery({ queryKey: mainPageKey, queryFn: async ({ signal }) => parseResponse(mainPageSettingsSchema, await api.get<unknown>('/api/admin/main-page', { signal })), staleTime: 0 });
}

/** PUT /api/admin/main-page. */
export function useSaveMainPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: MainPageSettings) => parseResponse(mainPageSettingsSchema, await api.put<unknown>('/api/admin/main-page', values)),
    onSuccess: (saved) => {
      client.setQueryData(mainPageKey, saved);
      return client.invalidateQueries({ queryKey: siteSettingsKey });
    },
  });
}
