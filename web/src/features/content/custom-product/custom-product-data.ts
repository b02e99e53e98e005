import { FileSpreadsheet, Globe, LayoutDashboard, MousePointerClick, Send, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { FaqItem } from '../faq/faq-categories.ts';

// Korean copy of the custom-software landing (store.md §2 /custom-product-first).

export const APPLY_PATH = '/custom-product-second';

export const BUILD_EXAMPLES: { icon: LucideIcon; title: string; items: string[] }[] = [
  { icon: FileSpreadsheet, title: '엑셀·문서 자동화', items: ['여러 파일 데이터 취합', '보고서·견적서 자동 작성', '정해진 양식으로 일괄 변환'] },
  { icon: ShoppingBag, title: '쇼핑몰 주문·재고 관리', items: ['오픈마켓 주문 자동 수집', '송장 번호 일괄 등록', '채널별 재고 동기화'] },
  { icon: Globe, title: '웹 데이터 수집', items: ['가격·상품 정보 모니터링', '공고·뉴스 자동 수집', '결과를 엑셀로 저장'] },
  { icon: Send, title: '메시지·메일 발송', items: ['고객 안내 문자 예약 발송', '템플릿 기반 개인화 메일', '발송 결과 기록'] },
  { icon: MousePointerClick, title: '반복 입력 매크로', items: ['ERP·그룹웨어 반복 입력', '사내 시스템 데이터 등록', '정해진 순서의 클릭 작업'] },
  { icon: LayoutDashboard, title: '사내 업무 도구', items: ['간단한 관리 프로그램', '데이터 조회·집계 화면', '팀 전용 업무 도우미'] },
];

export const PROCESS_STEPS: { title: string; text: string }[] = [
  { title: '상담 신청', text: '자동화하고 싶은 업무와 원하는 결과를 신청서에 적어 주세요. 요구사항 정의서 양식을 함께 첨부하면 더 정확해요.' },
  { title: '상담 및 견적', text: '영업일 기준 1~2일 이내에 담당자가 연락드려 세부 내용을 확인하고, 일정과 견적을 안내해 드려요.' },
  { title: '제작', text: '확정된 요구사항에 맞춰 개발하며, 중간 결과물을 공유해 방향을 함께 점검해요.' },
  { title: '검수', text: '실제 업무 환경에서 충분히 테스트하고, 필요한 부분은 꼼꼼하게 다듬어요.' },
  { title: '납품', text: '설치와 사용법 안내까지 마치면 납품 완료! 이후에도 유지보수를 협의해 진행할 수 있어요.' },
];

export const CUSTOM_FAQ: FaqItem[] = [
  {
    id: 'custom-cost',
    category: 'maintenance',
    question: '제작 비용은 어떻게 정해지나요?',
    answer: '필요한 기능의 범위와 난이도, 연동할 프로그램이나 사이트의 수에 따라 달라집니다. 상담에서 요구사항을 확인한 뒤 항목별로 나눈 견적을 안내해 드립니다.',
  },
  {
    id: 'custom-duration',
    category: 'maintenance',
    question: '제작 기간은 얼마나 걸리나요?',
    answer: '규모에 따라 다르며, 상담 때 단계별 일정을 함께 정합니다. 진행 상황은 로그인 후 마이페이지 › 맞춤 주문에서 언제든 확인할 수 있습니다.',
  },
  {
    id: 'custom-without-login',
    category: 'support',
    question: '로그인하지 않아도 신청할 수 있나요?',
    answer: '네, 비회원도 신청할 수 있습니다. 다만 작성 중인 신청서 임시 저장과 신청 내역 확인은 로그인한 회원만 이용할 수 있어요.',
  },
  {
    id: 'custom-after',
    category: 'maintenance',
    question: '납품 후에 수정이나 유지보수도 받을 수 있나요?',
    answer: '네. 유지보수 범위와 기간은 상담 때 함께 정하며, 대상 사이트가 바뀌는 등 환경 변화로 필요한 수정도 협의해 진행합니다.',
    link: { to: '/FAQ?category=maintenance', label: '유지보수 FAQ 더 보기' },
  },
];
