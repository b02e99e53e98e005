import { Link } from 'react-router-dom';
import { useStoreName } from '../lib/site.ts';
import { cn } from './cn.ts';

/** The mark and the store's name as the site settings have it. */
export function Logo({ className }: { className?: string }) {
  const storeName = useStoreName();
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight text-ink', className)} aria-label={`${storeName} 홈`}>
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#2563eb" />
        <path d="M18 44 30 18h4l12 26h-6l-3-7H27l-3 7zm11-12h8l-4-9z" fill="#fff" />
      </svg>
      <span className="text-xl">{storeName}</span>
    </Link>
  );
}
