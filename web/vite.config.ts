import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8787';

// `vite build` makes the browser's files (dist); `vite build --ssr` the server renderer
// (dist-server/entry-server.js, loaded by the API), outside the directory the API serves.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
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
  },
}));
