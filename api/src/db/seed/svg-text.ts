import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype, { type Font } from 'opentype.js';

// Text of the demo images as outlines of Pretendard (the web UI's own typeface, from npm) rather
// than SVG <text>: librsvg, under sharp, draws <text> with whatever fonts the machine has, and a
// server without a Korean font drew every Hangul letter as a box. Outlines look the same on every
// machine, so an image's content hash (its file name) does too.

export type Weight = 400 | 600 | 700 | 800;

const FILES: Record<Weight, string> = { 400: 'Regular', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' };
const fonts = new Map<Weight, Font>();

function fontOf(weight: Weight): Font {
  let font = fonts.get(weight);
  if (!font) {
    const dir = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist/public/static/alternative');
    const file = readFileSync(join(dir, `Pretendard-${FILES[weight]}.ttf`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  /** Where `x` is: the start of the line, or its middle. */
  anchor?: 'start' | 'middle';
  /** The path's other attributes (fill, opacity), as SVG source. */
  attrs: string;
}

/** `text` as one SVG path whose baseline starts (or is centred) at x, y. */
export function svgText(text: string, x: number, y: number, { size, weight = 400, anchor = 'start', attrs }: TextStyle): string {
  const font = fontOf(weight);
  const left = anchor === 'middle' ? x - font.getAdvanceWidth(text, size) / 2 : x;
  return `<path d="${font.getPath(text, left, y, size).toPathData(1)}" ${attrs}/>`;
}

/** The characters of `text` that Pretendard has no glyph for (they would be drawn as boxes). */
export function missingGlyphs(text: string, weight: Weight = 400): string[] {
  const font = fontOf(weight);
  return [...new Set(text.replace(/\s/g, ''))].filter((char) => font.charToGlyphIndex(char) === 0);
}
