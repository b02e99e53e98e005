// `npm run admin:create`: creates an administrator account from flags or prompts. Production
// has no demo data and no default admin; this is how the first one is made. With the
// embedded PGlite database, stop the server first (one process owns the data directory).
import { createInterface } from 'node:readline';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, pgliteDirFor } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/errors.ts';
import { createAdminAccount } from '../modules/members/members.service.ts';
import { ADMIN_FIELDS, ADMIN_USAGE, adminValuesFromArgs, validateAdminInput } from './admin-args.ts';

/** Asks for every value not given by a flag, line by line (piped input works too). */
async function promptMissing(values: Partial<Record<(typeof ADMIN_FIELDS)[number]['key'], string>>): Promise<void> {
  const missing = ADMIN_FIELDS.filter((f) => values[f.key] === undefined);
  if (missing.length === 0) return;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  // Echo nothing while the password is typed on a terminal (the classic readline's hook for
  // this; readline/promises has none).
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  const write = output._writeToOutput.bind(rl);
  let muted = false;
  output._writeToOutput = (s: string) => write(muted ? '' : s);
  // The iterator buffers lines that arrive before they are asked for.
  const lines = rl[Symbol.asyncIterator]();
  try {
    for (const field of missing) {
      const secret = field.key === 'password' && Boolean(process.stdin.isTTY);
      process.stdout.write(field.prompt);
      muted = secret;
      const next = await lines.next();
      muted = false;
      if (secret || !process.stdin.isTTY) process.stdout.write('\n');
      values[field.key] = next.done ? '' : String(next.value).trim();
    }
  } finally {
    rl.close();
  }
}

async function main(): Promise<number> {
  let values;
  try {
    values = adminValuesFromArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(ADMIN_USAGE);
    return 2;
  }
  if (values.help) {
    console.log(ADMIN_USAGE);
    return 0;
  }
  await promptMissing(values);
  const checked = validateAdminInput(values);
  if (!checked.ok) {
    console.error(`입력값을 다시 확인해 주세요:\n  ${checked.errors.join('\n  ')}`);
    return 1;
  }

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: pgliteDirFor(config.dataDir) });
  try {
    await migrateToLatest(database.db);
    const admin = await createAdminAccount(database.db, checked.input, new Date());
    console.log(`관리자 계정을 만들었습니다: ${admin.loginId} (회원 번호 ${admin.id})`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `관리자 계정을 만들지 못했습니다: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
