import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLikePattern, hangulInitials, isInitialsQuery, normalizeSearchText, withParticle } from './hangul.ts';

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

describe('withParticle', () => {
  it('picks the particle by whether the last syllable ends in a consonant', () => {
    expect(withParticle('정가', '은/는')).toBe('정가는');
    expect(withParticle('판매가', '을/를')).toBe('판매가를');
    expect(withParticle('상점 이름', '을/를')).toBe('상점 이름을');
    expect(withParticle('주소', '은/는')).toBe('주소는');
    expect(withParticle('버튼 문구', '을/를')).toBe('버튼 문구를');
    expect(withParticle('시작일', '이/가')).toBe('시작일이');
  });

  it('reads digits aloud and keeps both forms after anything else', () => {
    expect(withParticle('20261126-0001', '이/가')).toBe('20261126-0001이'); // 일
    expect(withParticle('주문 2', '이/가')).toBe('주문 2가'); // 이
    expect(withParticle('URL', '은/는')).toBe('URL은(는)');
    expect(withParticle('', '을/를')).toBe('을(를)');
  });

  it('takes 로 after a vowel or ㄹ and 으로 after any other final, in words and digits', () => {
    expect(withParticle('반려', '으로/로')).toBe('반려로');
    expect(withParticle('제작 중', '으로/로')).toBe('제작 중으로');
    expect(withParticle('상담 완료', '으로/로')).toBe('상담 완료로');
    expect(withParticle('서울', '으로/로')).toBe('서울로');
    expect(withParticle('3', '으로/로')).toBe('3으로'); // 삼
    expect(withParticle('7', '으로/로')).toBe('7로'); // 칠
    expect(withParticle('2', '으로/로')).toBe('2로'); // 이
    expect(withParticle('ABC', '으로/로')).toBe('ABC으로(로)');
    // ㄹ matters to 으로/로 only.
    expect(withParticle('서울', '은/는')).toBe('서울은');
    expect(withParticle('7', '이/가')).toBe('7이');
  });
});
