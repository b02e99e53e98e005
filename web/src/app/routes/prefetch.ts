import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/**
 * What a route reads first, started with its code (main.tsx) instead of after its first render.
 * It returns the reads it started: the server renderer waits for them, the browser does not.
 */
export type Prefetch = (queryClient: QueryClient, at: { params: Params; search: URLSearchParams; state: unknown }) => Promise<unknown> | void;

/**
 * What a route may declare in its `handle`. `serverRender`: the screen reads only what a visitor
 * may see, so the server renders its HTML (entry-server.tsx) and the browser hydrates it.
 */
export interface RouteHandle {
  prefetch?: Prefetch;
  serverRender?: boolean;
}
