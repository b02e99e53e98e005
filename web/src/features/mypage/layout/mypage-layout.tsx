import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { cn, Container } from '../../../components/index.ts';
import { navCurrent } from '../../../components/side-nav.ts';
import { RequireAuth } from '../../../lib/require-auth.tsx';
import { MYPAGE_NAV } from './mypage-nav.ts';

const link = (isActive: boolean) =>
  cn(
    'block whitespace-nowrap rounded-lg px-3 py-2 text-[15px] transition-colors',
    isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-sub hover:bg-soft hover:text-ink',
  );

/**
 * /mypage/* (store.md §2, members only): the sidebar on wide screens, a scrolling tab strip on
 * phones, and the child screen beside it.
 */
export function MypageLayout() {
  // A state ref, not useRef: the menu mounts only once RequireAuth has the member, after the
  // first render, and a page opened directly must still show its tab.
  const [nav, setNav] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  // On phones the menu is a scrolling strip: centre the current screen's tab in it (the strip
  // scrolls, not the page).
  useEffect(() => {
    // The first match in document order: a section's tab comes before its (phone-hidden) children.
    const current = nav?.querySelector<HTMLElement>('[aria-current]');
    if (nav && current) nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [nav, pathname]);

  return (
    <RequireAuth>
      <Container className="pb-20 pt-6 lg:flex lg:gap-10 lg:pt-10">
        <nav ref={setNav} aria-label="마이페이지 메뉴" className="relative -mx-4 mb-6 overflow-x-auto border-b border-line px-4 lg:mx-0 lg:mb-0 lg:w-52 lg:shrink-0 lg:overflow-visible lg:border-b-0 lg:px-0">
          <p className="mb-3 hidden text-lg font-bold lg:block">마이페이지</p>
          {/* w-max: the list itself is as wide as its tabs, so the strip's end padding follows the last one. */}
          <ul className="flex w-max gap-1 pb-2 lg:w-auto lg:flex-col lg:pb-0">
            {MYPAGE_NAV.map((item) => {
              // On a child's screen or a detail page (리뷰 관리 > 작성한 리뷰, 주문 상세) the entry
              // still marks where the member is, to the eye and to a screen reader: phones show no
              // child links, only this tab. On wide screens an entry whose child link is lit stays
              // quieter than that child.
              const current = navCurrent(item, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={current}
                    className={cn(link(current !== undefined), current === 'true' && item.children && 'lg:bg-transparent lg:text-ink')}
                  >
                    {item.label}
                  </Link>
                  {item.children && (
                    <ul className="hidden pl-3 lg:block">
                      {item.children.map((child) => {
                        const childCurrent = navCurrent(child, pathname);
                        return (
                          <li key={child.to}>
                            <Link to={child.to} aria-current={childCurrent} className={cn(link(childCurrent !== undefined), 'py-1.5 text-sm')}>
                              {child.label}
                            </Link>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Outlet />
        </div>
      </Container>
    </RequireAuth>
  );
}
