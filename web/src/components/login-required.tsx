import { LockKeyhole } from 'lucide-react';
import { ButtonLink } from './button.tsx';

/**
 * The "login required" screen of member-only pages (store.md §2 /cart): what the page is,
 * why it is locked, and a way in that comes back here after logging in.
 */
export function LoginRequired({ from, message = '로그인 후 이용할 수 있는 서비스입니다.' }: { from: string; message?: string }) {
  return (
    <section aria-labelledby="login-required-title" className="flex flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="grid size-16 place-items-center rounded-full bg-soft text-mute">
        <LockKeyhole className="size-7" aria-hidden />
      </span>
      <h2 id="login-required-title" className="mt-5 text-xl font-bold tracking-tight text-ink">
        로그인이 필요합니다
      </h2>
      <p className="mt-2 text-[15px] text-sub">{message}</p>
      <div className="mt-7 flex w-full max-w-xs flex-col gap-2 sm:flex-row">
        <ButtonLink to="/login" state={{ from }} size="lg" block>
          로그인하기
        </ButtonLink>
        <ButtonLink to="/signup" variant="outline" size="lg" block>
          회원가입
        </ButtonLink>
      </div>
    </section>
  );
}
