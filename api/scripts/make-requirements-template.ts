// Generates api/assets/requirements-template.docx, the 요구사항 정의서 (requirements
// specification) template served by GET /api/download-example-file. Run it after changing the
// text and commit the output: `npm run make:example -w @store/api`.
import { writeFileSync } from 'node:fs';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

const FONT = { ascii: 'Malgun Gothic', eastAsia: '맑은 고딕', hAnsi: 'Malgun Gothic' };
const BRAND = '1E3A8A';
const GUIDE = '6B7280';
const HEADER_FILL = 'E8EEF9';

const text = (value: string, options: { bold?: boolean; color?: string; italics?: boolean; size?: number } = {}) =>
  new TextRun({ text: value, font: FONT, ...options });

/** Grey italic guidance the writer replaces with their own answer. */
const guide = (value: string) => new Paragraph({ children: [text(value, { color: GUIDE, italics: true, size: 18 })] });

function cell(children: Paragraph[], options: { header?: boolean; width?: number } = {}) {
  return new TableCell({
    children,
    ...(options.width ? { width: { size: options.width, type: WidthType.PERCENTAGE } } : {}),
    ...(options.header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: HEADER_FILL } } : {}),
    margins: { top: 80, bottom: 80, left: 120, right: 120 },
  });
}

/** A two-column table: item label on the left, guidance (to be replaced) on the right. */
function formTable(rows: [string, string][]) {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      ([label, help]) =>
        new TableRow({
          children: [cell([new Paragraph({ children: [text(label, { bold: true })] })], { header: true, width: 28 }), cell([guide(help), new Paragraph('')], { width: 72 })],
        }),
    ),
  });
}

/** A table with a header row and empty rows to fill in; the first row shows an example. */
function gridTable(headers: string[], widths: number[], example: string[], emptyRows: number) {
  const headerRow = new TableRow({
    tableHeader: true,
    children: headers.map((h, i) => cell([new Paragraph({ alignment: AlignmentType.CENTER, children: [text(h, { bold: true })] })], { header: true, width: widths[i]! })),
  });
  const exampleRow = new TableRow({ children: example.map((e, i) => cell([guide(e)], { width: widths[i]! })) });
  const blank = () => new TableRow({ children: headers.map((_, i) => cell([new Paragraph('')], { width: widths[i]! })) });
  return new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [headerRow, exampleRow, ...Array.from({ length: emptyRows }, blank)] });
}

const heading = (value: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 360, after: 120 }, children: [text(value, { bold: true, color: BRAND, size: 26 })] });
const note = (value: string) => new Paragraph({ spacing: { after: 120 }, children: [text(value, { size: 19 })] });

const sections = [
  heading('1. 프로젝트 개요'),
  formTable([
    ['프로젝트명', '예) 쇼핑몰 주문 자동 정리 프로그램'],
    ['목적 및 배경', '왜 자동화가 필요한지 적어 주세요. 예) 매일 2시간씩 주문서를 손으로 옮겨 적고 있어 실수가 잦습니다.'],
    ['기대 효과', '예) 작업 시간을 하루 10분 이내로 줄이고 입력 실수를 없앱니다.'],
  ]),
  heading('2. 현재 업무 방식'),
  formTable([
    ['작업 순서', '지금 사람이 하는 순서대로 적어 주세요. 예) ① 관리자 페이지 접속 → ② 주문 엑셀 다운로드 → ③ 배송 양식에 복사'],
    ['작업 빈도 및 소요 시간', '예) 평일 매일 1회, 1회당 약 2시간'],
    ['담당 인원', '예) 2명'],
    ['불편한 점', '예) 주문이 많은 날 누락이 생기고, 퇴근 후에도 확인해야 합니다.'],
  ]),
  heading('3. 자동화하고 싶은 작업'),
  note('자동화를 원하는 작업을 중요한 순서대로 적어 주세요. 우선순위는 상/중/하로 표시합니다.'),
  gridTable(['번호', '작업 내용', '우선순위', '비고'], [8, 57, 12, 23], ['1', '예) 매일 오전 9시에 새 주문을 내려받아 배송 양식 엑셀로 정리', '상', '주말 제외'], 4),
  heading('4. 입력/출력 데이터'),
  formTable([
    ['입력 데이터', '어떤 자료를 읽어야 하나요? 형식(엑셀, CSV, 웹 페이지 등), 위치, 양을 적어 주세요.'],
    ['출력 결과물', '무엇이 만들어져야 하나요? 파일 형식, 저장 위치, 파일 이름 규칙 등을 적어 주세요.'],
    ['샘플 파일', '가능하면 개인정보를 지운 입력·출력 예시 파일을 신청서에 함께 첨부해 주세요.'],
  ]),
  heading('5. 사용 환경 (OS, 프로그램)'),
  formTable([
    ['운영체제', '☐ Windows 10   ☐ Windows 11   ☐ 기타(          )   /   ☐ 64비트   ☐ 32비트'],
    ['함께 쓰는 프로그램', '예) Microsoft Excel 2019, Chrome 브라우저, 더존 회계 프로그램'],
    ['접속하는 사이트', '예) 네이버 스마트스토어 판매자센터, 쿠팡 윙'],
    ['사용 PC 대수', '라이선스 1개는 PC 2대까지 사용할 수 있습니다.'],
    ['보안 환경', '예) 사내 방화벽, 백신, 공인인증서 사용 여부'],
  ]),
  heading('6. 예외 상황'),
  note('작업 중 생길 수 있는 예외와 그때 원하는 처리 방법을 적어 주세요.'),
  gridTable(['예외 상황', '원하는 처리 방법'], [45, 55], ['예) 사이트 로그인이 실패할 때', '3회 재시도 후 담당자에게 알림'], 3),
  heading('7. 희망 일정과 예산'),
  formTable([
    ['희망 납기일', '예) 2026년 12월 31일까지'],
    ['예산 범위', '예) 50만 원 ~ 100만 원 (상담 후 확정)'],
    ['유지보수', '☐ 필요   ☐ 불필요   /   사이트 변경 시 수정 지원 등 원하는 범위'],
  ]),
  heading('8. 담당자 연락처'),
  formTable([
    ['이름 / 소속·직책', ''],
    ['연락처', '예) 010-1234-5678'],
    ['이메일', ''],
    ['연락 가능 시간', '예) 평일 10:00 ~ 18:00'],
  ]),
];

const doc = new Document({
  creator: '오토웍스',
  title: '요구사항 정의서',
  description: '오토웍스 맞춤 자동화 프로그램 제작 의뢰용 요구사항 정의서 양식',
  styles: { default: { document: { run: { font: FONT, size: 20 } } } },
  sections: [
    {
      properties: { page: { margin: { top: 1200, bottom: 1200, left: 1100, right: 1100 } } },
      footers: {
        default: new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [text('오토웍스 · help@autoworks.kr · 02-1234-5678   ', { size: 16, color: GUIDE }), new TextRun({ children: [PageNumber.CURRENT], size: 16, color: GUIDE })],
            }),
          ],
        }),
      },
      children: [
        new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 80 }, children: [text('요구사항 정의서', { bold: true, size: 40, color: BRAND })] }),
        new Paragraph({
          alignment: AlignmentType.CENTER,
          spacing: { after: 240 },
          border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BRAND, space: 6 } },
          children: [text('오토웍스 맞춤 자동화 프로그램 제작 의뢰서', { size: 22, color: GUIDE })],
        }),
        note('회색 안내 문구를 지우고 내용을 채워 주세요. 모르는 항목은 비워 두셔도 상담 중에 함께 정리해 드립니다.'),
        formTable([
          ['작성일', '예) 2026-11-22'],
          ['회사 / 단체명', ''],
          ['작성자', ''],
        ]),
        ...sections,
        new Paragraph({
          spacing: { before: 360 },
          children: [text('작성한 파일을 맞춤 제작 신청서에 첨부해 주세요. 영업일 기준 1~2일 이내에 담당자가 연락드립니다.', { bold: true, size: 19 })],
        }),
      ],
    },
  ],
});

const out = new URL('../assets/requirements-template.docx', import.meta.url);
writeFileSync(out, await Packer.toBuffer(doc));
console.log(`wrote ${out.pathname}`);
