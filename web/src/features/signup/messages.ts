import type { TermKey } from './terms.ts';

// Korean copy of the sign-up screens, gathered for review.

export const SIGNUP_STEPS = ['약관 동의', '계정 정보', '개인 정보'] as const;

export const TERMS: { key: TermKey; title: string; required: boolean; summary: string; link?: string }[] = [
  {
    key: 'service',
    title: '서비스 이용약관',
    required: true,
    summary:
      '오토웍스가 제공하는 자동화 프로그램 구독, 라이선스 키 발급과 이용, 결제와 환불에 관한 회원과 회사의 권리·의무를 정합니다.',
    link: '/term-of-use',
  },
  {
    key: 'privacy',
    title: '개인정보 수집 및 이용',
    required: true,
    summary:
      '수집 항목: 아이디, 비밀번호, 이름, 생년월일, 이메일, 휴대폰 번호\n이용 목적: 회원 식별, 본인 확인, 주문·라이선스 관리, 고객 상담\n보유 기간: 회원 탈퇴 시까지 (관계 법령에 따라 보관이 필요한 정보는 해당 기간까지)',
    link: '/privacy-policy',
  },
  {
    key: 'marketing',
    title: '마케팅 정보 수신',
    required: false,
    summary:
      '신상품 소식과 할인·이벤트 혜택을 문자와 이메일로 보내 드립니다. 동의하지 않아도 서비스 이용에 제한은 없으며, 마이페이지에서 언제든지 변경할 수 있습니다.',
  },
];

export const SIGNUP_COPY = {
  termsTitle: '오토웍스 이용약관에\n동의해 주세요',
  termsDescription: '서비스 이용을 위해 아래 약관에 동의가 필요합니다.',
  agreeAll: '약관에 모두 동의합니다',
  agreeAllHint: '선택 항목에 대한 동의를 포함합니다.',
  termsRequired: '필수 약관에 모두 동의해 주세요.',
  accountTitle: '로그인에 사용할\n계정 정보를 입력해 주세요',
  draftResumed: '입력하시던 내용을 이어서 작성합니다. 비밀번호는 보안을 위해 저장하지 않으니 다시 입력해 주세요.',
  personalTitle: '본인 확인을 위해\n개인 정보를 입력해 주세요',
  personalDescription: '휴대폰 인증 후 가입이 완료됩니다.',
  recheck: '입력하신 정보를 다시 확인해 주세요.',
  phoneRequestFailed: '휴대폰 번호 인증 요청에 실패했습니다.',
  loginIdCheckFailed: '아이디를 확인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  alreadyRegistered: '이미 가입된 회원입니다. 로그인해 주세요.',
  timeExceeded: '인증 시간이 초과되었습니다. 처음부터 다시 시도해 주세요.',
  codeMismatch: '인증번호가 일치하지 않습니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다. 다른 아이디를 입력해 주세요.',
  emailTaken: '이미 다른 계정에서 사용 중인 이메일입니다. 다른 이메일을 입력하시거나, 가입한 적이 있다면 아이디 찾기를 이용해 주세요.',
  signupFailed: '회원가입에 실패했습니다. 다시 시도해 주세요.',
  welcomeTitle: '회원가입을 축하합니다!',
  welcomeIssued: '신규 가입 환영 쿠폰이 발급되었습니다.',
  welcomeWhere: '발급된 쿠폰은 마이페이지에서 확인하실 수 있습니다.',
  /** No coupon this time (the phone had its welcome coupon within a year, or none is running). */
  welcomeNoCoupon: '이제 로그인하고 필요한 자동화 프로그램을 만나 보세요.',
  redirecting: '잠시 후 홈으로 이동합니다.',
} as const;
