// The ordered list of migrations. Add new files here; never edit an applied one.
import type { Migration } from 'kysely';
import * as m0001 from './20261122_0001_platform.ts';
import * as m0002 from './20261122_0002_membership.ts';
import * as m0003 from './20261122_0003_catalog.ts';
import * as m0004 from './20261122_0004_commerce.ts';
import * as m0010 from './20261122_0010_catalog_notify.ts';

export const migrations: Record<string, Migration> = {
  '20261122_0001_platform': m0001,
  '20261122_0002_membership': m0002,
  '20261122_0003_catalog': m0003,
  '20261122_0004_commerce': m0004,
  '20261122_0010_catalog_notify': m0010,
};
