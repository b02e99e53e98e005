import { Button } from './button.tsx';
import { cn } from './cn.ts';

export interface MoreButtonProps {
  /** The caller's words: 더보기, or with what is left (리뷰 더보기 (23)). */
  label: string;
  onClick: () => void;
  loading?: boolean | undefined;
  /** Why the last click read nothing; the button stays for another try. */
  error?: string | null | undefined;
  /** 'sm' inside a my page card; 'md' under a page's own list (the product page, /products). */
  size?: 'sm' | 'md';
}

/**
 * The 'more' button under a list that reads its next part. Moving the focus to what was read is
 * the list's work: only it knows the first new row.
 */
export function MoreButton({ label, onClick, loading = false, error, size = 'md' }: MoreButtonProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2', size === 'sm' ? 'mt-4' : 'mt-5')}>
      <Button variant="outline" size={size} className={size === 'sm' ? 'min-w-32' : 'min-w-40'} onClick={onClick} loading={loading}>
        {label}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
