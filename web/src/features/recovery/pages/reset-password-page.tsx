import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDialogs } from '../../../components/alert-host.tsx';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import { InvalidAccess } from '../components/invalid-access.tsx';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { resetGrantAtom, type ResetGrant, type ResetPasswordLocationState } from '../state.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /find-pw/reset-password, checked in membership.md §2's order: without the in-memory permission
 * from /find-pw (a reload, a typed or copied address) it returns to /login saying "invalid
 * access"; with it but without the hand-over of the login id it shows "invalid access" and the
 * way back to /find-pw.
 */
export function ResetPasswordPage() {
  usePageTitle('비밀번호 재설정');
  const state = useLocation().state as ResetPasswordLocationState | null;
  const grant = useAtomValue(resetGrantAtom);
  const handOver: ResetGrant | null =
    state && typeof state.loginId === 'string' && typeof state.resetToken === 'string' ? { loginId: state.loginId, resetToken: state.resetToken } : null;
  // Decided once on arrival: revoking the grant after a successful change must not re-route.
  const [permitted] = useState(
    () => grant !== null && (handOver === null || (grant.loginId === handOver.loginId && grant.resetToken === handOver.resetToken)),
  );

  if (!permitted) return <RedirectToLogin />;
  if (!handOver) return <InvalidAccess backTo="/find-pw" backLabel="비밀번호 찾기로 돌아가기" />;
  return (
    <NarrowPage title={RECOVERY_COPY.resetTitle} description={RECOVERY_COPY.resetDescription}>
      <p className="mb-6 rounded-xl bg-soft px-4 py-3 text-[15px] text-sub">
        아이디 <strong className="ml-1 font-bold text-ink">{handOver.loginId}</strong>
      </p>
      <ResetPasswordForm grant={handOver} />
    </NarrowPage>
  );
}

function RedirectToLogin() {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate('/login', { replace: true });
    void alert(RECOVERY_COPY.invalidAccess);
  }, [navigate, alert]);
  return null;
}
