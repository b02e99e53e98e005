import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { discountRateOf } from '@store/shared';
import type { ItemCategoryValue } from '../types.ts';
import type { DemoItem, IconKind } from './catalog-items.ts';
import { svgText } from './svg-text.ts';

// Product images for the demo catalog, drawn as SVG in code (gradient, an icon, the Korean
// name) and rasterised to WebP with sharp. Names carry a content hash, so the long immutable
// cache of GET /api/files/items/{fileName} is always right.

const PALETTE: Record<ItemCategoryValue, { from: string; to: string; ink: string; label: string }> = {
  BEST: { from: '#4F46E5', to: '#7C3AED', ink: '#FFFFFF', label: 'BEST' },
  NEW: { from: '#0EA5E9', to: '#2563EB', ink: '#FFFFFF', label: 'NEW' },
  DISCOUNTED: { from: '#F97316', to: '#E11D48', ink: '#FFFFFF', label: '할인' },
  NCOMPANY: { from: '#22C55E', to: '#047857', ink: '#FFFFFF', label: 'N사 전용' },
  KCOMPANY: { from: '#FDE047', to: '#F59E0B', ink: '#1F2937', label: 'K사 전용' },
  MARKETING: { from: '#EC4899', to: '#8B5CF6', ink: '#FFFFFF', label: '마케팅' },
  ETC: { from: '#475569', to: '#0F766E', ink: '#FFFFFF', label: '업무 자동화' },
};

/** Icon strokes in a 120×120 box. */
const ICONS: Record<IconKind, string> = {
  sheet: '<rect x="14" y="14" width="92" height="92" rx="10"/><path d="M14 44h92M14 74h92M44 14v92M75 14v92"/>',
  cart: '<path d="M10 18h16l12 58h56l10-40H32"/><circle cx="46" cy="96" r="8"/><circle cx="86" cy="96" r="8"/>',
  pen: '<path d="M24 96l10-30 52-52 20 20-52 52z"/><path d="M74 26l20 20M24 96h72"/>',
  camera: '<rect x="10" y="30" width="100" height="72" rx="14"/><circle cx="60" cy="66" r="22"/><path d="M40 30l8-14h24l8 14"/>',
  chat: '<path d="M16 22h88v56H52l-24 22V78H16z"/><path d="M36 50h8M58 50h8M80 50h4"/>',
  receipt: '<path d="M26 10h68v100l-12-8-12 8-10-8-10 8-12-8-12 8z"/><path d="M42 36h36M42 56h36M42 76h20"/>',
  chart: '<path d="M14 14v92h92"/><path d="M28 84l24-28 18 14 30-40"/><path d="M88 30h12v12"/>',
  document: '<path d="M26 10h46l24 24v76H26z"/><path d="M72 10v24h24M40 62h40M40 82h40"/>',
  mail: '<rect x="10" y="24" width="100" height="72" rx="10"/><path d="M12 28l48 38 48-38"/>',
  globe: '<circle cx="60" cy="60" r="48"/><path d="M12 60h96M60 12c-28 30-28 66 0 96M60 12c28 30 28 66 0 96"/>',
  star: '<path d="M60 12l14 30 32 4-24 22 6 32-28-16-28 16 6-32-24-22 32-4z"/>',
  bot: '<rect x="20" y="36" width="80" height="62" rx="16"/><path d="M60 14v22M8 66h12M100 66h12"/><circle cx="44" cy="64" r="6"/><circle cx="76" cy="64" r="6"/>',
  play: '<rect x="10" y="22" width="100" height="76" rx="20"/><path d="M50 44v32l28-16z"/>',
  monitor: '<rect x="10" y="16" width="100" height="68" rx="8"/><path d="M40 106h40M60 84v22M30 40h24v20H30z"/>',
  folder: '<path d="M10 30v66h100V40H56L46 26H10z"/><path d="M36 68h48"/>',
  clock: '<circle cx="60" cy="60" r="48"/><path d="M60 30v32l20 14"/>',
  bell: '<path d="M30 86V58a30 30 0 0160 0v28l10 10H20z"/><path d="M50 104h20"/>',
  spark: '<path d="M60 10l10 34 34 16-34 16-10 34-10-34-34-16 34-16z"/><path d="M96 14v16M88 22h16"/>',
  printer: '<path d="M32 44V12h56v32"/><rect x="12" y="44" width="96" height="44" rx="10"/><path d="M32 74h56v34H32z"/>',
};

/** Width in ems, roughly: Hangul is square, Latin and digits about half. */
const widthOf = (s: string) => [...s].reduce((w, ch) => w + (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/.test(ch) ? 1 : 0.56), 0);

/** Greedy word wrap to lines of at most `maxEm` ems. */
export function wrapText(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next) > maxEm) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const textLines = (lines: string[], x: number, y: number, lineHeight: number, style: Parameters<typeof svgText>[3]) =>
  lines.map((l, i) => svgText(l, x, y + i * lineHeight, style)).join('');

function gradient(item: DemoItem) {
  const p = PALETTE[item.category];
  return `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

function icon(item: DemoItem, x: number, y: number, scale: number) {
  const ink = PALETTE[item.category].ink;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${ICONS[item.icon]}</g>`;
}

function badgeLabel(item: DemoItem): string {
  const rate = discountRateOf(item.costPrice, item.salePrice);
  return item.category === 'DISCOUNTED' && rate > 0 ? `${rate}% 할인` : PALETTE[item.category].label;
}

export function thumbnailSvg(item: DemoItem): string {
  const p = PALETTE[item.category];
  const label = badgeLabel(item);
  const badgeWidth = Math.round(widthOf(label) * 24 + 40);
  const name = wrapText(item.name, 11).slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs>${gradient(item)}</defs>
<rect width="600" height="600" fill="url(#g)"/>
<circle cx="540" cy="70" r="150" fill="#fff" opacity="0.09"/><circle cx="40" cy="590" r="190" fill="#fff" opacity="0.07"/>
<rect x="190" y="110" width="220" height="220" rx="52" fill="#fff" opacity="0.18"/>
${icon(item, 225, 145, 1.25)}
<rect x="36" y="36" width="${badgeWidth}" height="46" rx="23" fill="#fff" opacity="0.92"/>
${svgText(label, 36 + badgeWidth / 2, 67, { size: 24, weight: 700, anchor: 'middle', attrs: `fill="${p.from === '#FDE047' ? '#92400E' : p.to}"` })}
${textLines(name, 300, name.length > 1 ? 430 : 460, 62, { size: 46, weight: 700, anchor: 'middle', attrs: `fill="${p.ink}"` })}
</svg>`;
}

const heading = (text: string, y: number) => svgText(text, 70, y, { size: 38, weight: 800, attrs: 'fill="#0F172A"' });

export function detailSvg(item: DemoItem): string {
  const p = PALETTE[item.category];
  const title = wrapText(item.name, 15);
  const description = wrapText(item.description, 26);
  const features = item.features
    .map((f, i) => {
      const y = 640 + i * 130;
      return `<rect x="70" y="${y}" width="760" height="104" rx="24" fill="#F8FAFC" stroke="#E2E8F0" stroke-width="2"/>
<circle cx="130" cy="${y + 52}" r="30" fill="${p.to}"/>${svgText(String(i + 1), 130, y + 63, { size: 30, weight: 700, anchor: 'middle', attrs: 'fill="#fff"' })}
${svgText(f, 184, y + 63, { size: 32, weight: 600, attrs: 'fill="#0F172A"' })}`;
    })
    .join('');
  const steps = ['설치 파일 다운로드', '라이선스 키 입력', '바로 자동화 시작'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1500" viewBox="0 0 900 1500">
<defs>${gradient(item)}</defs>
<rect width="900" height="1500" fill="#fff"/>
<rect width="900" height="520" fill="url(#g)"/>
<circle cx="820" cy="80" r="220" fill="#fff" opacity="0.08"/>
${icon(item, 70, 70, 1)}
${textLines(title, 70, 270, 76, { size: 60, weight: 800, attrs: `fill="${p.ink}"` })}
${textLines(description, 70, 290 + title.length * 76, 44, { size: 30, attrs: `fill="${p.ink}" opacity="0.92"` })}
${heading('주요 기능', 600)}
${features}
${heading('사용 환경', 1080)}
${textLines(wrapText(item.environment, 26), 70, 1140, 44, { size: 30, attrs: 'fill="#334155"' })}
${heading('이용 방법', 1280)}
${steps.map((s, i) => `<rect x="${70 + i * 260}" y="1310" width="240" height="110" rx="20" fill="${p.from}" opacity="${0.16 + i * 0.1}"/>${svgText(`STEP ${i + 1}`, 190 + i * 260, 1352, { size: 24, weight: 700, anchor: 'middle', attrs: 'fill="#0F172A"' })}${svgText(s, 190 + i * 260, 1392, { size: 22, anchor: 'middle', attrs: 'fill="#1E293B"' })}`).join('')}
${svgText('오토웍스 · 윈도우 업무 자동화 프로그램', 450, 1470, { size: 22, anchor: 'middle', attrs: 'fill="#94A3B8"' })}
</svg>`;
}

export interface RenderedImage {
  fileName: string;
  body: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

async function toWebp(svg: string, name: string): Promise<RenderedImage> {
  const { data, info } = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 1 }).toBuffer({ resolveWithObject: true });
  const body = new Uint8Array(data);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { fileName: `${name}-${hash}.webp`, body, width: info.width, height: info.height };
}

/** The thumbnail and detail image of a demo item. */
export async function renderItemImages(item: DemoItem): Promise<{ thumb: RenderedImage; detail: RenderedImage }> {
  const [thumb, detail] = await Promise.all([toWebp(thumbnailSvg(item), `${item.slug}-thumb`), toWebp(detailSvg(item), `${item.slug}-detail`)]);
  return { thumb, detail };
}
