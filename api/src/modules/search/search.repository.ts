import { sql } from 'kysely';
import type { Db } from '../../db/transaction.ts';

/** Below pg_trgm's default 0.6: one wrong syllable in a 2–3 syllable word still matches. */
const WORD_SIMILARITY_MIN = 0.5;

export interface SearchTerms {
  /** normalizeSearchText(q): no spaces, lower case. */
  text: string;
  /** LIKE pattern pieces, with % and _ escaped. */
  likeText: string;
  /** Set when the query is made of Hangul consonants only (초성 search), else null. */
  likeInitials: string | null;
  /** The query's words as LIKE pattern pieces when it has two or more, else empty. */
  likeWords: string[];
}

/**
 * Suggestions among items on sale, best first:
 *   0. the name starts with the query      (엑셀 → 엑셀 데이터 정리 매크로)
 *   1. the name contains it, or its 초성 do (ㅁㅋㄹ → …매크로), or every word of it in any order
 *      (정리 엑셀 → 엑셀 데이터 정리 매크로)
 *   2. trigram similarity, for typos       (엑셀 데이타 → 엑셀 데이터 …), from 3 characters on
 * then by trigram closeness (near misses) and popularity. LIKE and `%` can use the GIN
 * gin_trgm_ops index on search_text; the catalog is small (hundreds of items), so the
 * word_similarity() check on the rest costs little.
 */
export async function findSuggestions(db: Db, terms: SearchTerms, limit: number) {
  const contains = sql<boolean>`i.search_text like ${`%${terms.likeText}%`}`;
  const initials = terms.likeInitials === null ? sql<boolean>`false` : sql<boolean>`i.search_initials like ${`%${terms.likeInitials}%`}`;
  const everyWord = terms.likeWords.length === 0 ? sql<boolean>`false` : sql.join(terms.likeWords.map((w) => sql<boolean>`i.search_text like ${`%${w}%`}`), sql` and `);
  // similarity() for a whole-name typo, word_similarity() for a typo in part of a long name
  // ('네이버 블러그' → '네이버 블로그 자동 포스팅'). Trigrams of 1–2 characters say nothing.
  const fuzzy =
    [...terms.text].length >= 3
      ? sql<boolean>`(i.search_text % ${terms.text} or word_similarity(${terms.text}, i.search_text) >= ${WORD_SIMILARITY_MIN})`
      : sql<boolean>`false`;
  const rank = sql<number>`case when i.search_text like ${`${terms.likeText}%`} then 0 when ${contains} or ${initials} or (${everyWord}) then 1 else 2 end`;

  return db
    .selectFrom('items as i')
    .select(['i.id', 'i.item_name', 'i.category'])
    .where('i.item_status', '=', 'SALE')
    .where(sql<boolean>`(${contains} or ${initials} or (${everyWord}) or ${fuzzy})`)
    .orderBy(rank)
    // Near misses by closeness; real matches by popularity alone.
    .orderBy(sql`case when ${rank} = 2 then greatest(similarity(i.search_text, ${terms.text}), word_similarity(${terms.text}, i.search_text)) else 0 end`, 'desc')
    .orderBy('i.sale_quantity', 'desc')
    .orderBy('i.id', 'asc')
    .limit(limit)
    .execute();
}
