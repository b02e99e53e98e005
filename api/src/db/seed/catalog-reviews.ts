// Demo reviewers, reviews and questions, so every product page has something to read.

/** Reviewers exist only to sign demo reviews: no password, so nobody can log in as them. */
export const DEMO_REVIEWERS = [
  { loginId: 'happyseller', name: '박서연' },
  { loginId: 'minji0412', name: '김민지' },
  { loginId: 'autofan77', name: '이준호' },
  { loginId: 'taxpro', name: '정세무' },
  { loginId: 'blogking', name: '최블로' },
  { loginId: 'shopowner', name: '한가게' },
  { loginId: 'marketer88', name: '오마케' },
  { loginId: 'devlee', name: '이개발' },
] as const;

/** [rate, text]: written for any of the programs. */
export const GENERIC_REVIEWS: [number, string][] = [
  [5, '매일 한 시간씩 걸리던 일이 5분이면 끝나요. 진작 살 걸 그랬습니다.'],
  [5, '설치부터 라이선스 등록까지 설명대로 하니 바로 됐습니다. 원격 지원도 친절했어요.'],
  [4, '기능은 만족스럽습니다. 처음 설정할 때 메뉴가 조금 헷갈렸지만 매뉴얼 영상 보고 해결했어요.'],
  [5, '직원 두 명이 나눠 하던 작업을 이제 한 명이 점심 전에 끝냅니다. 가성비 최고입니다.'],
  [4, '오류가 한 번 있었는데 문의하니 다음 날 바로 업데이트해 주셨어요. 대응이 빠릅니다.'],
  [3, '쓸 만합니다. 다만 PC 사양이 낮으면 처음 실행이 조금 느려요.'],
  [5, '3개월 구독했다가 6개월로 연장했습니다. 실수가 없어져서 마음이 편해요.'],
  [4, '필요한 기능은 다 있습니다. 설정 화면 글씨가 조금 더 컸으면 좋겠어요.'],
  [5, '사무실 PC 두 대에 설치해서 잘 쓰고 있습니다. 추천합니다.'],
  [2, '우리 회사 양식과 조금 달라서 맞추는 데 시간이 걸렸어요. 맞춤 제작 문의해 보려고요.'],
  [5, '반복 작업에서 해방됐습니다. 퇴근 시간이 빨라졌어요!'],
  [4, '가격 대비 만족합니다. 업데이트가 꾸준해서 믿음이 가요.'],
];

/** Reviews that only make sense for one program, by slug. */
export const ITEM_REVIEWS: Record<string, [number, string][]> = {
  'excel-cleaner': [
    [5, '거래처에서 받은 엑셀이 제각각이라 매번 손으로 맞췄는데, 규칙 저장해 두니 클릭 한 번이면 정리돼요.'],
    [4, '중복 제거가 정확합니다. 시트가 수십 개여도 잘 합쳐져요.'],
  ],
  'order-collector': [
    [5, '스마트스토어랑 쿠팡 주문을 따로 보던 게 제일 힘들었는데 한 화면에 모이니 살 것 같아요.'],
    [5, '송장 양식 변환이 정말 편합니다. 택배사 바꿀 때도 설정만 바꾸면 돼요.'],
  ],
  'naver-blog': [[4, '예약 발행 덕분에 주말에도 글이 꾸준히 올라갑니다. 사진 순서 지정 기능이 좋아요.']],
  'kakao-bulk': [[5, '고객 이름이 들어간 안내 메시지를 보내니 반응이 확실히 달라요. 발송 간격 조절도 돼서 안심입니다.']],
  'tax-invoice': [[5, '월말마다 세금계산서 수십 건 발행하느라 야근했는데 이제 30분이면 끝납니다.']],
  'pdf-converter': [[4, '한글 파일을 폴더째 PDF로 바꿀 수 있어서 공문 정리가 편해졌어요.']],
  'web-crawler': [
    [5, '경쟁사 가격 조사를 매일 자동으로 받아 보고 있습니다. 수집 항목 지정이 생각보다 쉬워요.'],
    [4, '예약 실행이 안정적입니다. 사이트가 바뀌었을 때도 금방 업데이트해 주셨어요.'],
  ],
  'insta-scheduler': [[5, '한 주치 게시물을 월요일에 다 예약해 둡니다. 해시태그 묶음 저장 기능 강추!']],
};

export interface DemoQuestion {
  slug: string;
  /** A reviewer's login id, or 'demo' for the demo member (skipped if absent). */
  author: string;
  title: string;
  content: string;
  visibility: 'PUBLIC' | 'PRIVATE';
  answer?: string;
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  { slug: 'excel-cleaner', author: 'minji0412', title: '맥에서도 사용할 수 있나요?', content: '회사에서는 윈도우를 쓰는데 집에서는 맥북을 씁니다. 맥용 엑셀에서도 동작하나요?', visibility: 'PUBLIC', answer: '안녕하세요, 오토웍스입니다. 현재는 Windows 10/11 전용입니다. 맥에서는 Parallels 등 가상 윈도우 환경에서 사용하실 수 있습니다.' },
  { slug: 'excel-cleaner', author: 'demo', title: '회사 양식에 맞춘 설정 문의', content: '저희 회사 거래처 목록 양식이 조금 특이한데, 양식 파일을 보내 드리면 설정을 도와주실 수 있나요?', visibility: 'PRIVATE', answer: '네, 고객센터 메일로 양식을 보내 주시면 원격으로 설정을 도와드리겠습니다.' },
  { slug: 'excel-cleaner', author: 'autofan77', title: '여러 PC 설치 가능 여부', content: '사무실 PC 세 대에서 쓰려고 하는데 라이선스를 몇 개 사야 하나요?', visibility: 'PUBLIC' },
  { slug: 'order-collector', author: 'shopowner', title: '11번가 연동 일정이 궁금합니다', content: '스마트스토어와 쿠팡은 잘 되는데 11번가 주문도 같이 모을 수 있나요?', visibility: 'PUBLIC', answer: '11번가도 지원합니다. 설정 > 쇼핑몰 연결에서 판매자 계정을 추가해 주세요.' },
  { slug: 'order-collector', author: 'happyseller', title: '주문 누락 관련 비공개 문의', content: '어제 주문 중 두 건이 수집되지 않았습니다. 주문번호를 알려 드려도 될까요?', visibility: 'PRIVATE', answer: '확인해 보니 해당 주문은 결제 대기 상태였습니다. 결제 완료 후 자동 수집됩니다.' },
  { slug: 'order-collector', author: 'demo', title: '세금계산서 발행 가능할까요?', content: '구독료를 법인카드로 결제했는데 세금계산서도 발행해 주실 수 있는지 궁금합니다.', visibility: 'PRIVATE' },
  { slug: 'naver-blog', author: 'blogking', title: '블로그 계정 여러 개 등록되나요?', content: '운영하는 블로그가 세 개인데 한 프로그램에서 번갈아 발행할 수 있을까요?', visibility: 'PUBLIC', answer: '네, 계정을 여러 개 등록하고 글마다 발행할 계정을 고를 수 있습니다.' },
  { slug: 'kakao-bulk', author: 'marketer88', title: '발송 제한이 있나요?', content: '한 번에 몇 명까지 보낼 수 있는지, 계정 제재 위험은 없는지 궁금합니다.', visibility: 'PUBLIC', answer: '카카오톡 정책에 맞게 발송 간격을 기본 10초로 두고 있습니다. 광고성 메시지는 수신 동의한 고객에게만 보내 주세요.' },
  { slug: 'tax-invoice', author: 'taxpro', title: '수정세금계산서도 발행되나요?', content: '반품 건 때문에 수정세금계산서를 자주 발행하는데 이것도 일괄 처리가 되나요?', visibility: 'PUBLIC' },
  { slug: 'web-crawler', author: 'devlee', title: '로그인이 필요한 사이트도 수집 가능한가요?', content: '회원만 볼 수 있는 목록을 수집하고 싶습니다. 로그인 정보를 저장해서 쓸 수 있나요?', visibility: 'PUBLIC', answer: '로그인 정보는 PC에 암호화해 저장해 사용할 수 있습니다. 다만 사이트 이용약관을 꼭 확인해 주세요.' },
  { slug: 'web-crawler', author: 'autofan77', title: '맞춤 수정 견적 문의', content: '수집한 데이터를 저희 ERP에 바로 넣고 싶은데 추가 개발이 가능할까요? 예산도 알려 주세요.', visibility: 'PRIVATE' },
  { slug: 'pdf-converter', author: 'happyseller', title: '암호 걸린 PDF도 합칠 수 있나요?', content: '거래처에서 받은 PDF 중 암호가 걸린 파일이 있는데 병합이 되는지 궁금합니다.', visibility: 'PUBLIC', answer: '암호를 아시는 경우 입력 후 병합할 수 있습니다. 암호를 모르는 파일은 처리하지 않습니다.' },
];
