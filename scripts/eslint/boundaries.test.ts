import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Loading ESLint and its plugins takes seconds on a busy machine (the API suite runs beside it).
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'store/imports').map((m) => m.message);
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('keeps shared free of other workspaces and Node', async () => {
    expect(await problems('shared/src/x.ts', "import { a } from '@store/api';\nexport const b = a;")).toHaveLength(1);
    expect(await problems('shared/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;")).toHaveLength(1);
    expect(await problems('shared/src/x.ts', "import { z } from 'zod';\nexport const b = z;")).toHaveLength(0);
    // Not only the names once listed: any package but zod.
    expect(await problems('shared/src/x.ts', "import { readFileSync } from 'fs';\nexport const b = readFileSync;")).toHaveLength(1);
    expect(await problems('shared/src/x.ts', "import pg from 'pg';\nexport const b = pg;")).toHaveLength(1);
    expect(await problems('shared/src/x.test.ts', "import { it } from 'vitest';\nexport const b = it;")).toHaveLength(0);
    expect(await problems('shared/src/x.ts', "import { it } from 'vitest';\nexport const b = it;")).toHaveLength(1);
  });

  it('keeps migrations to kysely and each other', async () => {
    expect(await problems('api/migrations/20990101_0001_x.ts', "import { sql } from 'kysely';\nexport const b = sql;")).toHaveLength(0);
    expect(await problems('api/migrations/20990101_0002_x.ts', "import { a } from './20990101_0001_x.ts';\nexport const b = a;")).toHaveLength(0);
    expect(await problems('api/migrations/20990101_0002_x.ts', "import { a } from '../src/config.ts';\nexport const b = a;")).toHaveLength(1);
  });

  it('stops api importing web and web importing api values', async () => {
    expect(await problems('api/src/x.ts', "import { a } from '../../web/src/main.tsx';\nexport const b = a;")).toHaveLength(1);
    expect(await problems('web/src/x.ts', "import { a } from '@store/api/app';\nexport const b = a;")).toHaveLength(1);
    expect(await problems('web/src/x.ts', "import type { A } from '@store/api/app';\nexport type B = A;")).toHaveLength(0);
  });

  it('stops a web feature importing another feature', async () => {
    const from = 'web/src/features/cart/components/list.tsx';
    expect(await problems(from, "import { a } from '../../catalog/api/items.ts';\nexport const b = a;")).toHaveLength(1);
    expect(await problems(from, "import { a } from '../api/cart.ts';\nexport const b = a;")).toHaveLength(0);
    expect(await problems(from, "import { a } from '../../../components/index.ts';\nexport const b = a;")).toHaveLength(0);
  });

  it('allows electron only in the desktop main process and preload', async () => {
    expect(await problems('web/src/x.ts', "import { app } from 'electron';\nexport const b = app;")).toHaveLength(1);
    expect(await problems('desktop/src/main/index.ts', "import { app } from 'electron';\nexport const b = app;")).toHaveLength(0);
  });
});
