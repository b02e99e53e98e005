import { CircleCheck } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { FindIdResponse } from '@store/shared';
import { ButtonLink } from '../../../components/button.tsx';
import { NarrowPage } from '../../../components/narrow-page.tsx';
import type { LoginLocationState } from '../../../lib/auth-session.ts';
import { InvalidAccess } from '../components/invalid-access.tsx';
import { RECOVERY_COPY } from '../messages.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type FoundId = Partial<FindIdResponse['data']>;

/** "2024-03-05" -> "2024년 3월 5일"; anything else as given. */
function formatJoinDate(value: string | undefined): string | undefined {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[1]}년 ${Number(m[2])}월 ${Number(m[3])}일` : value || undefined;
}

/** /find-id/result: the login ID handed over in navigation state by the find-id forms. */
export function FindIdResultPage() {
  usePageTitle(RECOVERY_COPY.findIdTitle);
  const state = useLocation().state as FoundId | null;
  if (!state || typeof state !== 'object' || !('memberId' in state)) {
    return <InvalidAccess backTo="/find-id" backLabel="아이디 찾기로 돌아가기" />;
  }
  const loginId = typeof state.memberId === 'string' && state.memberId ? state.memberId : undefined;
  const joinDate = formatJoinDate(typeof state.joinDate === 'string' ? state.joinDate : undefined);

  return (
    <NarrowPage
      top={<CircleCheck className="mb-5 size-12 text-brand-600" aria-hidden />}
      title={RECOVERY_COPY.resultTitle}
      description={RECOVERY_COPY.resultDescription}
    >
      <dl className="divide-y divide-line rounded-2xl bg-soft px-5">
        <div className="flex items-center justify-between gap-4 py-4">
          <dt className="text-sm text-sub">아이디</dt>
          <dd className="text-right text-lg font-bold text-ink" data-testid="found-login-id">
            {loginId ?? RECOVERY_COPY.noLoginId}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4 py-4">
          <dt className="text-sm text-sub">가입일</dt>
          <dd className="text-right text-[15px] font-medium text-ink">{joinDate ?? RECOVERY_COPY.noJoinDate}</dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-col gap-2.5">
        <ButtonLink to="/login" state={loginId ? ({ loginId } satisfies LoginLocationState) : undefined} size="lg" block>
          로그인
        </ButtonLink>
        <ButtonLink to="/find-pw" size="lg" variant="outline" block>
          비밀번호 찾기
        </ButtonLink>
      </div>
    </NarrowPage>
  );
}
