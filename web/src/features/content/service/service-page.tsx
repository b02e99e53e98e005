import { Clock, ExternalLink, FileQuestion, Mail, MessageCircle, Phone, PlayCircle, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass, Container, PageTitle } from '../../../components/index.ts';
import { platform } from '../../../lib/platform/index.ts';
import { useSite } from '../../../lib/site.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

const helpLinks = (reply: string) => [
  { to: '/FAQ', icon: FileQuestion, title: '자주 묻는 질문', text: '라이선스, 환불, 결제 등 궁금한 점을 바로 찾아보세요.' },
  { to: '/manual', icon: PlayCircle, title: '사용 매뉴얼', text: '설치부터 문제 해결까지 영상으로 따라 해 보세요.' },
  { to: '/custom-product-first', icon: Wrench, title: '맞춤 제작 문의', text: `필요한 프로그램을 만들어 드려요. ${reply}.` },
];

// KakaoTalk's own yellow and near-black, as its brand guide asks; not a design-system variant,
// so the classes are spelled out here instead of fighting buttonClass's primary background.
const KAKAO_BUTTON =
  'inline-flex h-14 w-full items-center justify-center gap-1.5 rounded-xl bg-[#FEE500] px-6 text-base font-semibold text-[#191919] transition-colors hover:bg-[#f5dc00] active:bg-[#ebd300] select-none whitespace-nowrap';

export function ServicePage() {
  usePageTitle('고객센터');
  const site = useSite();
  const b = site.business;
  const tel = `tel:${b.phone.replace(/[^0-9+]/g, '')}`;

  return (
    <Container>
      <PageTitle title="고객센터" description="무엇을 도와드릴까요? 편하신 방법으로 문의해 주세요." />

      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="chat-title" className="flex flex-col rounded-3xl bg-[#fffbe0] p-6 ring-1 ring-[#f5e27a] sm:p-8">
          <span className="grid size-12 place-items-center rounded-2xl bg-[#FEE500] text-[#191919]">
            <MessageCircle className="size-6 fill-current" aria-hidden />
          </span>
          <h2 id="chat-title" className="mt-5 text-xl font-bold">
            카카오톡 채팅 상담
          </h2>
          <p className="mt-2 text-[15px] leading-relaxed text-sub">
            상담원과 1:1 채팅으로 가장 빠르게 해결하세요. 주문번호와 오류 화면을 함께 보내 주시면 더 정확하게 안내해 드려요.
          </p>
          <p className="mt-4 flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Clock className="size-4" aria-hidden /> {site.hours.chatAndPhone}
          </p>
          <div className="mt-auto pt-6">
            <button type="button" onClick={() => platform().openExternal(site.chatChannelUrl)} className={KAKAO_BUTTON}>
              카카오톡 채널로 상담하기
              <ExternalLink className="size-4" aria-hidden />
              <span className="sr-only">(새 창에서 열림)</span>
            </button>
          </div>
        </section>

        <section aria-labelledby="phone-title" className="flex flex-col rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8">
          <span className="grid size-12 place-items-center rounded-2xl bg-brand-600 text-white">
            <Phone className="size-6" aria-hidden />
          </span>
          <h2 id="phone-title" className="mt-5 text-xl font-bold">
            전화 상담
          </h2>
          <p className="mt-2 text-3xl font-extrabold tracking-tight tabular-nums">{b.phone}</p>
          <p className="mt-4 flex items-center gap-1.5 text-sm font-semibold text-ink">
            <Clock className="size-4" aria-hidden /> {site.hours.chatAndPhone}
          </p>
          <p className="mt-1 text-sm text-sub">{site.hours.closed}</p>
          <div className="mt-auto pt-6">
            <a href={tel} className={buttonClass({ size: 'lg', block: true })}>
              <Phone className="size-4" aria-hidden />
              {b.phone} 전화 걸기
            </a>
          </div>
        </section>
      </div>

      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="mail-title" className="rounded-3xl border border-line p-6 sm:p-8">
          <h2 id="mail-title" className="flex items-center gap-2 text-lg font-bold">
            <Mail className="size-5 text-brand-600" aria-hidden /> 이메일 문의
          </h2>
          <p className="mt-2 text-[15px] leading-relaxed text-sub">
            파일을 첨부하거나 자세히 설명해야 하는 문의는 이메일로 보내 주세요. 운영 시간에 접수 순서대로 답변드립니다.
          </p>
          <a href={`mailto:${b.email}`} className="mt-4 inline-block text-lg font-bold text-brand-700 hover:underline">
            {b.email}
          </a>
        </section>

        <section aria-labelledby="hours-title" className="rounded-3xl border border-line p-6 sm:p-8">
          <h2 id="hours-title" className="flex items-center gap-2 text-lg font-bold">
            <Clock className="size-5 text-brand-600" aria-hidden /> 운영 시간
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-[15px]">
            <dt className="font-semibold text-ink">고객센터</dt>
            <dd className="text-sub">{site.hours.office}</dd>
            <dt className="font-semibold text-ink">채팅·전화</dt>
            <dd className="text-sub">{site.hours.chatAndPhone}</dd>
            <dt className="font-semibold text-ink">맞춤 제작</dt>
            <dd className="text-sub">{site.hours.customRequestReply}</dd>
            <dt className="font-semibold text-ink">휴무</dt>
            <dd className="text-sub">{site.hours.closed}</dd>
          </dl>
        </section>
      </div>

      <section aria-labelledby="self-help-title" className="mt-16">
        <h2 id="self-help-title" className="text-xl font-bold">
          상담 전에 확인해 보세요
        </h2>
        <ul className="mt-5 grid gap-3 md:grid-cols-3">
          {helpLinks(site.hours.customRequestReply).map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link to={to} className="flex h-full items-start gap-4 rounded-2xl bg-soft p-5 transition-colors hover:bg-brand-50">
                <Icon className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden />
                <span>
                  <span className="block font-bold text-ink">{title}</span>
                  <span className="mt-1 block text-sm leading-relaxed text-sub">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
