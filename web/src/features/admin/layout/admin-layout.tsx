import { useEffect, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { cn, ErrorState, LoadingState } from '../../../components/index.ts';
import { RequireAuth } from '../../../lib/require-auth.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/session.ts';
import { ADMIN_NAV } from './admin-nav.ts';

// store.md §9: the sidebar collapses under 1635 px.
const WIDE = '(min-width: 1635px)';

const link = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-lg px-3 py-2 text-[15px] transition-colors', isActive ? 'bg-brand-600 font-semibold text-white' : 'text-sub hover:bg-soft hover:text-ink');

/**
 * /admin/* for role ADMIN. The UI guard only spares members a useless screen: every admin call
 * is checked on the server.
 */
export function AdminLayout() {
  return (
    <RequireAuth>
      <AdminOnly />
    </RequireAuth>
  );
}

function AdminOnly() {
  const session = useSession();
  const wide = useMediaQuery(WIDE);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  if (session.status === 'unknown') return <LoadingState />;
  if (!session.isAdmin) return <ErrorState message="관리자만 이용할 수 있는 페이지입니다." />;

  const showNav = wide || open;
  return (
    <div className="mx-auto flex w-full max-w-[1800px] gap-8 px-4 pb-20 pt-6 sm:px-6">
      {showNav && (
        <nav aria-label="관리자 메뉴" className={cn('w-56 shrink-0', !wide && 'fixed inset-y-0 left-0 z-50 overflow-y-auto bg-white p-4 pt-20 shadow-xl')}>
          <p className="mb-3 px-3 text-sm font-semibold text-mute">관리자</p>
          <ul className="space-y-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={link}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="min-w-0 flex-1">
        {!wide && (
          <button
            type="button"
            className="mb-4 inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
            관리자 메뉴
          </button>
        )}
        <Outlet />
      </div>
    </div>
  );
}
