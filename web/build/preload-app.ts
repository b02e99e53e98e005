import type { Plugin } from 'vite';

/**
 * main.tsx imports the app's modules (src/app/start.tsx) dynamically, so that they are evaluated
 * in a task of their own; this adds their files to index.html as modulepreload links, so the
 * browser fetches them with the entry instead of after it has run.
 */
export function preloadApp(moduleSuffix = '/src/app/start.tsx'): Plugin {
  let base = '/';
  return {
    name: 'store:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return [];
        const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(moduleSuffix));
        if (!app || app.type !== 'chunk') throw new Error(`${moduleSuffix} is not a chunk of its own`);
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files = [app.fileName, ...app.imports].filter((file) => !loaded.has(file));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
