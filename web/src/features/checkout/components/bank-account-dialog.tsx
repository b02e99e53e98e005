import { Button, Dialog } from '../../../components/index.ts';
import { CHECKOUT_COPY as C } from '../messages.ts';
import type { BankAccount } from '../state/order-result.ts';
import { BankAccountInfo } from '../../../components/bank-account-info.tsx';

interface BankAccountDialogProps {
  open: boolean;
  account: BankAccount | undefined;
  amount: number;
  deadline: string;
  email: string;
  /** Closing in any way moves on: the order already waits for the deposit. */
  onDone: () => void;
}

/** The 입금 계좌 안내 popup after a bank-transfer request succeeded (store.md §2). */
export function BankAccountDialog({ open, account, amount, deadline, email, onDone }: BankAccountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onDone}
      title={C.bankDialogTitle}
      footer={
        <Button size="lg" block onClick={onDone} autoFocus>
          확인
        </Button>
      }
    >
      <p className="text-[15px] text-ink">{C.bankDialogLead}</p>
      {account && (
        <div className="mt-4">
          <BankAccountInfo account={account} amount={amount} deadline={deadline} />
        </div>
      )}
      <ul className="mt-4 list-disc space-y-1 pl-5 text-[13px] leading-relaxed text-sub">
        {email && <li>같은 내용을 {email}(으)로 보내 드렸습니다.</li>}
        <li>{C.bankAutoCancel}</li>
      </ul>
    </Dialog>
  );
}
