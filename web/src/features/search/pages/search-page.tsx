import { Container } from '../../../components/index.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { PopularProducts } from '../components/popular-products.tsx';
import { SearchCombobox } from '../components/search-combobox.tsx';
import { SEARCH_MESSAGES } from '../constants.ts';

/** /search: the search box with suggestions, and the popular products below it. */
export function SearchPage() {
  usePageTitle('상품 검색');
  return (
    <Container className="pb-8">
      <div className="mx-auto max-w-2xl pb-12 pt-10 sm:pb-16 sm:pt-16">
        <h1 className="mb-5 text-center text-2xl font-extrabold tracking-tight sm:mb-7 sm:text-3xl">어떤 프로그램을 찾으세요?</h1>
        <SearchCombobox />
        <p className="mt-3 text-center text-sm text-mute">
          {SEARCH_MESSAGES.hint}
          {/* The arrow keys mean nothing on a touch screen (pointer: coarse), so the keyboard half
              is left out there; display:none also keeps screen readers on phones from reading it. */}
          <span className="pointer-coarse:hidden"> {SEARCH_MESSAGES.keyboardHint}</span>
        </p>
      </div>
      <PopularProducts />
    </Container>
  );
}
