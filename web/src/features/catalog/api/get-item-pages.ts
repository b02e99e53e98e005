import type { ItemQnaPage, ItemReviewPage } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { DETAIL_MESSAGES } from '../messages.ts';

// The product page's 'more' pages: the reviews or questions after the last one shown.

export function fetchReviewPage(itemId: number, before: number): Promise<ItemReviewPage> {
  return api.get<ItemReviewPage>('/api/items/reviews', { query: { itemId, before }, fallback: DETAIL_MESSAGES.moreFailed });
}

export function fetchQnaPage(itemId: number, before: number): Promise<ItemQnaPage> {
  return api.get<ItemQnaPage>('/api/items/qna', { query: { itemId, before }, fallback: DETAIL_MESSAGES.moreFailed });
}
