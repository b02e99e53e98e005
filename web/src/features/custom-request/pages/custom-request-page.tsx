import { Container } from '../../../components/index.ts';
import { useSession } from '../../../lib/session.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { CustomRequestForm } from '../components/custom-request-form.tsx';
import { RequestGuide, VisitorNotice } from '../components/request-guide.tsx';

/** /custom-product-second: the custom-software consultation form. */
export function CustomRequestPage() {
  const { isLoggedIn } = useSession();
  usePageTitle('맞춤 제작 상담 신청');
  return (
    <Container className="pb-8">
      <header className="mb-8 mt-10 sm:mt-14">
        <p className="text-sm font-bold text-brand-600">맞춤 제작</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight sm:text-3xl">맞춤 제작 상담 신청</h1>
        <p className="mt-2 text-[15px] text-sub">우리 회사 업무에 꼭 맞는 자동화 프로그램, 신청서를 남겨 주시면 전문 상담원이 연락드립니다.</p>
      </header>
      {!isLoggedIn && (
        <div className="mb-8">
          <VisitorNotice />
        </div>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
        <CustomRequestForm />
        <div className="lg:sticky lg:top-24 lg:self-start">
          <RequestGuide />
        </div>
      </div>
    </Container>
  );
}
