// `npm run dev`: the API with reload on :8787 (or PORT) and Vite with hot reload on :5173,
// proxying /api to that API (API_URL, unless set already).
import { spawn } from 'node:child_process';

const apiUrl = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8787}`;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@store/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@store/web'], { stdio: 'inherit', env: { ...process.env, API_URL: apiUrl } }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
