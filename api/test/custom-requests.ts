// Fixtures for custom-request tests: a valid application form (store.md §8 limits), with overrides.

export const customForm = (overrides: Record<string, unknown> = {}) => ({
  name: '김담당',
  email: 'buyer@example.com',
  phoneNumber: '01012345678',
  title: '주문 엑셀 자동 정리 프로그램 제작 문의',
  content: '매일 아침 쇼핑몰 주문을 내려받아 배송 양식으로 옮기는 작업을 자동화하고 싶습니다.',
  fileNames: '',
  ...overrides,
});
