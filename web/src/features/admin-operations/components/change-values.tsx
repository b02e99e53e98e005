// Before/after of an audit entry as short "key: value" lines; an absent side shows a dash.

function render(value: unknown): string {
  if (value === null || value === undefined) return '-';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join('\n');
}

export function ChangeValues({ value }: { value: unknown }) {
  return <pre className="max-w-80 whitespace-pre-wrap break-all font-sans text-xs leading-5 text-sub">{render(value)}</pre>;
}
