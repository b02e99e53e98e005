import type { ChangeEvent } from 'react';
import { formatNumber } from '@store/shared';

// Text limits counted as the server counts them. The shared zod schemas measure a string in
// Unicode code points, so 😀 is one character there; String.length and a field's maxLength count
// UTF-16 units, where it is two, and stopped ten emoji short of what the server takes.

/** A text's length as the shared schemas' min/max count it: code points, not UTF-16 units. */
export const countCodePoints = (text: string): number => Array.from(text).length;

/** A field's counter under it, counted the same way: "10 / 1,000자". */
export const lengthHint = (text: string, max: number): string => `${formatNumber(countCodePoints(text))} / ${formatNumber(max)}자`;

type Editable = HTMLInputElement | HTMLTextAreaElement;

/**
 * Holds a field to `max` code points: `{...codePointLimit(register('content'), 1000)}`. As
 * maxLength does, what is cut is the end of what was just typed or pasted (before the caret),
 * not the end of the text. maxLength stays at two units per code point, so the browser still
 * bounds a huge paste without ever refusing text the server would take.
 */
export function codePointLimit<T extends { onChange: (event: ChangeEvent<Editable>) => unknown }>(field: T, max: number): T & { maxLength: number } {
  return {
    ...field,
    maxLength: max * 2,
    onChange: (event: ChangeEvent<Editable>) => {
      clamp(event.target, max);
      return field.onChange(event);
    },
  };
}

function clamp(target: Editable, max: number) {
  const value = target.value;
  const excess = countCodePoints(value) - max;
  if (excess <= 0) return;
  const caret = target.selectionEnd ?? value.length;
  const before = Array.from(value.slice(0, caret));
  const head = before.slice(0, Math.max(0, before.length - excess)).join('');
  // Still over only if the text was too long before this input; its end goes then.
  const text = Array.from(head + value.slice(caret)).slice(0, max).join('');
  target.value = text;
  const at = Math.min(head.length, text.length);
  target.setSelectionRange(at, at);
}
