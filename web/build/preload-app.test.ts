import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadApp } from './preload-app.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * A page whose entry imports src/app/start.js dynamically, and later other.js; both import lib.js,
 * which therefore becomes a chunk of its own that the app needs at once.
 */
async function buildFixture(base = '/') {
  const dir = mkdtempSync(join(tmpdir(), 'preload-app-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(dir, 'main.js'), "setTimeout(() => import('./src/app/start.js').then((m) => m.start()), 0);\ndocument.onclick = () => import('./other.js');\n");
  writeFileSync(join(dir, 'lib.js'), 'export const lib = () => document.title;\n');
  writeFileSync(join(dir, 'other.js'), "import { lib } from './lib.js';\nexport const other = () => lib();\n");
  const startFile = join(dir, 'src/app/start.js');
  mkdirSync(join(dir, 'src/app'), { recursive: true });
  writeFileSync(startFile, "import { lib } from '../../lib.js';\nexport function start() { lib(); }\n");
  await build({ root: dir, base, logLevel: 'silent', configFile: false, plugins: [preloadApp('/src/app/start.js')], build: { outDir: join(dir, 'dist'), manifest: true } });
  const html = readFileSync(join(dir, 'dist/index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  return { html, manifest };
}

describe('preloadApp', () => {
  it("adds modulepreload links for the dynamically imported app module and its static imports", async () => {
    const { html, manifest } = await buildFixture();
    const app = manifest['src/app/start.js']!;
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const wanted = [app.file, ...(app.imports ?? []).map((k) => manifest[k]!).filter((c) => !c.isEntry).map((c) => c.file)];
    expect(wanted.length).toBeGreaterThan(1); // the fixture has a shared chunk (lib.js)
    for (const file of wanted) expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${file}">`);
    // Not the modules the app itself loads later.
    expect(html).not.toContain(manifest['other.js']!.file);
    // The entry is not listed twice.
    expect(html.split(entry.file)).toHaveLength(2);
  });

  it('writes the links under the configured base', async () => {
    const { html, manifest } = await buildFixture('/shop/');
    expect(html).toContain(`href="/shop/${manifest['src/app/start.js']!.file}"`);
  });

  it('fails the build when the app module is not a chunk of its own', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-app-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>');
    writeFileSync(join(dir, 'main.js'), 'document.title = "x";\n');
    await expect(build({ root: dir, logLevel: 'silent', configFile: false, plugins: [preloadApp()], build: { outDir: join(dir, 'dist') } })).rejects.toThrow(/not a chunk of its own/);
  });
});
