import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink, ErrorState } from '../components/index.ts';

export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  const message = chunkFailed
    ? '새 버전이 배포되었습니다. 페이지를 새로고침해 주세요.'
    : isRouteErrorResponse(error) && error.status === 404
      ? '페이지를 찾을 수 없습니다.'
      : '화면을 표시하는 중 문제가 발생했습니다.';
  return (
    <div className="mx-auto max-w-lg px-4 py-24">
      <ErrorState message={message} action={<ButtonLink to="/">홈으로 가기</ButtonLink>} />
    </div>
  );
}
