import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** What a route reads first, started with its code (main.tsx) instead of after its first render. */
export type Prefetch = (queryClient: QueryClient, at: { params: Params; search: URLSearchParams; state: unknown }) => void;
