import { Component, type ReactNode } from 'react';
import { ButtonLink, ErrorState } from '../components/index.ts';

// A chunk that no longer exists after a deploy fails to import with one of these messages
// (Chromium, Firefox, Safari).
const CHUNK_FAILED = /dynamically imported module|Loading chunk|error loading dynamically|Importing a module script failed/i;

export const ROUTE_ERROR_MESSAGES = {
  failed: '화면을 표시하는 중 문제가 발생했습니다.',
  newVersion: '새 버전이 배포되었습니다. 페이지를 새로고침해 주세요.',
} as const;

export function RouteError({ error }: { error: unknown }) {
  const chunkFailed = error instanceof Error && CHUNK_FAILED.test(error.message);
  return (
    <div className="mx-auto max-w-lg px-4 py-24">
      <ErrorState
        message={chunkFailed ? ROUTE_ERROR_MESSAGES.newVersion : ROUTE_ERROR_MESSAGES.failed}
        action={<ButtonLink to="/">홈으로 가기</ButtonLink>}
      />
    </div>
  );
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/**
 * Catches a screen that throws while rendering (or whose code fails to load) and shows
 * RouteError in its place, keeping the header and footer. A new `resetKey` (the layout passes
 * the pathname) clears the error, so moving to another screen renders it normally; the boundary
 * itself stays mounted, so layouts below it keep their state.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
