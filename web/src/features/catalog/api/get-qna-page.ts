import type { ItemQnaPage } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { DETAIL_MESSAGES } from '../messages.ts';

/** GET /api/items/qna?itemId&before: the product page's next questions after the last one shown. */
export function fetchQnaPage(itemId: number, before: number): Promise<ItemQnaPage> {
  return api.get<ItemQnaPage>('/api/items/qna', { query: { itemId, before }, fallback: DETAIL_MESSAGES.moreFailed });
}
