import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

// One build for the three parts of the desktop app, all under desktop/out:
//   out/main       the Electron main process (ESM), from src/main
//   out/preload    the preload (CommonJS: a sandboxed preload cannot be an ES module), from src/preload
//   out/renderer   the web app itself, built from web/ with the website's own Vite plugins
// The renderer is the same React UI as the website (STYLE.md "one UI, two shells"); it switches to
// the desktop platform at run time when the preload has defined window.storeDesktop.

const here = import.meta.dirname;
const webRoot = resolve(here, '../web');
const devApiTarget = process.env.STORE_API_URL ?? 'http://localhost:8787';

// electron-vite builds the renderer with base './' for file:// loading. We serve it from
// app://store/ with client-side routes (/mypage/subscription/detail/3), where relative asset
// URLs would resolve under the route, so the base must be absolute.
const absoluteBase: Plugin = { name: 'store:absolute-base', config: () => ({ base: '/' }) };

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: { entry: resolve(here, 'src/main/index.ts') },
    },
    // Bake the configured servers into the build; src/main/config.ts reads them as fallbacks.
    define: {
      'process.env.STORE_BUILD_API_URL': JSON.stringify(process.env.STORE_API_URL ?? ''),
      'process.env.STORE_BUILD_UPDATE_URL': JSON.stringify(process.env.STORE_UPDATE_URL ?? ''),
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      lib: { entry: resolve(here, 'src/preload/index.ts') },
      // The sandboxed preload may only require('electron'): anything else would be bundled in
      // (it imports shared types only, so today there is nothing else).
      externalizeDeps: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: webRoot,
    plugins: [react(), tailwindcss(), absoluteBase],
    server: {
      port: 5174,
      // As in web/vite.config.ts: the dev UI calls /api on its own origin.
      proxy: { '/api': devApiTarget, '/software-downloads': devApiTarget },
    },
    build: {
      outDir: resolve(here, 'out/renderer'),
      emptyOutDir: true,
      sourcemap: false,
      minify: true, // electron-vite leaves the renderer unminified; ship the same size as the website
      chunkSizeWarningLimit: 400,
      rolldownOptions: { input: resolve(webRoot, 'index.html') },
    },
  },
});
