import { useQuery } from '@tanstack/react-query';
import { platform } from '../../../lib/platform/index.ts';

/** This PC's identity in the desktop app (MAC, machine id); undefined on the website. */
export function useDevice() {
  const device = platform().device;
  return useQuery({
    queryKey: ['platform', 'device'],
    queryFn: () => device!.getInfo(),
    enabled: Boolean(device),
    staleTime: Infinity,
  });
}

export const isDesktop = () => platform().kind === 'desktop' && Boolean(platform().device);
