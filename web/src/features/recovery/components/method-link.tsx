import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

/** One of the large "how do you want to verify" choices on /find-id. */
export function MethodLink({ to, icon: Icon, title, description }: { to: string; icon: LucideIcon; title: string; description: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-line bg-white px-5 py-5 transition-colors hover:border-brand-200 hover:bg-brand-50/40"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-6" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[17px] font-bold text-ink">{title}</span>
        <span className="mt-0.5 block text-sm text-sub">{description}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-mute transition-transform group-hover:translate-x-0.5" aria-hidden />
    </Link>
  );
}
