import { COMMERCE_MESSAGES } from '@store/shared';

// Korean copy of the checkout, result and dev payment screens (store.md §2, §4, §5, §8),
// gathered for review. The shared contract holds the messages the API uses too.
export const CHECKOUT_COPY = {
  title: '주문/결제',
  loading: '주문서를 불러오는 중입니다...',
  loadFailed: '주문서를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  loginMessage: '주문과 결제는 로그인 후 이용할 수 있습니다.',
  agreement: '주문 내용을 확인했으며 결제에 동의합니다',
  agreementRequired: '주문 내용 확인 및 결제 동의에 체크해 주세요.',
  emailRequired: '이메일을 입력해 주세요.',
  paymentModuleMissing: '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  paymentCanceled: '결제가 취소되었습니다.',
  verifying: '결제 결과를 확인하는 중입니다...',
  payLabel: (amount: string) => `${amount} 결제하기`,
  bankDialogTitle: '입금 계좌 안내',
  bankDialogLead: '아래 계좌로 입금 기한까지 입금해 주세요.',
  cardOnWebsiteNote: 'PC 앱에서는 카드 결제 창을 열 수 없어, 카드 결제는 웹사이트에서 이어서 진행합니다.',
  cardOnWebsiteConfirm: '카드 결제는 웹사이트에서 진행됩니다. 브라우저에서 이 주문서를 열까요?',
  cardOnWebsiteOpen: '브라우저에서 열기',
  cardOnWebsiteOpened:
    '브라우저에서 주문서를 열었습니다. 웹사이트에 로그인되어 있지 않다면 같은 아이디로 로그인해 주세요. 결제를 마치면 발급된 라이선스 키를 마이페이지의 구독 관리에서 확인하고 이 PC에 등록할 수 있습니다.',
  cardOnWebsiteCheck: '결제 완료 확인',
  cardOnWebsiteReopen: '브라우저에서 다시 열기',
  cardOnWebsiteNotYet: '아직 결제가 확인되지 않았습니다. 브라우저에서 결제를 마친 뒤 다시 확인해 주세요.',
  cardOnWebsiteTransfer: '웹사이트에서 무통장 입금으로 주문하셨습니다. 입금이 확인되면 라이선스 키가 발급됩니다.',
  cardOnWebsiteCanceled: '주문이 취소되었습니다.',
  bankAutoCancel: '입금 기한까지 입금이 확인되지 않으면 주문은 자동으로 취소됩니다.',
  ...COMMERCE_MESSAGES,
} as const;
