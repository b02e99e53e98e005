import { request } from '../../../lib/api-client.ts';

/** POST /api/subscription/create-hash-key/temp, form-encoded; answers the text to show. */
export async function createKey(input: { itemId: number; months: number; secretToken: string; buyerName: string }): Promise<string> {
  const body = new URLSearchParams({ id: String(input.itemId), days: String(input.months * 30), secret_token: input.secretToken, buyerName: input.buyerName });
  const text = await request<unknown>('POST', '/api/subscription/create-hash-key/temp', { body });
  return typeof text === 'string' ? text : JSON.stringify(text);
}
