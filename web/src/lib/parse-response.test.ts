import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client.ts';
import { SCHEMA_LOAD_FAILED } from './lazy-schema.ts';
import { parseLoaded } from './parse-response.ts';

const schema = z.object({ orderId: z.number() });

describe('parseLoaded', () => {
  it('checks the answer with the schema loaded beside the request', async () => {
    await expect(parseLoaded(async () => schema, Promise.resolve({ orderId: 7, extra: 'dropped' }))).resolves.toEqual({ orderId: 7 });
  });

  it('turns an answer off the contract into one Korean error', async () => {
    const failure = parseLoaded(async () => schema, Promise.resolve({ orderId: '7' }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('서버로부터 예상하지 못한 응답을 받았습니다.');
  });

  it('passes on the request’s own failure', async () => {
    const refused = new ApiError(409, '이미 처리된 주문입니다.', null);
    await expect(parseLoaded(async () => schema, Promise.reject(refused))).rejects.toBe(refused);
  });

  it('says in Korean when the schema’s code cannot load', async () => {
    const failure = parseLoaded(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), Promise.resolve({ orderId: 7 }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(SCHEMA_LOAD_FAILED);
  });
});
