import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

// React Router 7 exports only its development build (warnings left in); its production build ships
// beside it in the same package, and a build for users takes that one.
const routerDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');

const webDir = dirname(fileURLToPath(import.meta.url));

const apiTarget = process.env.API_URL ?? 'http://localhost:8787';

// `vite build` makes the browser's files (dist); `vite build --ssr` the server renderer
// (dist-server/entry-server.js, loaded by the API), outside the directory the API serves.
export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
            // lucide-react's icon modules import this one module; ours renders the same markup with
            // less work per icon (src/lib/lucide-icon.ts).
            { find: /^\.\.\/createLucideIcon\.mjs$/, replacement: join(webDir, 'src/lib/lucide-icon.ts') },
          ]
        : [],
  },
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  // The server renderer carries its own production React, router and query client: left as
  // imports, React picks its build by the API process's NODE_ENV, which `npm start` leaves unset
  // (development), and its development build took twice the CPU per page (52 → 25 ms on /products).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oauth2/authorization': apiTarget, '/software-downloads': apiTarget },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // index.html keeps its modulepreload links for the entry's imports, but a dynamic import (a
    // route's screen, the footer) no longer has Vite's helper append a link for each chunk the
    // imported one needs: on a server-rendered first screen that was 20-odd appends in the start's
    // task (38–90 ms under Lighthouse's tracing, times four in its score). The browser fetches
    // those chunks as it reads the imported one; most of a storefront screen's are loaded by then,
    // and a navigation waits on its data longer than on them (docs/performance.md).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
}));
