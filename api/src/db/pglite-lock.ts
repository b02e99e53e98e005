import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

// PGlite is one process's database: a second process opening the same data directory (a second
// `npm start`, or `npm run admin:create` beside a running store) works on its own copy in memory
// and writes it back over the first's, or is overwritten by it. An admin created that way was
// reported made and then gone. So the directory is claimed by a lock file naming its process.

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `데이터 폴더를 다른 프로세스(PID ${pid})가 사용 중입니다: ${dir}. 실행 중인 스토어를 멈춘 뒤 다시 실행해 주세요. ` +
        `그 프로세스가 이 스토어가 아니라면 ${dir}.lock 파일을 지우면 됩니다.`,
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `dir` for this process (`<dir>.lock` holding its pid); returns the release. A lock left
 * by a process that is gone (killed, the machine restarted) is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) throw new DataDirInUseError(dir, pid);
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(dir, Number(readFileSync(path, 'utf8').trim()));
}
