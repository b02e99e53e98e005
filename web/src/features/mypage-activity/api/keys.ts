// Query keys of the feature under one root, so a review or a purchase change refreshes every
// my-page list at once (invalidate ROOT).
export const ROOT = 'mypage-activity' as const;
export const keys = {
  home: [ROOT, 'home'] as const,
  purchases: [ROOT, 'purchases'] as const,
  purchase: (id: number) => [ROOT, 'purchase', id] as const,
  reviewOverview: [ROOT, 'review-overview'] as const,
  reviewable: [ROOT, 'reviewable'] as const,
  written: [ROOT, 'written'] as const,
  reviewForm: (itemId: number, orderItemId: number) => [ROOT, 'review-form', itemId, orderItemId] as const,
  qna: [ROOT, 'qna'] as const,
  qnaForm: (qnaId: number) => [ROOT, 'qna-form', qnaId] as const,
  applications: [ROOT, 'applications'] as const,
  application: (id: number) => [ROOT, 'application', id] as const,
};
/** The product page's query (features/catalog): a new review must show there at once. */
export const itemDetailKey = (itemId: number) => ['items', 'detail', itemId] as const;
