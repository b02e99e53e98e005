import { describe, expect, it } from 'vitest';
import { attachmentDisposition, detectFileType, sanitizeFileName } from './file-type.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CFB = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('detectFileType', () => {
  it('recognises the allowed formats by their magic bytes', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'), '견적.pdf')?.contentType).toBe('application/pdf');
    expect(detectFileType(bytes(PNG, [0, 0]), 'a.PNG')?.contentType).toBe('image/png');
    expect(detectFileType(bytes([0xff, 0xd8, 0xff, 0xe0]), 'a.jpeg')?.contentType).toBe('image/jpeg');
    expect(detectFileType(bytes('GIF89a...'), 'a.gif')?.contentType).toBe('image/gif');
    expect(detectFileType(bytes('RIFF\x10\0\0\0WEBPVP8 '), 'a.webp')?.contentType).toBe('image/webp');
    expect(detectFileType(bytes([0x50, 0x4b, 3, 4], 'data'), 'a.zip')?.contentType).toBe('application/zip');
    expect(detectFileType(bytes([0x50, 0x4b, 3, 4], '..[Content_Types].xml..'), '요구사항.docx')?.kind).toBe('docx');
    expect(detectFileType(bytes([0x50, 0x4b, 3, 4], 'mimetypeapplication/hwp+zip'), 'a.hwpx')?.kind).toBe('hwpx');
    expect(detectFileType(bytes(CFB, '....HWP Document File'), '문서.hwp')?.contentType).toBe('application/x-hwp');
    expect(detectFileType(new TextEncoder().encode('이름,금액\n홍길동,1000\n'), 'a.csv')?.contentType).toBe('text/csv; charset=utf-8');
    expect(detectFileType(new TextEncoder().encode('요구사항 메모\r\n\t- 항목'), 'memo.txt')?.kind).toBe('text');
  });

  it('refuses executables whatever their name', () => {
    const exe = bytes('MZ\x90\0\x03\0\0\0');
    for (const name of ['setup.exe', 'photo.png', 'notes.txt', 'a.pdf', 'a.zip']) expect(detectFileType(exe, name), name).toBeUndefined();
    expect(detectFileType(bytes('\x7fELF\x02\x01'), 'a.txt')).toBeUndefined();
  });

  it('refuses bytes that disagree with the extension', () => {
    expect(detectFileType(bytes(PNG), 'image.jpg')).toBeUndefined();
    expect(detectFileType(bytes('%PDF-1.4'), 'doc.png')).toBeUndefined();
    expect(detectFileType(bytes([0x50, 0x4b, 3, 4], 'no content types'), 'a.docx')).toBeUndefined();
    expect(detectFileType(bytes([0x50, 0x4b, 3, 4]), 'a.jar')).toBeUndefined();
  });

  it('refuses other formats: legacy Office, SVG and HTML, binary text, empty files', () => {
    expect(detectFileType(bytes(CFB, 'Microsoft Word'), 'old.doc')).toBeUndefined();
    expect(detectFileType(bytes(CFB, 'Microsoft Word'), 'old.hwp')).toBeUndefined();
    expect(detectFileType(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.svg')).toBeUndefined();
    expect(detectFileType(new TextEncoder().encode('<script>alert(1)</script>'), 'x.html')).toBeUndefined();
    expect(detectFileType(bytes('abc\0def'), 'a.txt')).toBeUndefined();
    expect(detectFileType(bytes([0xc3, 0x28]), 'a.txt')).toBeUndefined(); // invalid UTF-8
    expect(detectFileType(new Uint8Array(), 'a.txt')).toBeUndefined();
  });
});

describe('file names', () => {
  it('keeps a safe display name', () => {
    expect(sanitizeFileName('C:\\Users\\me\\요구사항 정의서.docx')).toBe('요구사항 정의서.docx');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('a\u0000b<>:"|?*.txt')).toBe('ab.txt');
    expect(sanitizeFileName('...')).toBe('file');
    expect(sanitizeFileName('.hidden.txt')).toBe('hidden.txt');
    const long = sanitizeFileName(`${'가'.repeat(150)}.pdf`);
    expect([...long]).toHaveLength(100);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('builds an attachment header with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('요구사항 정의서.docx')).toBe(
      `attachment; filename="____ ___.docx"; filename*=UTF-8''%EC%9A%94%EA%B5%AC%EC%82%AC%ED%95%AD%20%EC%A0%95%EC%9D%98%EC%84%9C.docx`,
    );
    expect(attachmentDisposition('a"b.txt')).toBe(`attachment; filename="a_b.txt"; filename*=UTF-8''a%22b.txt`);
  });
});
