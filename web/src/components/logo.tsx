import { Link } from 'react-router-dom';
import { cn } from './cn.ts';

export function Logo({ className }: { className?: string }) {
  return (
    <Link to="/" className={cn('inline-flex items-center gap-2 font-extrabold tracking-tight text-ink', className)} aria-label="오토웍스 홈">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#2563eb" />
        <path d="M18 44 30 18h4l12 26h-6l-3-7H27l-3 7zm11-12h8l-4-9z" fill="#fff" />
      </svg>
      <span className="text-xl">오토웍스</span>
    </Link>
  );
}
