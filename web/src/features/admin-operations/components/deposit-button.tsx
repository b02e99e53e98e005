import { Button } from '../../../components/index.ts';
import { useOrderCommands } from '../hooks/use-order-commands.ts';
import { MSG } from '../messages.ts';

export function DepositButton({ orderId, amount, size = 'sm' }: { orderId: number; amount: number; size?: 'sm' | 'md' }) {
  const { confirmDeposit, depositing } = useOrderCommands(orderId);
  return (
    <Button size={size} variant="secondary" loading={depositing} onClick={() => void confirmDeposit(amount)}>
      {MSG.confirmDeposit}
    </Button>
  );
}
