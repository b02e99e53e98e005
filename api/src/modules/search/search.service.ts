import { escapeLikePattern, isInitialsQuery, normalizeSearchText, type Suggestion } from '@store/shared';
import type { Db } from '../../db/transaction.ts';
import { findSuggestions } from './search.repository.ts';

const MAX_SUGGESTIONS = 10;

/**
 * GET /api/search/suggestions: spaces and case are ignored on both sides (the stored
 * search_text is normalised the same way), a query of words finds names with all of them in any
 * order, a query of consonants only searches the 초성 of the names, and a query of 3+ characters
 * also finds near misses. An empty query finds nothing.
 */
export async function suggest(db: Db, q: string): Promise<Suggestion[]> {
  const text = normalizeSearchText(q);
  if (text.length === 0) return [];
  const initials = isInitialsQuery(text) ? text : null;
  const words = q.split(/\s+/).map(normalizeSearchText).filter(Boolean);
  const rows = await findSuggestions(
    db,
    { text, likeText: escapeLikePattern(text), likeInitials: initials === null ? null : escapeLikePattern(initials), likeWords: words.length > 1 ? words.map(escapeLikePattern) : [] },
    MAX_SUGGESTIONS,
  );
  return rows.map((r) => ({ itemId: r.id, itemName: r.item_name, category: r.category }));
}
