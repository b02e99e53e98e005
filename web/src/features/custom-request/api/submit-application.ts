import type { CustomApplication } from '@store/shared';
import { api } from '../../../lib/api-client.ts';

export interface SubmitResult {
  message: string;
  applicationNumber: string;
}

/** POST /api/apply/custom-product → 201 with the application number. */
export function submitApplication(body: CustomApplication): Promise<SubmitResult> {
  return api.post<SubmitResult>('/api/apply/custom-product', body);
}
