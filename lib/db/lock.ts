import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes on one data dir corrupt it silently (docs/measurements.md).
 * Take an exclusive lock file holding our pid; a live holder makes the second process fail loudly.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {}
      };
      process.once('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (holder === process.pid) return () => {};
      if (Number.isFinite(holder) && alive(holder)) {
        throw new DataDirLockedError(
          `The embedded database at ${dir} is in use by process ${holder}. PGlite allows one process only: stop it first, or set DATABASE_URL to use PostgreSQL.`,
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a dead process
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}
