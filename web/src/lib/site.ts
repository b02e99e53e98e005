import { BUSINESS_INFO, CHAT_CHANNEL_URL, SUPPORT_HOURS } from '@store/shared';

// One config object for what the footer and support pages print; admin settings can later
// replace it at run time.
export const site = {
  business: BUSINESS_INFO,
  hours: SUPPORT_HOURS,
  chatChannelUrl: CHAT_CHANNEL_URL,
} as const;
