// `npm start` runs this first: build the web app when its output is missing or older than
// its sources, so a fresh clone and a `git pull` both serve the current UI.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// The browser's files and the server renderer the API loads (`npm run build` makes both).
const outputs = ['web/dist/index.html', 'web/dist-server/entry-server.js'].map((p) => join(root, p));
// The build's own plugins and the installed versions count too: a `git pull` that upgrades React
// must not go on serving the old bundle.
const sources = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'shared/src', 'package-lock.json'].map((p) =>
  join(root, p),
);

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const builtAt = Math.min(...outputs.map((output) => (existsSync(output) ? statSync(output).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  console.log(builtAt === 0 ? '웹 화면을 빌드합니다...' : '변경된 웹 화면을 다시 빌드합니다...');
  // Always a production build: run from a test runner (NODE_ENV=test) Vite would otherwise
  // bundle React's development build, which the store would then serve.
  execSync('npm run build -w @store/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
