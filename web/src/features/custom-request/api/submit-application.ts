import { customSubmitResultSchema, type CustomApplication } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/** POST /api/apply/custom-product → 201 with the application number. */
export async function submitApplication(body: CustomApplication) {
  return parseResponse(customSubmitResultSchema, await api.post<unknown>('/api/apply/custom-product', body));
}
