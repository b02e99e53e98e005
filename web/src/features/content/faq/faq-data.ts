import type { FaqItem } from './faq-categories.ts';

// FAQ copy. Numbers follow store.md §9: 2 PCs per key, refund within 7 days, support hours,
// 1-2 business days for custom requests, months 1/3/6/12/unlimited with 3/5/10/15 % off,
// points in multiples of 10, a 3 % review reward, ad messages only 08:00-21:00.

export const FAQ_ITEMS: FaqItem[] = [
  // 서비스 기능
  {
    id: 'what-can-automate',
    category: 'features',
    question: '오토웍스 프로그램으로 어떤 일을 자동화할 수 있나요?',
    answer:
      '엑셀 데이터 정리와 보고서 작성, 쇼핑몰 주문 수집, 블로그·SNS 게시, 웹 정보 수집처럼 윈도우 PC에서 매일 반복되는 업무를 자동으로 처리합니다. 상품마다 지원하는 기능이 다르니 상품 상세 페이지의 설명과 사용 영상을 꼭 확인해 주세요.',
    link: { to: '/products', label: '전체 상품 보기' },
  },
  {
    id: 'environment',
    category: 'features',
    question: '어떤 PC 환경에서 사용할 수 있나요?',
    answer:
      'Windows 10 또는 Windows 11(64비트) PC에서 사용할 수 있으며, macOS와 모바일 기기는 지원하지 않습니다. 상품별 권장 사양과 필요한 프로그램은 상품 상세 페이지의 ‘사용 환경’ 항목에서 확인할 수 있습니다.',
  },
  {
    id: 'internet',
    category: 'features',
    question: '인터넷 연결이 꼭 필요한가요?',
    answer:
      '라이선스 인증을 위해 프로그램을 시작할 때 인터넷 연결이 필요합니다. 웹사이트를 다루는 자동화 프로그램은 작업하는 동안에도 인터넷에 연결되어 있어야 합니다.',
  },
  {
    id: 'try-before-buy',
    category: 'features',
    question: '구매하기 전에 실제로 동작하는 모습을 볼 수 있나요?',
    answer:
      '상품 상세 페이지의 ‘원격 체험 안내’를 통해 상담원과 함께 실제 동작을 확인해 보실 수 있습니다. 1개월 구독으로 부담 없이 먼저 써 보시는 것도 좋은 방법입니다.',
  },

  // 이용 방법
  {
    id: 'download',
    category: 'usage',
    question: '구매한 프로그램은 어디에서 내려받나요?',
    answer:
      '마이페이지 › 구매 내역에서 결제 완료 또는 구매 확정 상태인 주문의 ‘다운로드’ 버튼을 누르면 내려받을 수 있습니다. 무통장 입금으로 주문하셨다면 입금이 확인된 뒤에 다운로드할 수 있습니다.',
  },
  {
    id: 'license-key-where',
    category: 'usage',
    question: '라이선스 키는 어디에서 확인하나요?',
    answer:
      '마이페이지 › 구독 관리에서 상품을 선택하면 라이선스 키를 확인하고 복사할 수 있습니다. 키를 확인하면 해당 구독이 ‘사용 중’으로 바뀌므로, 실제로 사용하실 때 확인해 주세요.',
  },
  {
    id: 'video-manual',
    category: 'usage',
    question: '사용 방법을 영상으로 볼 수 있나요?',
    answer:
      '네. 사용 매뉴얼 페이지에서 설치와 라이선스 활성화, 기본 사용법, 자주 겪는 문제 해결까지 3편의 영상을 보실 수 있습니다.',
    link: { to: '/manual', label: '사용 매뉴얼 보기' },
  },
  {
    id: 'expired',
    category: 'usage',
    question: '구독 기간이 끝나면 어떻게 되나요?',
    answer:
      '구독 기간이 끝나면 프로그램 실행이 제한됩니다. 같은 상품을 다시 구매하시면 새 라이선스 키로 계속 이용하실 수 있으며, 마이페이지 › 구독 관리에서 남은 기간과 만료일을 미리 확인할 수 있습니다.',
  },

  // 구매 및 라이선스
  {
    id: 'periods-discounts',
    category: 'purchase',
    question: '구독 기간은 어떻게 고르나요? 기간별 할인이 있나요?',
    answer:
      '1개월, 3개월, 6개월, 12개월, 무제한 중에서 고를 수 있습니다. 오래 쓸수록 할인이 커져 3개월 3%, 6개월 5%, 12개월 10%, 무제한 15%가 추가로 할인됩니다. 상품에 따라 선택할 수 있는 기간이 다를 수 있습니다.',
  },
  {
    id: 'payment-methods',
    category: 'purchase',
    question: '결제 수단은 무엇이 있나요?',
    answer:
      '카드 결제(간편결제 포함)와 무통장 입금을 지원합니다. 무통장 입금은 주문 후 안내되는 계좌로 입금하시면 확인 뒤 결제 완료로 바뀌며, 입금 안내는 입력하신 이메일로도 보내 드립니다.',
  },
  {
    id: 'two-pcs',
    category: 'purchase',
    question: '라이선스 키 하나로 몇 대의 PC에서 쓸 수 있나요?',
    answer:
      '키 하나당 최대 2대의 PC에서 사용할 수 있습니다. 처음 인증한 PC부터 차례대로 등록되며, 세 번째 PC에서는 인증되지 않습니다. 더 많은 PC에서 쓰려면 수량을 늘려 구매해 주세요.',
  },
  {
    id: 'change-pc',
    category: 'purchase',
    question: 'PC를 바꿨더니 새 PC에서 인증이 되지 않아요.',
    answer:
      '이미 PC 2대가 등록되어 있는 경우입니다. 고객센터에 라이선스 키와 함께 더 이상 쓰지 않는 PC의 등록 해제를 요청해 주시면, 확인 후 관리자가 등록 자리 하나를 비워 드립니다.',
    link: { to: '/service', label: '고객센터 문의하기' },
  },
  {
    id: 'points',
    category: 'purchase',
    question: '포인트는 어떻게 쌓고 사용하나요?',
    answer:
      '결제를 마치면 결제 금액에 따라 구매 적립 포인트가 쌓이고(주문 상세에서 적립된 포인트를 확인할 수 있습니다), 구매한 상품의 리뷰를 작성하면 주문 금액의 3%가 더 적립됩니다. 포인트는 결제할 때 10포인트 단위로 사용할 수 있으며, 주문 금액보다 많이 사용할 수는 없습니다.',
  },
  {
    id: 'coupons',
    category: 'purchase',
    question: '쿠폰은 어떻게 사용하나요?',
    answer:
      '결제 화면에서 가지고 있는 쿠폰을 선택하면 할인 금액이 바로 반영됩니다. 보유한 쿠폰과 유효기간은 마이페이지 › 쿠폰에서 확인할 수 있습니다.',
  },

  // 환불 및 A/S
  {
    id: 'refund-window',
    category: 'refund',
    question: '환불을 받을 수 있나요?',
    answer:
      '구매일로부터 7일 이내에 환불을 요청하실 수 있습니다. 채팅, 전화 또는 이메일로 주문번호와 함께 요청해 주세요. 사용한 포인트와 쿠폰은 환불과 함께 되돌려 드립니다.',
  },
  {
    id: 'refund-error',
    category: 'refund',
    question: '프로그램 오류로 쓸 수 없으면 환불되나요?',
    answer:
      '당사 프로그램의 오류로 정상적으로 사용할 수 없고 해결도 어려운 경우, 7일이 지났더라도 이미 사용한 기간을 뺀 나머지 기간의 금액을 환불해 드립니다.',
  },
  {
    id: 'as',
    category: 'refund',
    question: 'A/S는 어떻게 받나요?',
    answer:
      '구독 기간 동안 오류 수정과 사용 문의를 지원합니다. 필요하면 원격 지원으로 고객님 PC에서 직접 확인해 드립니다. 상품별 지원 범위는 상품 상세 페이지의 ‘A/S 지원’ 항목을 확인해 주세요.',
  },
  {
    id: 'refund-when',
    category: 'refund',
    question: '환불 금액은 언제 돌려받나요?',
    answer:
      '환불이 확정되면 3영업일 이내에 처리합니다. 카드 결제는 승인 취소로 환불되며 카드사에 따라 실제 반영까지 며칠 더 걸릴 수 있고, 무통장 입금은 알려 주신 계좌로 입금해 드립니다.',
  },

  // 법률 및 안전
  {
    id: 'is-it-legal',
    category: 'legal',
    question: '자동화 프로그램을 써도 법적으로 문제가 없나요?',
    answer:
      '프로그램 자체는 업무를 돕는 합법적인 도구입니다. 다만 대상 웹사이트의 이용약관이나 관련 법령이 금지하는 방식(허락 없는 대량 수집, 스팸 발송 등)으로 사용하는 책임은 이용자에게 있으니, 사용 전에 대상 서비스의 정책을 꼭 확인해 주세요.',
    link: { to: '/term-of-use', label: '이용약관 보기' },
  },
  {
    id: 'antivirus',
    category: 'legal',
    question: '백신 프로그램이 설치 파일을 막아요. 안전한 파일인가요?',
    answer:
      '자동화 프로그램은 키보드와 마우스 입력을 대신하기 때문에 일부 백신이 위험 파일로 잘못 판단하기도 합니다. 오토웍스 스토어에서 내려받은 파일만 사용해 주시고, 계속 차단되면 고객센터로 문의해 주세요.',
  },
  {
    id: 'data-safety',
    category: 'legal',
    question: '제 계정 정보와 업무 데이터는 안전한가요?',
    answer:
      '비밀번호는 복호화할 수 없는 방식으로 암호화해 저장하며, 주민등록번호는 수집하지 않습니다. 프로그램이 다루는 업무 데이터는 고객님 PC 안에서 처리되고, 라이선스 인증에 필요한 정보만 서버로 전송됩니다.',
    link: { to: '/privacy-policy', label: '개인정보처리방침 보기' },
  },
  {
    id: 'ad-messages',
    category: 'legal',
    question: '광고 메시지는 언제 받나요? 수신을 거부할 수 있나요?',
    answer:
      '광고성 정보는 수신에 동의한 회원에게만, 오전 8시부터 오후 9시 사이에만 보내 드립니다. 마이페이지 › 알림 설정에서 언제든지 수신 동의를 철회할 수 있습니다.',
  },

  // 유지보수 및 추가 기능
  {
    id: 'updates',
    category: 'maintenance',
    question: '프로그램 업데이트는 어떻게 받나요?',
    answer:
      '구독 기간 중 업데이트는 추가 비용 없이 제공됩니다. 새 버전이 나오면 마이페이지 › 구매 내역에서 최신 설치 파일을 내려받아 덮어 설치하시면 됩니다.',
  },
  {
    id: 'site-changed',
    category: 'maintenance',
    question: '대상 웹사이트가 바뀐 뒤로 프로그램이 작동하지 않아요.',
    answer:
      '쇼핑몰이나 포털 같은 대상 사이트의 화면 구조가 바뀌면 일시적으로 작동하지 않을 수 있습니다. 고객센터로 알려 주시면 확인 후 업데이트로 대응해 드립니다.',
  },
  {
    id: 'add-feature',
    category: 'maintenance',
    question: '원하는 기능을 추가로 만들어 줄 수 있나요?',
    answer:
      '기존 상품에 기능 추가를 원하시면 맞춤 제작 신청서로 요청해 주세요. 내용을 검토한 뒤 영업일 기준 1~2일 이내에 가능 여부와 견적을 안내해 드립니다.',
    link: { to: '/custom-product-first', label: '맞춤 제작 알아보기' },
  },
  {
    id: 'custom-maintenance',
    category: 'maintenance',
    question: '맞춤 제작한 프로그램도 유지보수를 받을 수 있나요?',
    answer:
      '네. 납품 후 유지보수 범위와 기간은 상담할 때 함께 정합니다. 대상 사이트의 변경처럼 사용 환경이 달라져 생기는 수정도 협의해 진행합니다.',
  },

  // 고객 지원
  {
    id: 'hours',
    category: 'support',
    question: '고객센터 운영 시간은 어떻게 되나요?',
    answer:
      '고객센터는 평일 09:00~18:00에 운영하며, 점심시간(12:00~13:00)에는 답변이 늦어질 수 있습니다. 채팅과 전화 상담은 평일 10:00~22:00에 이용할 수 있고, 주말과 공휴일은 쉽니다.',
    link: { to: '/service', label: '고객센터 바로가기' },
  },
  {
    id: 'fastest',
    category: 'support',
    question: '가장 빠르게 상담받는 방법은 무엇인가요?',
    answer:
      '카카오톡 채널 채팅 상담이 가장 빠릅니다. 주문번호와 오류 화면 캡처를 함께 보내 주시면 더 정확하고 빠르게 안내해 드릴 수 있습니다.',
  },
  {
    id: 'custom-reply',
    category: 'support',
    question: '맞춤 제작을 문의하면 언제 답변을 받나요?',
    answer:
      '신청서를 접수한 날로부터 영업일 기준 1~2일 이내에 담당자가 연락드립니다. 로그인 후 신청하시면 마이페이지 › 맞춤 주문에서 진행 상황도 확인할 수 있습니다.',
  },
  {
    id: 'remote-support',
    category: 'support',
    question: '원격으로 도움을 받을 수 있나요?',
    answer:
      '네. 채팅이나 전화로 해결하기 어려운 문제는 상담원이 원격 지원으로 고객님 PC에 접속해 직접 확인해 드립니다. 원격 지원은 고객님이 동의하신 경우에만 진행합니다.',
  },
];
