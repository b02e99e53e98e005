import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadingState } from '../../../components/index.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { COPY } from '../messages.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

/** Whether asking again may help: not for an answer the store gave on purpose (a 4xx, an id that is not one). */
const retriable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/** Loading, error (with retry when it may help) and empty states around a list, in the store's usual look. */
export function QueryView({ query, empty, emptyMessage, emptyAction, children }: { query: QueryLike; empty: boolean; emptyMessage: string; emptyAction?: ReactNode; children: ReactNode }) {
  if (query.isPending) return <LoadingState message={COPY.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, COPY.loadFailed)}
        action={
          retriable(query.error) ? (
            <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
              {COPY.retry}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (empty) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return <>{children}</>;
}
