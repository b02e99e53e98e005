import { Lightbulb, ShieldCheck, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { LICENSE_MAX_DEVICES, REFUND_WINDOW_DAYS } from '@store/shared';

// Korean copy of the about page, kept apart from the layout so it is easy to review.

export interface CompanyValue {
  icon: LucideIcon;
  name: string;
  title: string;
  text: string;
}

export const COMPANY_VALUES: CompanyValue[] = [
  {
    icon: Lightbulb,
    name: '혁신',
    title: '더 적은 클릭, 더 빠른 결과',
    text: '업무 현장의 불편에서 출발해, 처음 쓰는 분도 바로 익힐 수 있는 자동화 방식을 끊임없이 고민합니다.',
  },
  {
    icon: ShieldCheck,
    name: '신뢰',
    title: '약속한 것은 반드시 지킵니다',
    text: '투명한 가격, 명확한 환불 기준, 안전한 라이선스 관리로 믿고 맡길 수 있는 서비스를 만듭니다.',
  },
  {
    icon: Zap,
    name: '효율',
    title: '고객의 시간을 돌려드립니다',
    text: '매일 한 시간씩 걸리던 반복 업무를 몇 분으로 줄여, 더 중요한 일에 집중할 수 있도록 돕습니다.',
  },
  {
    icon: TrendingUp,
    name: '성장',
    title: '고객과 함께 자라는 제품',
    text: '고객의 의견을 업데이트에 꾸준히 반영하며, 고객의 비즈니스가 커지는 만큼 함께 성장합니다.',
  },
];

export interface Highlight {
  value: string;
  label: string;
}

export const OUR_PROMISES: Highlight[] = [
  { value: `PC ${LICENSE_MAX_DEVICES}대`, label: '라이선스 키 하나로 사용' },
  { value: `${REFUND_WINDOW_DAYS}일`, label: '구매 후 환불 요청 기간' },
  { value: '1~2일', label: '맞춤 제작 문의 답변 (영업일)' },
  { value: '10~22시', label: '평일 채팅·전화 상담' },
];

export interface TeamMember {
  /** Left out for the representative: the one named in the admin's site settings (useSite). */
  name?: string;
  role: string;
  bio: string;
  /** Tailwind classes for the avatar circle (no photos: initials on a colour). */
  tone: string;
}

export const TEAM: TeamMember[] = [
  {
    role: '대표',
    bio: '10년 넘게 업무 자동화 프로그램을 만들어 왔습니다. 현장에서 바로 쓰이는 프로그램을 가장 좋아합니다.',
    tone: 'bg-brand-600 text-white',
  },
  {
    name: '이서연',
    role: '운영·고객지원 총괄',
    bio: '고객의 문의 하나하나가 제품을 더 좋게 만든다고 믿습니다. 개인정보 보호책임자를 겸하고 있습니다.',
    tone: 'bg-emerald-700 text-white',
  },
  {
    name: '박지훈',
    role: '개발 리드',
    bio: '오래 안정적으로 쓸 수 있는 프로그램을 위해 테스트와 유지보수를 책임집니다.',
    tone: 'bg-violet-600 text-white',
  },
  {
    name: '최유진',
    role: '프로덕트 디자이너',
    bio: '설명서 없이도 쓸 수 있는 화면을 목표로, 고객의 첫 사용 경험을 설계합니다.',
    tone: 'bg-amber-500 text-ink',
  },
];

/** Korean initials: the given name (the characters after the one-syllable family name). */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  return trimmed.length >= 3 ? trimmed.slice(1, 3) : trimmed;
}
