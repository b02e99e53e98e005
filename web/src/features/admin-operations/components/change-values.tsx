import { APPLICATION_STATUS_LABELS, ORDER_STATUS_LABELS } from '@store/shared';

// Before/after of an audit entry as short "key: value" lines; an absent side shows a dash.
// Status codes are shown in Korean for the target they belong to (WAITING means different
// things for an order and for a custom request).

const STATUS_LABELS: Record<string, Record<string, string>> = {
  order: ORDER_STATUS_LABELS,
  'custom-request': APPLICATION_STATUS_LABELS,
  member: { ACTIVE: '정상', BLOCKED: '이용 정지', WITHDRAWN: '탈퇴' },
};

const KEY_LABELS: Record<string, string> = { status: '상태', note: '메모', reason: '사유', amount: '금액', refundAmount: '환불 금액', keysIssued: '발급 키', earnedPoint: '적립 포인트', orderNumber: '주문번호' };

function render(value: unknown, targetType: string): string {
  if (value === null || value === undefined) return '-';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => {
      const text = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
      const shown = k === 'status' ? (STATUS_LABELS[targetType]?.[text] ?? text) : text;
      return `${KEY_LABELS[k] ?? k}: ${shown}`;
    })
    .join('\n');
}

export function ChangeValues({ value, targetType }: { value: unknown; targetType: string }) {
  return <pre className="max-w-80 whitespace-pre-wrap break-all font-sans text-xs leading-5 text-sub">{render(value, targetType)}</pre>;
}
