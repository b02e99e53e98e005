import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { AlertHost, Toaster } from '../components/index.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AuthBootstrap } from './auth-bootstrap.tsx';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
