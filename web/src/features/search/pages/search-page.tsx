import { Container } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PopularProducts } from '../components/popular-products.tsx';
import { SearchCombobox } from '../components/search-combobox.tsx';

/** /search: the search box with suggestions, and the popular products below it. */
export function SearchPage() {
  usePageTitle('상품 검색');
  return (
    <Container className="pb-8">
      <div className="mx-auto max-w-2xl pb-12 pt-10 sm:pb-16 sm:pt-16">
        <h1 className="mb-5 text-center text-2xl font-extrabold tracking-tight sm:mb-7 sm:text-3xl">어떤 프로그램을 찾으세요?</h1>
        <SearchCombobox />
        <p className="mt-3 text-center text-sm text-mute">상품명을 입력하면 추천 검색어가 나타납니다. 방향키로 고르고 Enter로 이동하세요.</p>
      </div>
      <PopularProducts />
    </Container>
  );
}
