import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { DataDirInUseError, lockDataDir } from './pglite-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'pglite-lock-')), 'pglite');
  dirs.push(dir);
  return dir;
};

describe('lockDataDir', () => {
  const releases: (() => void)[] = [];
  afterEach(() => releases.splice(0).forEach((release) => release()));

  it('lets one process hold a data directory and refuses another, naming it', async () => {
    const dir = freshDir();
    // Another live process holding the lock (a running store).
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir)).toThrow(`PID ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it('is taken by openDatabase on a PGlite directory and given back on close', async () => {
    const dir = freshDir();
    const database = await openDatabase({ pgliteDir: dir });
    try {
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    } finally {
      await database.close();
    }
    expect(existsSync(`${dir}.lock`)).toBe(false);
    releases.push(lockDataDir(dir));
  }, 60_000);
});
