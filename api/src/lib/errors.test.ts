import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationError } from './errors.ts';

describe('validationError', () => {
  it('names each field once, with the first message its schema raised', () => {
    const schema = z.object({ name: z.string().trim().min(1, '이름을 입력해 주세요.').min(2, '이름은 2자 이상 입력해 주세요.'), age: z.number('나이를 숫자로 입력해 주세요.') });
    const parsed = schema.safeParse({ name: '   ', age: 'x' });
    expect(parsed.success).toBe(false);
    const error = validationError(parsed.error!);
    expect(error.status).toBe(400);
    expect(error.message).toBe('이름을 입력해 주세요.');
    expect(error.extra.errors).toEqual([
      { path: 'name', message: '이름을 입력해 주세요.' },
      { path: 'age', message: '나이를 숫자로 입력해 주세요.' },
    ]);
  });
});
