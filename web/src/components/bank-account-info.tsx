import { Copy } from 'lucide-react';
import { formatDateTimeWithWeekday, type SiteSettings } from '@store/shared';
import { Price } from './price.tsx';
import { useToast } from './toast.tsx';

// The bank transfer's account: shown after ordering (checkout) and again on the order's detail
// in my page while it awaits its deposit.

type BankAccount = SiteSettings['bankAccount'];

/** A deposit deadline in Seoul time: "2026.11.25(수) 23:59". Unparseable text is shown as it came. */
export function formatDeadline(value: string): string {
  return !value || Number.isNaN(new Date(value).getTime()) ? value : formatDateTimeWithWeekday(value);
}

interface BankAccountInfoProps {
  account: BankAccount;
  amount: number;
  deadline: string;
}

/** Bank, account number (with copy), holder, amount and deadline: what a transfer needs. */
export function BankAccountInfo({ account, amount, deadline }: BankAccountInfoProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber.replace(/[^\d]/g, ''));
      toast('계좌번호를 복사했습니다.', 'success');
    } catch {
      toast('복사하지 못했습니다. 계좌번호를 직접 입력해 주세요.', 'error');
    }
  };
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-white text-[15px]">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <dt className="shrink-0 text-sub">입금 계좌</dt>
        <dd className="flex min-w-0 items-center gap-2 text-right">
          <span className="min-w-0">
            <span className="block text-[13px] text-sub">{account.bank}</span>
            <span className="block font-bold tabular-nums text-ink">{account.accountNumber}</span>
          </span>
          <button
            type="button"
            onClick={() => void copy()}
            className="grid size-9 shrink-0 place-items-center rounded-lg border border-line text-sub hover:bg-soft hover:text-ink"
            aria-label="계좌번호 복사"
          >
            <Copy className="size-4" aria-hidden />
          </button>
        </dd>
      </div>
      <div className="flex justify-between gap-3 px-4 py-3">
        <dt className="text-sub">예금주</dt>
        <dd className="text-ink">{account.holder}</dd>
      </div>
      <div className="flex justify-between gap-3 px-4 py-3">
        <dt className="text-sub">입금 금액</dt>
        <dd>
          <Price amount={amount} className="font-bold text-brand-700" />
        </dd>
      </div>
      <div className="flex justify-between gap-3 px-4 py-3">
        <dt className="text-sub">입금 기한</dt>
        <dd className="text-right font-semibold text-danger">{formatDeadline(deadline)}까지</dd>
      </div>
    </dl>
  );
}
