import type { CustomDraft } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/apply-form/temporary-store: members only (401 '로그인 후 이용해 주세요.' for visitors). */
export function saveDraft(body: CustomDraft): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/apply-form/temporary-store', body);
}
