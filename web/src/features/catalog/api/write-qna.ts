import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qnaWriteResultSchema, qnaWriteSchema, type QnaWrite, type QnaWriteResult } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';
import { itemDetailKey } from './get-item-detail.ts';

/** POST /api/items/qna/write?itemId: result 'success' or the reason (401 when not logged in). */
export async function writeQna(input: QnaWrite): Promise<QnaWriteResult> {
  const body = qnaWriteSchema.parse(input);
  return parseResponse(qnaWriteResultSchema, await api.post<unknown>('/api/items/qna/write', body, { query: { itemId: body.itemId } }));
}

/** Writes a question, then reloads the item's Q&A list. */
export function useWriteQna(itemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeQna,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: itemDetailKey(itemId) }),
  });
}
