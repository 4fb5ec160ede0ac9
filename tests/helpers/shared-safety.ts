import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { SafetyClassifier, SafetyScores } from '../../lib/safety/types';

// The integration projects' safety screen: one warm copy of the real embedded model for the whole run
// (tests/helpers/safety-server.ts), reached over loopback HTTP, instead of a model load in every
// test file that uploads or publishes. Same model, same weights, same scores; only where it runs
// differs. tests/integration/safety-screen.test.ts and tests/media/safety-classifier.test.ts still
// load it in their own process, so the in-process path keeps its tests.

/** The variable global-setup passes to the test processes: the server's address. */
export const SAFETY_URL_ENV = 'STICKER_SAFETY_URL';

/** Starts the server (global setup); resolves with its address and a stop function once it listens. */
export function startSafetyServer(): Promise<{ url: string; stop: () => void }> {
  // The run starts at the repository's root (vitest.config.ts), as lib/safety/embedded.ts expects.
  const script = path.join(process.cwd(), 'tests/helpers/safety-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=react-server', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.once('exit', (code) => reject(new Error(`safety server exited (${code}) before listening`)));
    child.stdout.on('data', (c: Buffer) => {
      out += c;
      const line = out.split('\n')[0];
      if (!out.includes('\n') || !line) return;
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${Number(line)}`,
        stop: () => {
          child.stdin.end();
          child.kill();
        },
      });
    });
  });
}

/** A classifier that asks the shared server. node:http, so tests that stub fetch do not reach it. */
export function remoteClassifier(url: string): SafetyClassifier {
  return {
    classify: (image) =>
      new Promise<SafetyScores>((resolve, reject) => {
        const req = http.request(`${url}/classify`, { method: 'POST' }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            body += c;
          });
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(JSON.parse(body) as SafetyScores)
              : reject(new Error(`shared safety classifier: ${res.statusCode} ${body}`)),
          );
        });
        req.on('error', reject);
        req.end(image);
      }),
  };
}
