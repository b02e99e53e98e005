import { Download, LifeBuoy, MousePointerClick, type LucideIcon } from 'lucide-react';

// The video manual (store.md §2 /manual). The YouTube ids are PLACEHOLDERS until the real
// videos are uploaded: replace `youtubeId` here and nothing else changes.

export interface ManualVideo {
  id: string;
  youtubeId: string;
  step: string;
  title: string;
  description: string;
  duration: string;
  chapters: string[];
  icon: LucideIcon;
  /** Gradient of the drawn thumbnail. */
  tone: string;
}

export const MANUAL_VIDEOS: ManualVideo[] = [
  {
    id: 'install',
    youtubeId: 'aw-install1',
    step: 'STEP 01',
    title: '프로그램 설치와 라이선스 활성화',
    description: '구매한 프로그램을 내려받아 설치하고, 라이선스 키를 입력해 활성화하는 과정을 처음부터 따라 해 보세요.',
    duration: '4:12',
    chapters: ['마이페이지에서 프로그램 내려받기', '설치 파일 실행과 보안 경고 해결하기', '라이선스 키 복사해서 입력하기', 'PC 2대까지 등록되는 방식 알아보기'],
    icon: Download,
    tone: 'from-brand-600 to-indigo-500',
  },
  {
    id: 'basics',
    youtubeId: 'aw-basics01',
    step: 'STEP 02',
    title: '기본 사용법',
    description: '작업 만들기부터 예약 실행, 결과 확인까지 매일 쓰는 핵심 기능을 한 번에 익힐 수 있습니다.',
    duration: '6:38',
    chapters: ['첫 화면과 메뉴 구성 살펴보기', '새 작업 만들고 저장하기', '원하는 시간에 예약 실행하기', '실행 기록과 결과 파일 확인하기'],
    icon: MousePointerClick,
    tone: 'from-emerald-600 to-teal-500',
  },
  {
    id: 'troubleshooting',
    youtubeId: 'aw-trouble1',
    step: 'STEP 03',
    title: '자주 겪는 문제 해결',
    description: '프로그램이 실행되지 않거나 키 인증이 실패할 때, PC를 바꿨을 때 스스로 해결하는 방법을 알려 드립니다.',
    duration: '5:05',
    chapters: ['실행이 안 될 때 확인할 것', '라이선스 인증 실패 메시지별 해결법', 'PC를 교체했을 때 등록 해제 요청하기', '고객센터에 문의할 때 준비할 정보'],
    icon: LifeBuoy,
    tone: 'from-violet-600 to-fuchsia-500',
  },
];

export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0&modestbranding=1`;
}

export const QUICK_START: { title: string; text: string }[] = [
  { title: '구매한 프로그램 내려받기', text: '마이페이지 › 구매 내역에서 결제가 완료된 주문의 ‘다운로드’ 버튼을 누르세요.' },
  { title: '라이선스 키 복사하기', text: '마이페이지 › 구독 관리에서 상품을 선택하고 라이선스 키를 확인해 복사하세요.' },
  { title: '실행 후 키 입력하기', text: '프로그램을 처음 실행하면 나오는 인증 창에 키를 붙여 넣으면 바로 사용할 수 있어요.' },
];
