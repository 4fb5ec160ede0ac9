import { spawn } from 'node:child_process';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

// The ffmpeg binary ships inside an npm package (README: the function size it needs), so the
// hosted deploy runs the same local encoder as the embedded mode.
export const FFMPEG_PATH: string = ffmpegInstaller.path;

export class EncodeError extends Error {
  override name = 'EncodeError';
}

/**
 * Runs a binary with `input` written to its stdin (frames, one buffer each, with backpressure: a
 * generator draws the next frame only when the binary has taken the last) and returns its stdout.
 * Killed and rejected after `timeoutMs` (a stuck encoder never holds a job) or when the input
 * fails (a frame that could not be drawn).
 */
export function runBinary(
  bin: string,
  args: string[],
  input: Iterable<Buffer> | AsyncIterable<Buffer> = [],
  timeoutMs = 30_000,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(new EncodeError(`${bin} took longer than ${timeoutMs} ms`)));
    }, timeoutMs);
    child.stdout.on('data', (d: Buffer) => out.push(d));
    // Only the tail matters for an error message; ffmpeg prints progress all along.
    child.stderr.on('data', (d: Buffer) => {
      err = (err + d.toString()).slice(-2000);
    });
    child.on('error', (e) => finish(() => reject(new EncodeError(`${bin} could not start: ${e.message}`))));
    child.on('close', (code) =>
      finish(() =>
        code === 0
          ? resolve(Buffer.concat(out))
          : reject(new EncodeError(`${bin} exited ${code}: ${err.trim()}`)),
      ),
    );
    // EPIPE when the child died early: its exit code tells the story.
    child.stdin.on('error', () => {});
    (async () => {
      for await (const chunk of input) {
        if (settled) return;
        if (!child.stdin.write(chunk)) await new Promise((r) => child.stdin.once('drain', r));
      }
      child.stdin.end();
    })().catch((e: unknown) => {
      child.kill('SIGKILL');
      finish(() => reject(e));
    });
  });
}
