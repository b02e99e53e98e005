import type { ReactNode } from 'react';
import { Button, EmptyState, ErrorState, LoadingState } from '../../../components/index.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { COPY } from '../messages.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  isFetching?: boolean;
}

/** Loading, error (with retry) and empty states around a list, in the store's usual look. */
export function QueryView({ query, empty, emptyMessage, emptyAction, children }: { query: QueryLike; empty: boolean; emptyMessage: string; emptyAction?: ReactNode; children: ReactNode }) {
  if (query.isPending) return <LoadingState message={COPY.loading} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, COPY.loadFailed)}
        action={
          <Button variant="outline" onClick={() => void query.refetch()} loading={query.isFetching}>
            {COPY.retry}
          </Button>
        }
      />
    );
  }
  if (empty) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return <>{children}</>;
}
