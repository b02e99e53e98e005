import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { LoadingState } from '../../../components/states.tsx';
import { fetchAuthCheck, useStartSession } from '../../../lib/auth-session.ts';
import { sessionAtom } from '../../../lib/session.ts';
import { useOAuthExchangeMutation } from '../api/oauth2-exchange.ts';
import { AUTH_COPY } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /oauth2/success?ticket=…: the API hands over a short-lived one-time ticket, never a token
 * (DESIGN §4). The ticket is exchanged once, dropped from the address bar, and the session
 * token is kept for this browser session only. In the desktop app the address also carries the
 * verifier of the app's login in the browser (desktop/src/main/social-login.ts), sent along.
 */
export function OAuth2SuccessPage() {
  usePageTitle('로그인');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const startSession = useStartSession();
  const setSession = useSetAtom(sessionAtom);
  const exchange = useOAuthExchangeMutation();
  const started = useRef(false);
  const ticket = params.get('ticket');
  const verifier = params.get('verifier');

  useEffect(() => {
    // A ticket is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    window.history.replaceState(window.history.state, '', window.location.pathname);

    const fail = () => {
      navigate('/login', { replace: true });
      void alert(AUTH_COPY.socialFailed);
    };
    if (!ticket) return fail();
    exchange.mutate(
      verifier ? { ticket, verifier } : { ticket },
      {
        onSuccess: async ({ data }) => {
          await startSession({ token: data.token, role: data.role, loginId: null, persistent: false });
          fetchAuthCheck()
            .then(({ data: me }) => setSession((s) => (s.status === 'authenticated' ? { ...s, loginId: me.loginId } : s)))
            .catch(() => undefined);
          navigate('/', { replace: true });
        },
        onError: fail,
      },
    );
  }, [ticket, verifier, exchange, navigate, alert, startSession, setSession]);

  return <LoadingState message={AUTH_COPY.socialChecking} />;
}
