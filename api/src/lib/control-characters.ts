import { badRequest } from './errors.ts';

// PostgreSQL's text cannot hold NUL (a statement carrying one fails), and the other C0 control
// characters, tab and line breaks aside, are invisible or show as boxes wherever the text is shown
// (a key's buyer name, an order's note). Checked once for every parsed request, not per field.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자(제어 문자)가 있습니다.';

/** The path of the first string in `value` that holds a control character, if any. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path.join('.') : undefined;
  if (typeof value !== 'object' || value === null || value instanceof Blob) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacterPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses parsed input (a body, a query, a path, a file's name) holding a control character. */
export function refuseControlCharacters(value: unknown): void {
  const path = controlCharacterPath(value);
  if (path !== undefined) throw badRequest(CONTROL_CHARACTER_MESSAGE, [{ path, message: CONTROL_CHARACTER_MESSAGE }]);
}
