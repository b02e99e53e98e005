import { useState } from 'react';
import { formatDateTime, formatNumber, formatPoints, formatWon } from '@store/shared';
import { KEY_LABELS, labelOf, POINT_KEYS, STATUS_LABELS, VALUE_LABELS, WON_KEYS } from './audit-labels.ts';

// Before/after of an audit entry as short "key: value" lines in Korean; an absent side shows a
// dash. Keys and codes without a label are shown as recorded rather than hidden, so nothing
// the API writes is lost on screen.

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function valueText(value: unknown, key: string, targetType: string): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (typeof value === 'number') return WON_KEYS.has(key) ? formatWon(value) : POINT_KEYS.has(key) ? formatPoints(value) : String(value);
  if (typeof value === 'string') {
    const codes = key === 'status' ? STATUS_LABELS[targetType] : VALUE_LABELS[key];
    const label = codes && labelOf(codes, value);
    if (label) return label;
    return ISO_TIME.test(value) && !Number.isNaN(Date.parse(value)) ? formatDateTime(value) : value;
  }
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((v) => valueText(v, key, targetType)).join(', ');
  if (typeof value === 'object') return `(${entries(value as Record<string, unknown>, targetType).join(', ')})`;
  return String(value);
}

function entries(value: Record<string, unknown>, targetType: string): string[] {
  return Object.entries(value).map(([k, v]) => `${labelOf(KEY_LABELS, k) ?? k}: ${valueText(v, k, targetType)}`);
}

function changeText(value: unknown, targetType: string): string {
  if (value === null || value === undefined) return '-';
  if (typeof value !== 'object' || Array.isArray(value)) return valueText(value, '', targetType);
  return entries(value as Record<string, unknown>, targetType).join('\n');
}

/** Past this many characters a side shows its start and a 전체 보기: a 2,000-letter answer made one entry a page long. */
export const CHANGE_PREVIEW_CHARS = 200;

export function ChangeValues({ value, targetType }: { value: unknown; targetType: string }) {
  const [whole, setWhole] = useState(false);
  const text = changeText(value, targetType);
  const long = text.length > CHANGE_PREVIEW_CHARS;
  return (
    <div className="max-w-80">
      <pre className="whitespace-pre-wrap break-all font-sans text-xs leading-5 text-sub">{long && !whole ? `${text.slice(0, CHANGE_PREVIEW_CHARS)}…` : text}</pre>
      {long && (
        <button type="button" className="mt-1 text-xs font-semibold text-brand-700 hover:underline" aria-expanded={whole} onClick={() => setWhole((w) => !w)}>
          {whole ? '접기' : `전체 보기 (${formatNumber(text.length)}자)`}
        </button>
      )}
    </div>
  );
}
