import type { ItemReviewPage } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { DETAIL_MESSAGES } from '../messages.ts';

/** GET /api/items/reviews?itemId&before: the product page's next reviews after the last one shown. */
export function fetchReviewPage(itemId: number, before: number): Promise<ItemReviewPage> {
  return api.get<ItemReviewPage>('/api/items/reviews', { query: { itemId, before }, fallback: DETAIL_MESSAGES.moreFailed });
}
