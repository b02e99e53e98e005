import { Link } from 'react-router-dom';
import { cn } from '../../components/index.ts';
import { useSite } from '../../lib/site.ts';
import { useShellWidth } from '../../lib/shell-width.ts';

export function Footer() {
  const site = useSite();
  const width = useShellWidth();
  const b = site.business;
  return (
    <footer className="mt-24 border-t border-line bg-soft/60 text-[13px] leading-relaxed text-mute with-floating-button:pb-6 sm:with-floating-button:pb-12">
      <div className={cn('mx-auto grid gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] with-floating-button:sm:px-16 with-floating-button:xl:px-6', width)}>
        <div>
          <nav aria-label="약관 및 정책" className="mb-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold text-sub">
            <Link to="/term-of-use" className="hover:text-ink">
              이용약관
            </Link>
            <Link to="/privacy-policy" className="font-bold text-ink hover:underline">
              개인정보처리방침
            </Link>
            <Link to="/FAQ" className="hover:text-ink">
              자주 묻는 질문
            </Link>
            <Link to="/service" className="hover:text-ink">
              고객센터
            </Link>
          </nav>
          <p className="mb-1 text-sm font-bold text-sub">{b.companyName}</p>
          <dl className="flex flex-wrap gap-x-4 gap-y-0.5">
            <FooterItem term="대표자" value={b.representative} />
            <FooterItem term="사업자등록번호" value={b.registrationNumber} />
            <FooterItem term="통신판매업신고번호" value={b.mailOrderNumber} />
            <FooterItem term="주소" value={b.address} />
            <FooterItem term="대표전화" value={b.phone} />
            <FooterItem term="이메일" value={b.email} />
            <FooterItem term="개인정보보호책임자" value={b.privacyOfficer} />
            <FooterItem term="호스팅 서비스" value={b.hostingProvider} />
          </dl>
          <p className="mt-4">© {new Date().getFullYear()} {b.storeName}. All rights reserved.</p>
        </div>
        <div className="md:text-right">
          <p className="text-sm font-bold text-sub">고객센터</p>
          <p className="mt-1 text-2xl font-extrabold tracking-tight text-ink">{b.phone}</p>
          {/* Labelled: under the phone number, bare office hours read as the phone's, which are the next line's. */}
          <p className="mt-2">업무 시간 {site.hours.office}</p>
          <p>채팅·전화 상담 {site.hours.chatAndPhone}</p>
          <p>{site.hours.closed}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterItem({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}</dt>
      <dd className="text-sub">{value}</dd>
    </div>
  );
}
