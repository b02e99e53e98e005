import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { cn } from '../../../components/cn.ts';
import { platform } from '../../../lib/platform/index.ts';
import { useOAuthProvidersQuery } from '../api/oauth2-providers.ts';
import { AUTH_COPY, type Provider } from '../messages.ts';
import { GoogleMark, KakaoMark, NaverMark } from './social-marks.tsx';

const base =
  'relative flex h-12 w-full items-center justify-center rounded-xl text-[15px] font-semibold transition-[filter] hover:brightness-[0.97] active:brightness-95';

/**
 * Naver and Kakao send the browser to the API's authorization endpoint (a real OAuth2
 * code flow); when the server says a provider is not configured, the visitor is told so
 * instead of being bounced through an error redirect. In the desktop app the login runs in the
 * member's browser (the app window never leaves the app), which hands the app back the same
 * /oauth2/success?ticket=… (or /login with an error) the website's redirect would reach; until
 * then the page says where the login is, and the member can give up waiting.
 */
export function SocialLoginButtons() {
  const providers = useOAuthProvidersQuery();
  const { alert } = useDialogs();
  const navigate = useNavigate();
  const [inBrowser, setInBrowser] = useState<Provider | null>(null);
  // Which login the page still waits for: one given up (or replaced) is ignored when it answers.
  const attempt = useRef(0);

  const start = async (provider: Provider) => {
    if (providers.data && !providers.data[provider]) {
      void alert(AUTH_COPY.notConfigured(provider));
      return;
    }
    const { socialLogin } = platform();
    if (!socialLogin) {
      window.location.assign(`/oauth2/authorization/${provider}`);
      return;
    }
    const id = ++attempt.current;
    setInBrowser(provider);
    try {
      const path = await socialLogin(provider);
      if (attempt.current === id && path) navigate(path);
    } catch {
      if (attempt.current === id) void alert(AUTH_COPY.socialFailed);
    } finally {
      if (attempt.current === id) setInBrowser(null);
    }
  };
  const giveUp = () => {
    attempt.current++;
    setInBrowser(null);
  };

  return (
    <div className="flex flex-col gap-2.5">
      <SocialButton onClick={() => void start('naver')} className="bg-[#03C75A] text-[#0b1f12]" mark={<NaverBadge />}>
        네이버로 로그인
      </SocialButton>
      <SocialButton onClick={() => void start('kakao')} className="bg-[#FEE500] text-[#191919]/90" mark={<KakaoMark className="size-[22px]" />}>
        카카오로 로그인
      </SocialButton>
      <SocialButton
        onClick={() => void alert(AUTH_COPY.googlePreparing)}
        className="border border-line bg-white text-ink hover:bg-soft"
        mark={<GoogleMark className="size-5" />}
      >
        구글로 로그인
      </SocialButton>
      {inBrowser && (
        <div role="status" className="mt-1 rounded-xl border border-line bg-soft/70 px-4 py-3.5 text-[13px] leading-relaxed text-sub">
          <p className="font-semibold text-ink">{AUTH_COPY.socialInBrowser(inBrowser)}</p>
          <p className="mt-0.5">{AUTH_COPY.socialInBrowserHint}</p>
          <button type="button" onClick={giveUp} className="mt-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {AUTH_COPY.socialInBrowserCancel}
          </button>
        </div>
      )}
    </div>
  );
}

function NaverBadge() {
  return <NaverMark className="size-[15px]" />;
}

function SocialButton({ onClick, className, mark, children }: { onClick: () => void; className: string; mark: ReactNode; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={cn(base, className)}>
      <span className="absolute left-5 grid size-6 place-items-center">{mark}</span>
      {children}
    </button>
  );
}
