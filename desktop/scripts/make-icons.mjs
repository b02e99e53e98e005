// Renders the app icons for electron-builder from the store's logo (web/public/favicon.svg, the
// same mark as the header), so the desktop app and the website cannot drift apart:
//   build/icon.png  512×512, for macOS (electron-builder makes the .icns) and Linux
//   build/icon.ico  16–256 px in one file, for the Windows executable, installer and shortcuts
// Run `npm run icons -w @store/desktop` after changing the logo and commit both outputs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svgPath = new URL('../../web/public/favicon.svg', import.meta.url);
const outDir = new URL('../build/', import.meta.url);
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];

const svg = await readFile(svgPath);

/** The SVG rasterised at `size` px: rendered at that density rather than scaled from a bitmap. */
function render(size) {
  const viewBox = 64; // favicon.svg's viewBox width
  return sharp(svg, { density: (72 * size) / viewBox })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An .ico holding PNG images (supported since Windows Vista): header, directory, then the PNGs. */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, png } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

await mkdir(outDir, { recursive: true });
await writeFile(new URL('icon.png', outDir), await render(512));
const images = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await render(size) })));
await writeFile(new URL('icon.ico', outDir), ico(images));
console.log(`icons written to ${outDir.pathname}: icon.png (512×512), icon.ico (${ICO_SIZES.join(', ')} px)`);
