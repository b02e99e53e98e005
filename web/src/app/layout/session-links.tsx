import { Button, ButtonLink } from '../../components/index.ts';
import { useSession } from '../../lib/session.ts';
import { useLogout } from './use-logout.ts';

/**
 * The header's account links (store.md §2 Header): the admin's page, then log out, or log in and
 * sign up. The only part of the header that reads the session, so a session settling (a visitor
 * found to be one while the page hydrates, a login) renders these buttons again and not the
 * whole header with its menus and icons (docs/performance.md).
 */
export function SessionLinks({ place }: { place: 'bar' | 'menu' }) {
  const session = useSession();
  const logout = useLogout();
  const inMenu = place === 'menu';
  // Full-width buttons in the phone's menu, small ones in the desktop bar.
  const shape = inMenu ? ({ block: true } as const) : ({ size: 'sm' } as const);
  const quiet = inMenu ? 'outline' : 'ghost';
  return (
    <>
      {session.isAdmin && (
        <ButtonLink to="/admin" variant="secondary" {...shape}>
          관리자 페이지
        </ButtonLink>
      )}
      {/* While a stored token is being checked, show neither state rather than a wrong one. */}
      {session.status === 'unknown' ? null : session.isLoggedIn ? (
        <>
          {/* In the bar the person icon leads there; a phone's menu names it as well. */}
          {inMenu && (
            <ButtonLink to="/mypage" variant="secondary" {...shape}>
              마이페이지
            </ButtonLink>
          )}
          <Button variant={quiet} {...shape} onClick={() => void logout()}>
            로그아웃
          </Button>
        </>
      ) : (
        <>
          <ButtonLink to="/login" variant={quiet} {...shape}>
            로그인
          </ButtonLink>
          <ButtonLink to="/signup" {...shape}>
            회원가입
          </ButtonLink>
        </>
      )}
    </>
  );
}
