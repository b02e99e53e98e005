import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, isEmailAddress } from './email.ts';
import { emailSchema } from './fields.ts';

describe('isEmailAddress', () => {
  it('uses the pattern zod applies', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
  });

  it.each([
    'buyer@example.com',
    '  buyer@example.com ',
    'first.last+tag@mail.co.kr',
    "o'neil@example.org",
    'a@b.io',
    '',
    '   ',
    'no-at-sign',
    '.dot@example.com',
    'two..dots@example.com',
    'buyer@example',
    'buyer@-example.com',
    '구매자@example.com',
    'buyer@example.c',
    `${'a'.repeat(245)}@example.com`,
    `${'a'.repeat(240)}@example.com`,
  ])('agrees with emailSchema on %j', (value) => {
    expect(isEmailAddress(value)).toBe(emailSchema.safeParse(value).success);
  });
});
