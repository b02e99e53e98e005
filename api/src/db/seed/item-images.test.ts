import { describe, expect, it } from 'vitest';
import { DEMO_ITEMS } from './catalog-items.ts';
import { detailSvg, thumbnailSvg } from './item-images.ts';
import { missingGlyphs, svgText } from './svg-text.ts';

// The demo images must not depend on the fonts of the machine that seeds them: a server without a
// Korean font drew every Hangul letter of <text> as a box.

describe('demo item images', () => {
  it('draw their words as outlines, never as <text> left to the machine’s fonts', () => {
    for (const item of DEMO_ITEMS) {
      for (const svg of [thumbnailSvg(item), detailSvg(item)]) {
        expect(svg, item.slug).not.toMatch(/<text[\s>]/);
        expect(svg).not.toMatch(/font-family/);
      }
    }
  });

  it('use only characters the bundled font has (any other would be a box)', () => {
    const words = DEMO_ITEMS.flatMap((i) => [i.name, i.description, i.environment, ...i.features]).join('');
    expect(missingGlyphs(`${words}설치 파일 다운로드라이선스 키 입력바로 자동화 시작오토웍스 · 윈도우 업무 자동화 프로그램할인N사 전용K사 전용마케팅`)).toEqual([]);
    expect(missingGlyphs('자동화 😀')).toEqual(['😀']);
  });

  it('centre a line on its x when asked, so a longer line starts further left', () => {
    const startOf = (svg: string) => Number(/d="M([\d.]+)/.exec(svg)![1]);
    const short = svgText('가', 300, 100, { size: 40, anchor: 'middle', attrs: '' });
    const long = svgText('가나다라마', 300, 100, { size: 40, anchor: 'middle', attrs: '' });
    expect(startOf(long)).toBeLessThan(startOf(short));
    expect(startOf(svgText('가', 300, 100, { size: 40, attrs: '' }))).toBeGreaterThanOrEqual(300);
  });
});
