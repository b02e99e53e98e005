import { licenseAnswerSchema, type LicenseActivate, type LicenseAnswer } from '@store/shared';
import { api } from '../../../lib/api-client.ts';
import { parseResponse } from '../../../lib/parse-response.ts';

/** POST /api/licenses/activate: takes a MAC slot for this PC (the desktop app's device info). */
export async function activateLicense(input: LicenseActivate): Promise<LicenseAnswer> {
  const data = await api.post<unknown>('/api/licenses/activate', input);
  return parseResponse(licenseAnswerSchema, data);
}
