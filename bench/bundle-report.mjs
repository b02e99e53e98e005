// npm run bench:bundle: gzip JS each route loads first (entry chunk + the route's lazy chunk
// + every chunk they import statically), from a Vite build with a manifest. Routes are read
// from web/src/app/routes/*.ts, so pages other slices add are reported without a list here.
// Storefront routes (every route file except admin*, mypage*, subscriptions) must stay within
// BUDGET_KB (130); admin and my page must be chunks of their own (not in the entry).
//
//   BUNDLE_DIST=web/dist-manifest   reuse a build made with `vite build --manifest`
//   --check                         exit 1 when a budget is broken
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'web');
const BUDGET_KB = Number(process.env.BUDGET_KB ?? 130);

let dist = process.env.BUNDLE_DIST ? resolve(process.env.BUNDLE_DIST) : join(tmpdir(), 'store-bundle-report');
if (!process.env.BUNDLE_DIST) {
  console.log('building the web app with a manifest…');
  execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--manifest', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
const manifestPath = [join(dist, '.vite/manifest.json'), join(dist, 'manifest.json')].find(existsSync);
if (!manifestPath) throw new Error(`no manifest in ${dist}`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gz = new Map();
const gzipKb = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gz.get(file);
};

/** JS files loaded for these manifest keys: their chunks and all static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    if (manifest[k].file.endsWith('.js')) files.add(manifest[k].file);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure([entryKey]);
const sum = (files) => [...files].reduce((n, f) => n + gzipKb(f), 0);

const routesDir = join(web, 'src/app/routes');
// The /admin and /mypage sections load their route table lazily (admin-tree.tsx, mypage-tree.tsx):
// a screen there also loads the table of every section that lists its route file.
const treesOf = new Map();
for (const tree of readdirSync(routesDir).filter((f) => f.endsWith('-tree.tsx'))) {
  const key = relative(web, join(routesDir, tree)).replaceAll('\\', '/');
  const text = readFileSync(join(routesDir, tree), 'utf8');
  // Only files whose route lists the tree spreads into its children (`...adminCatalogRoutes`),
  // not ones it takes a single route from (the 404 from base.ts).
  for (const m of text.matchAll(/import \{ ([^}]+) \} from '\.\/([^']+)\.ts'/g)) {
    if (m[1].split(',').some((name) => text.includes(`...${name.trim()}`))) treesOf.set(m[2], [...(treesOf.get(m[2]) ?? []), key]);
  }
}
const rows = [];
for (const file of readdirSync(routesDir).filter((f) => f.endsWith('.ts') && f !== 'lazy.ts')) {
  const text = readFileSync(join(routesDir, file), 'utf8');
  const group = file.replace(/\.ts$/, '');
  const storefront = !/^(admin|mypage|subscriptions)/.test(group);
  // { path: 'x', lazy: page(() => import('…')) } or { index: true, … }
  const re = /\{\s*(?:path:\s*'([^']*)'|index:\s*true)[^{}]*?import\('([^']+)'\)/g;
  for (const m of text.matchAll(re)) {
    const key = relative(web, resolve(routesDir, m[2])).replaceAll('\\', '/');
    const files = closure([entryKey, ...(treesOf.get(group) ?? []), key]);
    rows.push({ group, path: m[1] === undefined ? '(index)' : m[1], storefront, kb: sum(files), routeKb: sum(new Set([...files].filter((f) => !entryFiles.has(f)))), inEntry: entryFiles.has(manifest[key]?.file) });
  }
}

const over = rows.filter((r) => r.storefront && r.kb > BUDGET_KB);
const notSplit = rows.filter((r) => !r.storefront && r.inEntry);
const lines = [
  `# Bundle report (${new Date().toISOString()})`,
  '',
  `Entry (shell, router, shared libraries): **${sum(entryFiles).toFixed(1)} KB** gzip. Budget for storefront routes: ${BUDGET_KB} KB initial JS.`,
  '',
  '| route file | path | initial JS (gzip KB) | of which route chunks | budget |',
  '|---|---|---:|---:|---|',
  ...rows.map((r) => `| ${r.group} | ${r.path} | ${r.kb.toFixed(1)} | ${r.routeKb.toFixed(1)} | ${r.storefront ? (r.kb > BUDGET_KB ? '**over**' : 'ok') : r.inEntry ? '**in entry**' : 'own chunk'} |`),
  '',
];
const md = lines.join('\n');
console.log(md);
writeFileSync(join(root, 'bench/bundle.md'), md);
if (process.argv.includes('--check') && (over.length || notSplit.length)) {
  console.error(`budget broken: ${[...over, ...notSplit].map((r) => `${r.group} ${r.path}`).join(', ')}`);
  process.exit(1);
}
