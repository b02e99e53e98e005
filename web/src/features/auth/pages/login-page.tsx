import { Link, Navigate, useLocation } from 'react-router-dom';
import { Logo } from '../../../components/logo.tsx';
import { safeRedirectPath, type LoginLocationState } from '../../../lib/auth-session.ts';
import { useSession } from '../../../lib/session.ts';
import { useSite } from '../../../lib/site.ts';
import { LoginForm } from '../components/login-form.tsx';
import { SocialLoginButtons } from '../components/social-login-buttons.tsx';
import { useOAuthErrorNotice } from '../hooks/use-oauth-error-notice.ts';
import { AUTH_COPY } from '../messages.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const helpLink = 'rounded px-1 py-0.5 text-sub hover:text-ink';

/** /login: shown without the site header (membership.md §2). */
export function LoginPage() {
  usePageTitle('로그인');
  useOAuthErrorNotice();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  // The notice comes from history state, which the server's render of this page cannot see: shown
  // from the render after hydration, so React adopts the server's HTML as it is (a reload of a
  // redirected /login mismatched, React error #418).
  const hydrated = useHydrated();
  const session = useSession();
  // The business name an admin keeps in /admin/settings, as the other pages' footer prints it.
  const { business } = useSite();

  // A member already logged in (a bookmark, Back into the page) goes where a login would take them.
  if (session.status === 'authenticated') return <Navigate to={safeRedirectPath(state.from)} replace />;

  return (
    <div className="flex min-h-dvh flex-col items-center bg-white sm:justify-center sm:bg-soft/70 sm:py-12">
      <div className="w-full max-w-[440px] px-5 pb-10 pt-12 sm:rounded-3xl sm:border sm:border-line sm:bg-white sm:px-10 sm:py-12 sm:shadow-[0_8px_32px_rgba(25,31,40,0.06)]">
        <div className="flex justify-center">
          <Logo className="[&_span]:text-2xl [&_svg]:size-9" />
        </div>
        <h1 className="mt-6 text-center text-[22px] font-bold tracking-tight">{AUTH_COPY.title}</h1>
        <p className="mt-1.5 text-center text-[15px] text-sub">{AUTH_COPY.description}</p>

        {hydrated && state.from && !state.ended && (
          <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-center text-sm font-medium text-brand-700">{AUTH_COPY.loginRequired}</p>
        )}

        <div className="mt-8">
          <LoginForm />
        </div>

        <nav aria-label="계정 도움말" className="mt-5 flex items-center justify-center text-sm">
          <Link to="/find-id" className={helpLink}>
            아이디 찾기
          </Link>
          <span className="mx-2.5 h-3 w-px bg-line" aria-hidden />
          <Link to="/find-pw" className={helpLink}>
            비밀번호 찾기
          </Link>
          <span className="mx-2.5 h-3 w-px bg-line" aria-hidden />
          <Link to="/signup" className="rounded px-1 py-0.5 font-semibold text-brand-600 hover:text-brand-700">
            회원가입
          </Link>
        </nav>

        <div className="my-8 flex items-center gap-3 text-[13px] text-mute">
          <span className="h-px flex-1 bg-line" aria-hidden />
          간편 로그인
          <span className="h-px flex-1 bg-line" aria-hidden />
        </div>
        <SocialLoginButtons />
      </div>

      <footer className="mt-auto px-5 pb-8 pt-4 text-center text-xs text-mute sm:mt-8 sm:pb-0">
        <Link to="/term-of-use" className="hover:text-ink">
          이용약관
        </Link>
        <span className="mx-2" aria-hidden>
          ·
        </span>
        <Link to="/privacy-policy" className="font-semibold text-sub hover:text-ink">
          개인정보처리방침
        </Link>
        <p className="mt-2">© {business.companyName}</p>
      </footer>
    </div>
  );
}
