import { useCallback, useState } from 'react';
import type { ReviewTarget } from '../components/purchase-lines.tsx';

/** Which order line the review modal is open for (null: closed). */
export function useReviewTarget() {
  const [target, setTarget] = useState<ReviewTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  return { target, open: setTarget, close };
}
