import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AlertHost, Toaster } from '../components/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthBootstrap } from './auth-bootstrap.tsx';

/** `client`: the app's query client when main.tsx made it first (to start the first screen's reads). */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <JotaiProvider>
      <QueryClientProvider client={queryClient}>
        <AuthBootstrap />
        {children}
        <AlertHost />
        <Toaster />
      </QueryClientProvider>
    </JotaiProvider>
  );
}
