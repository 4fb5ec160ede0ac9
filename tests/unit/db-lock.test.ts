import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '@/lib/db/lock';

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'nested', 'pglite');

describe('PGlite data dir lock (single process only)', () => {
  it('takes the lock and creates parent folders', () => {
    const dir = tmp();
    const release = lockDataDir(dir);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it('fails loudly when another live process holds it', () => {
    const dir = tmp();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = tmp();
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.writeFileSync(`${dir}.lock`, '2147483646');
    const release = lockDataDir(dir);
    // The lock is ours now: our pid in the file, gone once released.
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
