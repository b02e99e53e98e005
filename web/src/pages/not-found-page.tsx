import { ButtonLink, Container } from '../components/index.ts';
import { usePageStatus } from '../lib/page-head.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('페이지를 찾을 수 없습니다');
  usePageStatus(404);
  return (
    <Container className="flex flex-col items-center py-28 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">페이지를 찾을 수 없습니다</h1>
      <p className="mt-2 text-[15px] text-sub">주소가 바뀌었거나 삭제된 페이지입니다. 입력하신 주소를 다시 확인해 주세요.</p>
      <div className="mt-8 flex gap-2">
        <ButtonLink to="/" size="lg">
          홈으로 가기
        </ButtonLink>
        <ButtonLink to="/products" size="lg" variant="outline">
          상품 둘러보기
        </ButtonLink>
      </div>
    </Container>
  );
}
