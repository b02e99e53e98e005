import { createMemoryStorage, type Storage } from '../../adapters/storage/index.ts';
import type { Db } from '../transaction.ts';
import { inTransaction } from '../transaction.ts';
import { catalogSeeder } from './catalog.ts';
import { commerceSeeder } from './commerce.ts';
import { demoLedgerSeeder } from './demo-ledger.ts';
import { adminOperationsSeeder } from './admin-operations.ts';
import { licensesSeeder } from './licenses.ts';
import { membershipSeeder } from './membership.ts';
import { mypageAccountSeeder } from './mypage-account.ts';
import { mypageActivitySeeder } from './mypage-activity.ts';
import { salesHistorySeeder } from './sales-history.ts';

/**
 * Demo data, applied outside production. Each seeder runs once per database, in order,
 * inside its own transaction; its name is recorded in `demo_seeds`, so a seeder added by a
 * later change is applied to an existing demo database on its next start.
 */
export interface Seeder {
  name: string;
  run(tx: Db, env: SeedEnv): Promise<void>;
}

/** What a seeder may use besides the transaction: the storage adapter for generated images. */
export interface SeedEnv {
  storage: Storage;
}

// Order matters: the catalog's demo questions are written by the membership seeder's demo member,
// and the demo orders buy the catalog's items.
export const seeders: Seeder[] = [membershipSeeder, catalogSeeder, commerceSeeder, mypageAccountSeeder, adminOperationsSeeder, salesHistorySeeder, mypageActivitySeeder, licensesSeeder, demoLedgerSeeder];

export async function applySeeders(db: Db, list: Seeder[] = seeders, env: SeedEnv = { storage: createMemoryStorage() }): Promise<string[]> {
  const applied: string[] = [];
  for (const seeder of list) {
    const ran = await inTransaction(db, async (tx) => {
      // The insert claims the seeder; a second process starting at once waits, then skips.
      const claimed = await tx
        .insertInto('demo_seeds')
        .values({ name: seeder.name })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!claimed) return false;
      await seeder.run(tx, env);
      return true;
    });
    if (ran) applied.push(seeder.name);
  }
  return applied;
}
