import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qnaWriteSchema, type QnaWrite } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { itemDetailKey } from './get-item-detail.ts';

export interface QnaWriteResult {
  result: string;
  message?: string;
}

/** POST /api/items/qna/write?itemId (401 when not logged in). */
export async function writeQna(input: QnaWrite): Promise<QnaWriteResult> {
  const body = qnaWriteSchema.parse(input);
  return api.post<QnaWriteResult>('/api/items/qna/write', body, { query: { itemId: body.itemId } });
}

/** Writes a question, then reloads the item's Q&A list. */
export function useWriteQna(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeQna,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemDetailKey(itemId) }),
  });
}
