import type { KyselyPlugin } from 'kysely';
import type { AppDeps } from '../src/lib/context.ts';
import type { TestContext } from './context.ts';

/**
 * The statements executed while `run` runs with `ctx`'s deps (Kysely hands every result to its
 * plugins once): how a test pins a hot path's round trips (a login, a license validation).
 */
export async function statementsOf(ctx: TestContext, run: (deps: AppDeps) => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => (seen.push(args.queryId.queryId), args.result),
  };
  await run({ ...ctx.deps, db: ctx.db.withPlugin(counting) });
  return seen;
}
