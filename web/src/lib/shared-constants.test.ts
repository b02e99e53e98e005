import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The storefront's pages import shared/src/constants; one run-time import of zod or of a schema
// module there would put all of zod back into the shop's first load (constants/catalog.ts).
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../shared/src/constants');
const modules = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

describe('shared constants', () => {
  it.each(modules)('%s imports neither zod nor a schema module at run time', (file) => {
    const runtimeImports = [...readFileSync(join(dir, file), 'utf8').matchAll(/^import (?!type )[^;]*from '([^']+)'/gm)].map((m) => m[1]!);
    expect(runtimeImports.filter((from) => from === 'zod' || from.includes('/schemas/'))).toEqual([]);
  });
});
