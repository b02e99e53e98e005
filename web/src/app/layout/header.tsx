import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import { ChevronDown, Menu, Search, ShoppingCart, User, X } from 'lucide-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button, cn, Dialog } from '../../components/index.ts';
import { isVisitorNow, sessionAtom } from '../../lib/session.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { SessionLinks } from './session-links.tsx';
import { Logo } from '../../components/logo.tsx';
import { NAV_ITEMS } from './nav-items.ts';
import { useShellWidth } from '../../lib/shell-width.ts';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-lg px-3 py-2 text-[15px] font-semibold transition-colors hover:text-brand-600', isActive ? 'text-brand-600' : 'text-ink');

export function Header() {
  const store = useStore();
  const navigate = useNavigate();
  const location = useLocation();
  const width = useShellWidth();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  const [loginPrompt, setLoginPrompt] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);
  useDismiss(menuOpen, closeMenu, { toggle: menuToggle, panel: menu });

  // User and cart need a member; without one they ask to log in first (store.md §2 Header).
  // While a stored token is still being checked the page goes ahead: it waits for the check.
  // Read at the press rather than subscribed to: the header itself does not render again when
  // the session settles (only SessionLinks does).
  const goMember = async (to: string) => {
    if (await isVisitorNow(store.get(sessionAtom))) setLoginPrompt(true);
    else navigate(to);
  };
  const iconButton = 'grid size-10 place-items-center rounded-xl text-ink hover:bg-soft';

  return (
    // Solid, not translucent with a backdrop blur: Chrome without a GPU (as Lighthouse runs here)
    // redraws a blur in software on every frame (docs/performance.md).
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className={cn('mx-auto flex h-16 items-center gap-4 px-4 sm:px-6 with-floating-button:sm:px-16 with-floating-button:xl:px-6', width)}>
        <Logo />
        <nav aria-label="주 메뉴" className="ml-6 hidden items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) =>
            item.children ? (
              <div key={item.label} className="group relative">
                <button type="button" className="flex items-center gap-1 rounded-lg px-3 py-2 text-[15px] font-semibold hover:text-brand-600" aria-haspopup="true">
                  {item.label}
                  <ChevronDown className="size-4" aria-hidden />
                </button>
                <div className="invisible absolute left-0 top-full min-w-40 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  <ul className="rounded-xl border border-line bg-white p-1.5 shadow-lg">
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <Link to={child.to} className="block rounded-lg px-3 py-2 text-sm text-sub hover:bg-soft hover:text-ink">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ) : (
              <NavLink key={item.to} to={item.to} className={navLink}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <Link to="/search" className={iconButton} aria-label="상품 검색">
            <Search className="size-5" aria-hidden />
          </Link>
          <button type="button" className={iconButton} aria-label="마이페이지" onClick={() => void goMember('/mypage')}>
            <User className="size-5" aria-hidden />
          </button>
          <button type="button" className={iconButton} aria-label="장바구니" onClick={() => void goMember('/cart')}>
            <ShoppingCart className="size-5" aria-hidden />
          </button>
          <div className="ml-2 hidden items-center gap-2 lg:flex">
            <SessionLinks place="bar" />
          </div>
          <button
            ref={menuToggle}
            type="button"
            className={cn(iconButton, 'lg:hidden')}
            aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>

      {/* Over the page, not pushing it down, with the page dimmed behind: a tap outside closes it. */}
      {menuOpen && <div data-testid="mobile-menu-backdrop" className="fixed inset-x-0 bottom-0 top-16 bg-ink/40 lg:hidden" onClick={() => setMenuOpen(false)} aria-hidden />}
      {menuOpen && (
        <nav
          ref={menu}
          id="mobile-menu"
          aria-label="모바일 메뉴"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white px-4 pb-6 pt-2 shadow-lg lg:hidden"
        >
          <ul className="flex flex-col">
            {NAV_ITEMS.flatMap((item) => item.children ?? [item]).map((item) => (
              <li key={item.to + item.label}>
                <Link to={item.to} className="block border-b border-soft py-3.5 text-base font-semibold">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex gap-2">
            <SessionLinks place="menu" />
          </div>
        </nav>
      )}

      <Dialog
        open={loginPrompt}
        onClose={() => setLoginPrompt(false)}
        title="로그인이 필요합니다"
        size="sm"
        footer={
          <>
            <Button variant="outline" onClick={() => setLoginPrompt(false)}>
              취소
            </Button>
            <Button
              onClick={() => {
                setLoginPrompt(false);
                navigate('/login');
              }}
            >
              로그인하기
            </Button>
          </>
        }
      >
        로그인 후 이용할 수 있는 서비스입니다. 로그인 페이지로 이동할까요?
      </Dialog>
    </header>
  );
}
