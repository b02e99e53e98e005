import type { ItemCategoryValue, ItemStatusValue } from '../types.ts';

// The demo catalog: Windows automation programs a small Korean business would buy.

export type IconKind = 'sheet' | 'cart' | 'pen' | 'camera' | 'chat' | 'receipt' | 'chart' | 'document' | 'mail' | 'globe' | 'star' | 'bot' | 'play' | 'monitor' | 'folder' | 'clock' | 'bell' | 'spark' | 'printer';

export interface DemoItem {
  /** ASCII key for generated image names. */
  slug: string;
  name: string;
  description: string;
  category: ItemCategoryValue;
  costPrice: number;
  salePrice: number;
  sold: number;
  tags: string[];
  icon: IconKind;
  features: [string, string, string];
  environment: string;
  status?: ItemStatusValue;
  recommend?: boolean;
  video?: string;
}

const WIN = 'Windows 10/11 64bit';
/** Blender Foundation open movies: stable public videos standing in for product demos. */
const VIDEOS = ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY'].map((id) => `https://www.youtube-nocookie.com/embed/${id}`);

export const INSTALL_METHOD = '구매 후 마이페이지 > 구매 내역에서 설치 파일을 내려받아 실행한 뒤, 마이페이지 > 구독 관리에서 확인한 라이선스 키를 입력하면 바로 사용할 수 있습니다. (PC 2대까지)';
export const AS_SUPPORT = '구독 기간 중 무상 A/S · 원격 지원 (평일 10:00~18:00) · 사이트 구조 변경 시 영업일 3일 이내 업데이트';

export const DEMO_ITEMS: DemoItem[] = [
  { slug: 'excel-cleaner', name: '엑셀 데이터 정리 매크로', description: '흩어진 엑셀 시트를 한 번에 합치고 중복 제거, 서식 통일, 빈칸 정리까지 클릭 한 번으로 끝냅니다.', category: 'BEST', costPrice: 29_000, salePrice: 19_900, sold: 1_240, tags: ['BACKEND', '엑셀'], icon: 'sheet', recommend: true, video: VIDEOS[0], environment: `${WIN}, Microsoft Excel 2016 이상`, features: ['여러 파일·시트를 하나로 병합', '중복 행 제거와 서식 자동 통일', '정리 규칙을 저장해 매일 재사용'] },
  { slug: 'order-collector', name: '쇼핑몰 주문 수집기', description: '스마트스토어·쿠팡·11번가 주문을 한 화면으로 모아 배송 양식 엑셀로 자동 변환합니다.', category: 'BEST', costPrice: 59_000, salePrice: 49_000, sold: 980, tags: ['BACKEND', '쇼핑몰'], icon: 'cart', recommend: true, video: VIDEOS[1], environment: `${WIN}, Chrome 최신 버전, .NET 8 런타임`, features: ['오픈마켓 주문 자동 수집', '택배사별 송장 양식 변환', '10분 간격 신규 주문 알림'] },
  { slug: 'tax-invoice', name: '세금계산서 일괄 발행', description: '엑셀 목록만 준비하면 홈택스 전자세금계산서를 수십 건씩 순서대로 발행합니다.', category: 'BEST', costPrice: 45_000, salePrice: 45_000, sold: 530, tags: ['BACKEND', '세무'], icon: 'receipt', environment: `${WIN}, Chrome 최신 버전, 공동인증서`, features: ['엑셀 목록으로 일괄 발행', '발행 결과 자동 기록', '오류 건만 모아 재시도'] },
  { slug: 'web-crawler', name: '웹 데이터 수집(크롤링) 도구', description: '원하는 사이트의 목록·가격·연락처를 정해진 시간마다 수집해 엑셀과 CSV로 저장합니다.', category: 'BEST', costPrice: 99_000, salePrice: 79_000, sold: 890, tags: ['BACKEND', 'FRONTEND', '크롤링'], icon: 'globe', recommend: true, video: VIDEOS[2], environment: `${WIN}, Chrome 최신 버전, .NET 8 런타임`, features: ['클릭으로 수집 항목 지정', '예약 실행과 변경분만 수집', '엑셀·CSV·구글 시트로 저장'] },
  { slug: 'coupang-price', name: '쿠팡 상품 가격 모니터링', description: '경쟁 상품의 가격과 품절 여부를 주기적으로 확인하고 변동이 생기면 바로 알려 드립니다.', category: 'NEW', costPrice: 39_000, salePrice: 34_900, sold: 210, tags: ['BACKEND', '쇼핑몰'], icon: 'chart', environment: `${WIN}, Chrome 최신 버전`, features: ['관심 상품 최대 500개 추적', '가격·품절 변동 카카오톡 알림', '일별 가격 추이 그래프'] },
  { slug: 'mail-sorter', name: '이메일 자동 분류', description: '받은 메일을 발신자·제목·첨부파일 규칙에 따라 폴더로 나누고 첨부파일은 따로 저장합니다.', category: 'NEW', costPrice: 25_000, salePrice: 22_000, sold: 150, tags: ['BACKEND'], icon: 'mail', environment: `${WIN}, Outlook 2016 이상 또는 IMAP 메일`, features: ['규칙 기반 자동 분류', '첨부파일 날짜별 자동 저장', '중요 메일 바탕화면 알림'] },
  { slug: 'attendance', name: '출퇴근 기록 자동 집계', description: '출입 기록과 근무표를 읽어 주간·월간 근무시간과 연장근로를 자동으로 계산합니다.', category: 'NEW', costPrice: 29_000, salePrice: 27_000, sold: 70, tags: ['엑셀'], icon: 'clock', environment: `${WIN}, Microsoft Excel 2016 이상`, features: ['출입 기록 파일 자동 인식', '주 52시간 초과 경고', '급여 담당자용 월간 보고서'] },
  { slug: 'ai-description', name: 'AI 상품 설명 자동 생성기', description: '상품명과 특징만 넣으면 상세페이지용 설명 문구와 해시태그 초안을 만들어 줍니다.', category: 'NEW', costPrice: 49_000, salePrice: 44_000, sold: 130, tags: ['FRONTEND', '마케팅'], icon: 'spark', video: VIDEOS[3], environment: `${WIN}, 인터넷 연결 필수`, features: ['상품별 설명 문구 초안', '쇼핑몰별 글자 수 맞춤', '해시태그·검색 키워드 추천'] },
  { slug: 'pdf-converter', name: 'PDF 일괄 변환기', description: '한글·워드·엑셀·이미지 파일을 폴더째 PDF로 바꾸고, 여러 PDF를 하나로 합칩니다.', category: 'DISCOUNTED', costPrice: 19_900, salePrice: 9_900, sold: 450, tags: ['문서'], icon: 'document', environment: `${WIN}, 한컴오피스 2018 이상(HWP 변환 시)`, features: ['폴더 단위 일괄 변환', 'PDF 병합·분할', '파일명 규칙 자동 지정'] },
  { slug: 'file-renamer', name: '파일명 일괄 변경기', description: '수백 개 파일의 이름을 날짜·번호·엑셀 목록 기준으로 한 번에 바꿉니다.', category: 'DISCOUNTED', costPrice: 15_000, salePrice: 9_900, sold: 380, tags: ['문서'], icon: 'folder', environment: WIN, features: ['날짜·일련번호 규칙', '엑셀 목록으로 이름 지정', '변경 전 미리보기와 되돌리기'] },
  { slug: 'quote-maker', name: '엑셀 견적서 자동 작성', description: '거래처와 품목만 고르면 회사 양식 그대로 견적서를 만들고 PDF로 저장해 메일로 보냅니다.', category: 'DISCOUNTED', costPrice: 39_000, salePrice: 19_500, sold: 410, tags: ['BACKEND', '엑셀'], icon: 'sheet', environment: `${WIN}, Microsoft Excel 2016 이상`, features: ['회사 양식 그대로 작성', '견적 번호 자동 부여', 'PDF 저장과 메일 발송'] },
  { slug: 'hwp-printer', name: 'HWP 문서 일괄 인쇄', description: '여러 한글 문서를 순서대로 열어 인쇄하거나 PDF로 저장합니다. 공문 출력이 많은 사무실에 딱입니다.', category: 'DISCOUNTED', costPrice: 25_000, salePrice: 12_500, sold: 220, tags: ['문서'], icon: 'printer', environment: `${WIN}, 한컴오피스 2018 이상`, features: ['폴더 단위 일괄 인쇄', '쪽 범위·매수 지정', '인쇄 결과 기록'] },
  { slug: 'naver-blog', name: '네이버 블로그 자동 포스팅', description: '미리 써 둔 글과 사진을 정해진 시간에 네이버 블로그에 예약 발행합니다.', category: 'NCOMPANY', costPrice: 39_000, salePrice: 33_000, sold: 860, tags: ['FRONTEND', '마케팅'], icon: 'pen', recommend: true, environment: `${WIN}, Chrome 최신 버전`, features: ['엑셀로 글 목록 관리', '사진 자동 첨부·대표 이미지 지정', '요일·시간별 예약 발행'] },
  { slug: 'smartstore-review', name: '네이버 스마트스토어 리뷰 관리', description: '새 리뷰를 모아 보여 주고, 별점별 답글 템플릿으로 빠르게 답변합니다.', category: 'NCOMPANY', costPrice: 45_000, salePrice: 39_000, sold: 300, tags: ['BACKEND', '쇼핑몰'], icon: 'star', environment: `${WIN}, Chrome 최신 버전`, features: ['신규 리뷰 자동 수집', '별점별 답글 템플릿', '불만 리뷰 즉시 알림'] },
  { slug: 'kakao-bulk', name: '카카오톡 단체 메시지 발송기', description: '고객 명단을 불러와 이름을 넣은 맞춤 메시지를 카카오톡 PC 버전으로 순서대로 보냅니다.', category: 'KCOMPANY', costPrice: 49_000, salePrice: 39_000, sold: 720, tags: ['마케팅'], icon: 'chat', environment: `${WIN}, 카카오톡 PC 버전`, features: ['엑셀 명단 불러오기', '이름·쿠폰 코드 자동 치환', '발송 간격 조절과 결과 기록'] },
  { slug: 'kakao-bot', name: '카카오 채널 자동 응답 봇', description: '자주 묻는 질문에 키워드로 답하고, 상담이 필요한 대화만 담당자에게 넘깁니다.', category: 'KCOMPANY', costPrice: 55_000, salePrice: 49_000, sold: 260, tags: ['BACKEND'], icon: 'bot', environment: `${WIN}, 카카오톡 채널 관리자 계정`, features: ['키워드별 자동 답변', '영업시간 외 안내 메시지', '상담 이관 알림'] },
  { slug: 'insta-scheduler', name: '인스타그램 예약 업로드', description: '사진·릴스와 문구를 미리 등록해 두면 원하는 시간에 인스타그램에 자동으로 올립니다.', category: 'MARKETING', costPrice: 35_000, salePrice: 29_000, sold: 640, tags: ['FRONTEND', '마케팅'], icon: 'camera', environment: `${WIN}, Chrome 최신 버전`, features: ['게시물 달력 예약', '해시태그 묶음 저장', '여러 계정 번갈아 관리'] },
  { slug: 'youtube-comments', name: '유튜브 댓글 분석기', description: '내 채널 영상의 댓글을 모아 자주 나온 단어와 반응을 정리해 보고서로 만듭니다.', category: 'MARKETING', costPrice: 29_000, salePrice: 24_900, sold: 180, tags: ['FRONTEND', '마케팅'], icon: 'play', environment: `${WIN}, 인터넷 연결 필수`, features: ['영상별 댓글 전체 수집', '키워드·긍부정 분석', '엑셀 보고서 자동 작성'] },
  { slug: 'screen-report', name: '화면 자동 캡처 & 보고서 생성', description: '정해진 화면을 주기적으로 캡처해 날짜별로 모으고 한 장짜리 보고서로 묶어 줍니다.', category: 'ETC', costPrice: 19_900, salePrice: 15_900, sold: 95, tags: ['FRONTEND'], icon: 'monitor', environment: WIN, features: ['영역·주기 지정 캡처', '날짜별 폴더 정리', '워드·PDF 보고서 생성'] },
  { slug: 'stock-alert', name: '재고 알림 봇', description: '엑셀이나 쇼핑몰 재고가 기준 아래로 떨어지면 담당자에게 메일과 문자로 알려 줍니다.', category: 'ETC', costPrice: 35_000, salePrice: 29_900, sold: 120, tags: ['BACKEND'], icon: 'bell', environment: `${WIN}, Microsoft Excel 2016 이상`, features: ['품목별 안전 재고 설정', '메일·문자 알림', '발주 필요 목록 자동 작성'] },
  { slug: 'daangn-alert', name: '중고거래 키워드 알림', description: '관심 키워드 매물이 올라오면 바로 알려 주는 도구입니다. (출시 준비 중)', category: 'NEW', costPrice: 19_900, salePrice: 19_900, sold: 0, tags: [], icon: 'bell', environment: WIN, features: ['키워드 여러 개 등록', '지역 필터', '새 매물 즉시 알림'], status: 'PENDING' },
  { slug: 'legacy-mall', name: '구형 쇼핑몰 연동기', description: '지원이 종료된 구형 쇼핑몰 솔루션 연동 도구입니다. (판매 종료)', category: 'ETC', costPrice: 29_000, salePrice: 29_000, sold: 45, tags: ['BACKEND'], icon: 'cart', environment: 'Windows 7/10', features: ['주문 연동', '재고 연동', '상품 일괄 등록'], status: 'STOP' },
];
