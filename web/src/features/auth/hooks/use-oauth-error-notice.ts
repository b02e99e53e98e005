import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { OAUTH_ERROR_KEYS, oauthErrorMessage } from '../oauth-error.ts';

/**
 * membership.md §2: on /login the oauth2error and provider parameters are kept in local
 * storage, the URL is cleaned (replace, so Back does not bring them again), the alert is
 * shown once, and the stored values are cleared.
 */
export function useOAuthErrorNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { alert } = useDialogs();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const error = params.get('oauth2error');
    if (error) {
      localStorage.setItem(OAUTH_ERROR_KEYS.error, error);
      localStorage.setItem(OAUTH_ERROR_KEYS.provider, params.get('provider') ?? '');
      params.delete('oauth2error');
      params.delete('provider');
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true, state: location.state });
      return;
    }
    const stored = localStorage.getItem(OAUTH_ERROR_KEYS.error);
    if (!stored) return;
    const provider = localStorage.getItem(OAUTH_ERROR_KEYS.provider);
    localStorage.removeItem(OAUTH_ERROR_KEYS.error);
    localStorage.removeItem(OAUTH_ERROR_KEYS.provider);
    void alert(oauthErrorMessage(stored, provider));
  }, [location.search, location.pathname, location.state, navigate, alert]);
}
