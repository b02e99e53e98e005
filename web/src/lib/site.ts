import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { BUSINESS_INFO, CHAT_CHANNEL_URL, SUPPORT_HOURS } from '@store/shared/constants/business';
import type { PublicSiteSettings } from '@store/shared';
import { api } from './api-client.ts';

// What the footer, the help pages and the home page print about the business. The constants are
// only the fallback (a failed call; the server's HTML carries the settings): screens read them
// through useSite, so an admin's saved settings reach every page that prints them.
const fallback = {
  business: BUSINESS_INFO,
  hours: SUPPORT_HOURS,
  chatChannelUrl: CHAT_CHANNEL_URL,
} as const;

export type SiteView = {
  business: PublicSiteSettings['business'];
  hours: PublicSiteSettings['supportHours'];
  chatChannelUrl: string;
  mainPage: PublicSiteSettings['mainPage'] | undefined;
};

export const siteSettingsKey = ['site-settings'] as const;

/** Kept light on purpose (no zod): the footer is on every page of the first bundle. */
function isSettings(data: unknown): data is PublicSiteSettings {
  const d = data as Partial<PublicSiteSettings> | null;
  return !!d && typeof d === 'object' && !!d.business && !!d.supportHours && typeof d.chatChannelUrl === 'string' && !!d.mainPage;
}

export const siteSettingsQueryOptions = queryOptions({
  queryKey: siteSettingsKey,
  queryFn: async ({ signal }) => {
    const body = await api.get<unknown>('/api/site-settings', { signal });
    if (!isSettings(body)) throw new Error('invalid site settings');
    return body;
  },
  // A page load brings them fresh in the server's HTML: re-reading them as the footer mounts only
  // added a call and a second render to every first view. A minute old is fine for a footer (an
  // admin's own save invalidates them at once); a reload always gets the current ones.
  staleTime: 60_000,
});

/**
 * The store's name as the site settings have it, for titles and the logo: read from what the
 * page already has (the server's HTML, the footer's read) without a call of its own, so a screen
 * that names itself costs nothing; the shipped name until the settings arrive.
 */
export function useStoreName(): string {
  const { data } = useQuery({ ...siteSettingsQueryOptions, enabled: false, select: (settings) => settings.business.storeName });
  return data ?? fallback.business.storeName;
}

/** The same, read once from `client` (the server renderer's, after its reads). */
export function storeNameIn(client: QueryClient): string {
  return client.getQueryData(siteSettingsQueryOptions.queryKey)?.business.storeName ?? fallback.business.storeName;
}

export function useSite(): SiteView {
  const { data } = useQuery(siteSettingsQueryOptions);
  if (!data) return { ...fallback, mainPage: undefined };
  return { business: data.business, hours: data.supportHours, chatChannelUrl: data.chatChannelUrl, mainPage: data.mainPage };
}
