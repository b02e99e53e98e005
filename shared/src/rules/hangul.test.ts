import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLikePattern, hangulInitials, isInitialsQuery, normalizeSearchText } from './hangul.ts';

describe('hangul initials', () => {
  it('takes the initial consonant of each syllable', () => {
    expect(hangulInitials('매크로')).toBe('ㅁㅋㄹ');
    expect(hangulInitials('엑셀 데이터 정리 매크로')).toBe('ㅇㅅㄷㅇㅌㅈㄹㅁㅋㄹ');
    expect(hangulInitials('쿠팡 상품 가격 모니터링')).toBe('ㅋㅍㅅㅍㄱㄱㅁㄴㅌㄹ');
  });

  it('maps tense consonants and the first and last syllables', () => {
    expect(hangulInitials('까치')).toBe('ㄲㅊ');
    expect(hangulInitials('가힣')).toBe('ㄱㅎ');
    expect(hangulInitials('빵떡쌀짜')).toBe('ㅃㄸㅆㅉ');
  });

  it('keeps other characters in their normalised form', () => {
    expect(hangulInitials('PDF 일괄 변환기')).toBe('pdfㅇㄱㅂㅎㄱ');
    expect(hangulInitials('웹 데이터 수집(크롤링) 도구')).toBe('ㅇㄷㅇㅌㅅㅈ(ㅋㄹㄹ)ㄷㄱ');
  });

  it('reads decomposed (NFD) Hangul like composed text', () => {
    expect(hangulInitials('매크로'.normalize('NFD'))).toBe('ㅁㅋㄹ');
  });

  it('gives one character per character of the normalised text', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect([...hangulInitials(s)].length).toBe([...normalizeSearchText(s)].length);
      }),
    );
  });
});

describe('search normalisation', () => {
  it('drops whitespace and lower-cases', () => {
    expect(normalizeSearchText('  엑셀 매크로 ')).toBe('엑셀매크로');
    expect(normalizeSearchText('PDF\t일괄\n변환기')).toBe('pdf일괄변환기');
    expect(normalizeSearchText('엑셀　매크로')).toBe('엑셀매크로'); // ideographic space
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(normalizeSearchText(normalizeSearchText(s))).toBe(normalizeSearchText(s));
      }),
    );
  });

  it('recognises queries of consonants only', () => {
    expect(isInitialsQuery('ㅁㅋㄹ')).toBe(true);
    expect(isInitialsQuery('ㅇㅅ ㅁㅋㄹ')).toBe(true);
    expect(isInitialsQuery('매크로')).toBe(false);
    expect(isInitialsQuery('ㅁㅋ로')).toBe(false);
    expect(isInitialsQuery('ㅏ')).toBe(false); // a vowel is not an initial
    expect(isInitialsQuery('')).toBe(false);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLikePattern('100%_off\\')).toBe('100\\%\\_off\\\\');
  });
});
