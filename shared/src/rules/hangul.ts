// Search normalisation for Korean product names, shared by the API (which stores the
// normalised forms next to each item) and the web (which may highlight matches).
//
//   normalizeSearchText('엑셀 데이터 Macro') -> '엑셀데이터macro'   (no spaces, lower case)
//   hangulInitials('매크로')                 -> 'ㅁㅋㄹ'             (초성 of each syllable)
//   isInitialsQuery('ㅁㅋㄹ')                -> true                 (the user typed only 초성)

const SYLLABLE_FIRST = 0xac00; // 가
const SYLLABLE_LAST = 0xd7a3; // 힣
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const SYLLABLES_PER_INITIAL = 21 * 28;

/** The 19 initial consonants (초성) in Unicode order, as compatibility jamo a keyboard types. */
const INITIALS = ['ㄱ', 'ㄲ', 'ㄴ', 'ㄷ', 'ㄸ', 'ㄹ', 'ㅁ', 'ㅂ', 'ㅃ', 'ㅅ', 'ㅆ', 'ㅇ', 'ㅈ', 'ㅉ', 'ㅊ', 'ㅋ', 'ㅌ', 'ㅍ', 'ㅎ'] as const;

/** Compatibility consonants ㄱ (U+3131) to ㅎ (U+314E), including clusters such as ㄳ. */
const COMPAT_CONSONANT = /^[\u3131-\u314e]$/u;
const WHITESPACE = /\s+/gu;

/**
 * The comparable form of a name or a query: NFC (a macOS keyboard may send decomposed
 * jamo), without any whitespace (so '엑셀 매크로' finds '엑셀매크로' and the reverse), lower case.
 */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFC').replace(WHITESPACE, '').toLowerCase();
}

/**
 * The initial consonant of every Hangul syllable; other characters are kept in their
 * normalised form (so 'PDF 일괄 변환기' gives 'pdfㅇㄱㅂㅎㄱ' and initials and Latin mix).
 */
export function hangulInitials(text: string): string {
  let out = '';
  for (const ch of normalizeSearchText(text)) {
    const code = ch.codePointAt(0)!;
    if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
      out += INITIALS[Math.floor((code - SYLLABLE_FIRST) / SYLLABLES_PER_INITIAL)];
    } else {
      out += ch;
    }
  }
  return out;
}

/** True when the query (spaces ignored) is made of Hangul consonants only, e.g. 'ㅁㅋㄹ'. */
export function isInitialsQuery(query: string): boolean {
  const chars = [...normalizeSearchText(query)];
  return chars.length > 0 && chars.every((ch) => COMPAT_CONSONANT.test(ch));
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself, not everything. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How each digit is read (영, 일, 이, 삼, …): whether the reading ends in a final consonant. */
const DIGIT_HAS_FINAL = [true, true, false, true, false, false, true, true, true, false];
/** The digits whose reading ends in ㄹ (일, 칠, 팔), which takes 로 like a vowel. */
const DIGIT_FINAL_RIEUL = new Set(['1', '7', '8']);
const PARTICLES = { '은/는': ['은', '는'], '이/가': ['이', '가'], '을/를': ['을', '를'], '으로/로': ['으로', '로'] } as const;
const FINAL_RIEUL = 8;

/**
 * The particle `word`'s last sound takes: particleOf('반려', '으로/로') → '로'. Digits count as
 * read aloud; 으로/로 takes 로 after ㄹ too ('제작 중' → 으로, '서울' → 로). A word ending in anything
 * else gets both forms ('은(는)').
 */
export function particleOf(word: string, pair: keyof typeof PARTICLES): string {
  const [afterFinal, afterVowel] = PARTICLES[pair];
  const last = word.trimEnd().at(-1) ?? '';
  const code = last.charCodeAt(0);
  let final: boolean | undefined;
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const jong = (code - SYLLABLE_FIRST) % 28;
    final = jong !== 0 && !(pair === '으로/로' && jong === FINAL_RIEUL);
  } else if (last >= '0' && last <= '9') {
    final = DIGIT_HAS_FINAL[Number(last)]! && !(pair === '으로/로' && DIGIT_FINAL_RIEUL.has(last));
  }
  if (final === undefined) return `${afterFinal}(${afterVowel})`;
  return final ? afterFinal : afterVowel;
}

/**
 * `word` with the particle its last sound takes: withParticle('정가', '은/는') → '정가는',
 * withParticle('주소', '을/를') → '주소를', withParticle('판매가격', '이/가') → '판매가격이'. Digits count
 * as read aloud; a word ending in anything else keeps both forms ('URL은(는)').
 */
export function withParticle(word: string, pair: keyof typeof PARTICLES): string {
  return `${word}${particleOf(word, pair)}`;
}
