// An ESLint rule for the import boundaries of DESIGN.md §1. It resolves each import to the
// part of the repo it lands in and checks the allowed direction:
//   shared  -> shared only (and zod; tests vitest and fast-check)   api -> api, shared
//   api/migrations -> kysely and each other only
//   web     -> web, shared (api: types only)    desktop -> desktop, shared, web
//   web/src/features/<f> -> never another feature
//   `electron` only inside desktop/src/main and desktop/src/preload
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const WORKSPACES = { '@store/shared': 'shared', '@store/api': 'api', '@store/web': 'web', '@store/desktop': 'desktop' };
const ALLOWED = {
  shared: ['shared'],
  api: ['api', 'shared'],
  web: ['web', 'shared'],
  desktop: ['desktop', 'shared', 'web'],
};

function partOf(file) {
  const rel = relative(ROOT, file).split('\\').join('/');
  const [top, ...rest] = rel.split('/');
  if (!(top in ALLOWED)) return undefined;
  const feature = top === 'web' && rest[0] === 'src' && rest[1] === 'features' ? rest[2] : undefined;
  return { workspace: top, feature, rel };
}

const SHARED_TEST_FILE = /\.test\.ts$/;

function sharedMayImport(source, rel) {
  if (source.startsWith('.') || source === 'zod' || source.startsWith('zod/') || source === '@store/shared' || source.startsWith('@store/shared/')) return true;
  return SHARED_TEST_FILE.test(rel) && (source === 'vitest' || source === 'fast-check');
}

function targetOf(source, fromFile) {
  if (source.startsWith('.')) return partOf(resolve(dirname(fromFile), source));
  const ws = Object.keys(WORKSPACES).find((name) => source === name || source.startsWith(`${name}/`));
  return ws ? { workspace: WORKSPACES[ws], feature: undefined, rel: source } : undefined;
}

export const boundariesPlugin = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const from = partOf(context.filename);
        if (!from) return {};
        const check = (node, source, typeOnly) => {
          if (source === 'electron' && !/^desktop\/src\/(main|preload)\//.test(from.rel)) {
            context.report({ node, message: 'electron 은 desktop/src/main 과 preload 에서만 import 합니다.' });
            return;
          }
          // shared: its own files, zod, and in its tests the test tools; nothing else (fs, pg, jose…).
          if (from.workspace === 'shared' && !sharedMayImport(source, from.rel)) {
            context.report({ node, message: `shared 는 순수 TypeScript + zod 만 사용합니다: ${source}` });
            return;
          }
          // A migration is frozen in time: it sees only Kysely, never the app's code as it is now.
          if (/^api\/migrations\//.test(from.rel) && !(source === 'kysely' || /^\.\/[^/]+$/.test(source))) {
            context.report({ node, message: `마이그레이션은 kysely 만 import 합니다 (앱 코드가 바뀌면 지난 마이그레이션도 바뀝니다): ${source}` });
            return;
          }
          const to = targetOf(source, context.filename);
          if (!to) return;
          const typeFromApi = typeOnly && from.workspace === 'web' && to.workspace === 'api';
          if (!ALLOWED[from.workspace].includes(to.workspace) && !typeFromApi) {
            context.report({ node, message: `${from.workspace} 에서 ${to.workspace} 를 import 할 수 없습니다 (DESIGN.md §1).` });
          } else if (from.feature && to.feature && from.feature !== to.feature) {
            context.report({ node, message: `기능(feature) ${from.feature} 가 다른 기능 ${to.feature} 를 import 합니다. 공통 부분은 components/ 나 lib/ 로 옮기세요.` });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value), false),
        };
      },
    },
  },
};
