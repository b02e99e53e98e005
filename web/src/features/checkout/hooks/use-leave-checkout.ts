import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/index.ts';

/** Alert once, then back to the cart (store.md §8: no order sheet, wrong access). */
export function useLeaveCheckout() {
  const { alert } = useDialogs();
  const navigate = useNavigate();
  const leaving = useRef(false);
  return useCallback(
    (message: string) => {
      if (leaving.current) return;
      leaving.current = true;
      void alert(message).then(() => navigate('/cart', { replace: true }));
    },
    [alert, navigate],
  );
}
