export interface NavItem {
  label: string;
  to: string;
  children?: { label: string; to: string }[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: '회사소개', to: '/about' },
  { label: '전체상품', to: '/products' },
  { label: '맞춤 제작', to: '/custom-product-first' },
  {
    label: '고객지원',
    to: '/service',
    children: [
      { label: '사용 매뉴얼', to: '/manual' },
      { label: '고객센터', to: '/service' },
      { label: '자주 묻는 질문', to: '/FAQ' },
    ],
  },
];
