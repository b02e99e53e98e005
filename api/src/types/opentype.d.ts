// The part of opentype.js the demo images use. Its own @types package pulls the DOM library into
// the API's type check, where `window` and friends must stay errors.
declare module 'opentype.js' {
  export interface Path {
    toPathData(decimalPlaces: number): string;
  }
  export interface Font {
    getPath(text: string, x: number, y: number, fontSize: number): Path;
    getAdvanceWidth(text: string, fontSize: number): number;
    /** Index 0 is .notdef, the box drawn for a character the font lacks. */
    charToGlyphIndex(char: string): number;
  }
  /** The package is CommonJS (UMD): Node gives its exports as the default. */
  const opentype: { parse(buffer: ArrayBuffer): Font };
  // eslint-disable-next-line no-restricted-syntax -- describes a CommonJS package's shape, not our module
  export default opentype;
}
