import { useId, useState, type KeyboardEvent } from 'react';
import { Search, X } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX_LENGTH, type Suggestion } from '@store/shared';
import { cn } from '../../../components/index.ts';
import { ITEM_CATEGORY_LABELS } from '../../../lib/category.ts';
import { useSuggestions } from '../api/get-suggestions.ts';
import { SEARCH_MESSAGES } from '../constants.ts';
import { useDebouncedValue } from '../state/use-debounced-value.ts';

/**
 * The search box with its suggestion list, on the WAI-ARIA combobox pattern: the input keeps
 * focus, ↑/↓ move the active option (aria-activedescendant), Enter opens it, Esc closes the
 * list. Suggestions are asked for 300 ms after typing stops, never for empty text.
 */
export function SearchCombobox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = text.trim();
  const query = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const suggestions = useSuggestions(query);
  const list = trimmed && suggestions.data ? suggestions.data : [];
  const settled = suggestions.isSuccess && !suggestions.isPlaceholderData && query === trimmed;
  const expanded = open && trimmed !== '' && (list.length > 0 || settled);

  const go = (s: Suggestion) => navigate(`/products/${s.itemId}`);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = list.length;
    if (e.key === 'ArrowDown' && n > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % n);
    } else if (e.key === 'ArrowUp' && n > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const pick = list[active] ?? (expanded ? list[0] : undefined);
      if (pick) go(pick);
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        검색어
      </label>
      <div className="flex h-14 items-center gap-3 rounded-2xl border-2 border-ink bg-white px-4 focus-within:border-brand-600 sm:h-16 sm:px-5">
        <Search className="size-6 shrink-0 text-ink" aria-hidden />
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          // Past it the suggestions answer 400 and the box would show nothing, without a word.
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={SEARCH_MESSAGES.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-base font-medium placeholder:font-normal placeholder:text-mute focus:outline-none sm:text-lg"
        />
        {text && (
          <button type="button" onClick={() => setText('')} aria-label="검색어 지우기" className="grid size-8 place-items-center rounded-full bg-soft text-sub hover:bg-line">
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>

      <ul
        id={listId}
        role="listbox"
        aria-label="추천 검색어"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-2 max-h-80 overflow-y-auto rounded-2xl border border-line bg-white p-2 shadow-xl"
      >
        {list.map((s, i) => (
          <li
            key={s.itemId}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => go(s)}
            className={cn('flex cursor-pointer items-center gap-3 rounded-xl px-3 py-3', i === active && 'bg-soft')}
          >
            <Search className="size-4 shrink-0 text-mute" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-[15px]">
              <Highlight text={s.itemName} query={trimmed} />
            </span>
            <span className="shrink-0 rounded-md bg-soft px-2 py-0.5 text-xs font-semibold text-sub">{ITEM_CATEGORY_LABELS[s.category]}</span>
          </li>
        ))}
        {list.length === 0 && settled && (
          // wrap-anywhere: a term with no space in it (50 letters of ㅇ) still wraps inside the box.
          <li role="option" aria-selected={false} aria-disabled className="px-3 py-3 text-[15px] text-mute wrap-anywhere">
            {SEARCH_MESSAGES.noMatch(trimmed)}
          </li>
        )}
      </ul>
    </div>
  );
}

/** The matched part of a suggestion in bold. */
function Highlight({ text, query }: { text: string; query: string }) {
  const at = query ? text.toLowerCase().indexOf(query.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="font-bold text-brand-700">{text.slice(at, at + query.length)}</strong>
      {text.slice(at + query.length)}
    </>
  );
}
