import type { CustomApplication } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseLoaded } from '../../../lib/parse-response.ts';

/** POST /api/apply/custom-product → 201 with the application number. */
export async function submitApplication(body: CustomApplication) {
  return parseLoaded(() => import('@store/shared/schemas/custom-request').then((m) => m.customSubmitResultSchema), api.post<unknown>('/api/apply/custom-product', body));
}
