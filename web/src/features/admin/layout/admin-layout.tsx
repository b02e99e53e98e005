import { useCallback, useEffect, useRef, useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ButtonLink, cn, ErrorState, LoadingState } from '../../../components/index.ts';
import { navCurrent } from '../../../components/side-nav.ts';
import { RequireAuth } from '../../../lib/require-auth.tsx';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/session.ts';
import { ADMIN_WIDTH } from '../../../lib/shell-width.ts';
import { ADMIN_NAV } from './admin-nav.ts';

// store.md §9: the sidebar collapses under 1635 px.
const WIDE = '(min-width: 1635px)';

const link = (active: boolean) =>
  cn('block rounded-lg px-3 py-2 text-[15px] transition-colors', active ? 'bg-brand-600 font-semibold text-white' : 'text-sub hover:bg-soft hover:text-ink');

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
  const closeMenu = useCallback(() => setOpen(false), []);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, closeMenu, { toggle, panel: drawer });

  if (session.status === 'unknown') return <LoadingState />;
  if (!session.isAdmin)
    return (
      <ErrorState
        message="관리자만 이용할 수 있는 페이지입니다."
        action={
          <ButtonLink to="/" variant="outline" size="sm">
            홈으로
          </ButtonLink>
        }
      />
    );

  const menu = (className?: string) => (
    <ul className={className}>
      {ADMIN_NAV.map((item) => {
        // "page" on the list's own screen, "true" on a screen inside it (a product's detail).
        const current = navCurrent(item, pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} aria-current={current} className={link(current !== undefined)} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className={cn('mx-auto flex w-full gap-8 px-4 pb-20 pt-6 sm:px-6', ADMIN_WIDTH)}>
      {wide && (
        <nav aria-label="관리자 메뉴" className="w-56 shrink-0">
          <p className="mb-3 px-3 text-sm font-semibold text-mute">관리자</p>
          {menu('space-y-1')}
        </nav>
      )}
      <div className="min-w-0 flex-1">
        {!wide && (
          <>
            <button
              ref={toggle}
              type="button"
              className="mb-4 inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm font-semibold"
              aria-expanded={open}
              aria-controls="admin-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
              관리자 메뉴
            </button>
            {/* Opens in the page, above the screen, rather than over it: nothing it covers is
                out of reach, and the button that opened it closes it (Escape too). */}
            {open && (
              <nav ref={drawer} id="admin-menu" aria-label="관리자 메뉴" className="mb-6 rounded-2xl border border-line bg-white p-2 shadow-sm">
                {menu('grid gap-1 sm:grid-cols-3 lg:grid-cols-5')}
              </nav>
            )}
          </>
        )}
        <Outlet />
      </div>
    </div>
  );
}
