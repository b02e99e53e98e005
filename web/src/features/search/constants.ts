/** Cards in the 인기 상품 grid of /search (store.md §9). */
export const SEARCH_POPULAR_SIZE = 4;

export const SEARCH_MESSAGES = {
  empty: '현재 판매 중인 상품이 없습니다.',
  noMatch: (q: string) => `'${q}'에 해당하는 상품이 없습니다.`,
  loading: '인기 상품을 불러오는 중입니다...',
  // Short enough for the box on a 360 px phone: the longer question it replaced was cut off
  // mid-word there (the page heading already asks what the buyer is looking for).
  placeholder: '상품명 검색 (예: 엑셀, 매크로)',
  hint: '상품명을 입력하면 추천 검색어가 나타납니다.',
  // Only where a keyboard is the likely input: a phone has no arrow keys (search-page.tsx).
  keyboardHint: '방향키로 고르고 Enter로 이동하세요. 고르지 않고 Enter를 누르면 첫 번째 상품으로 갑니다.',
} as const;
