import { describe, expect, it } from 'vitest';
import { suggestionQuerySchema } from './catalog.ts';

describe('suggestionQuerySchema', () => {
  it('counts the 50-character limit in composed syllables: decomposed Hangul (a macOS keyboard) is made NFC first', () => {
    // 30 syllables are 60 characters decomposed: under the limit once composed.
    const thirty = '가나다라마바사아자차'.repeat(3);
    expect(thirty.normalize('NFD')).toHaveLength(60);
    expect(suggestionQuerySchema.parse({ q: thirty.normalize('NFD') }).q).toBe(thirty);
    expect(suggestionQuerySchema.parse({ q: ` ${'가'.repeat(50).normalize('NFD')} ` }).q).toBe('가'.repeat(50));
    const over = suggestionQuerySchema.safeParse({ q: '가'.repeat(51).normalize('NFD') });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('검색어는 50자 이하로 입력해 주세요.');
  });
});
