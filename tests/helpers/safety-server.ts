// One warm safety classifier for a whole vitest run, in a process of its own (started by
// tests/helpers/global-setup.ts, run by tsx): the real embedded model (lib/safety/embedded.ts), loaded
// once instead of once per test file (each file is a fresh process; a load costs seconds and ~270 MB,
// docs/measurements.md). POST /classify with the image as the body answers its scores as JSON.
// The first line on stdout is the port. It exits when its parent closes its stdin.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { embeddedClassifier, warmUpEmbeddedClassifier } from '../../lib/safety/embedded';
import type { SafetyScores } from '../../lib/safety/types';

// Same bytes, same scores: the fixtures send one image many times (a pack of identical stickers made
// public screens each of them), so each distinct image is classified once per run. A failure is
// not kept: the next request for that image asks the model again.
const answers = new Map<string, Promise<SafetyScores>>();
function classifyOnce(image: Buffer): Promise<SafetyScores> {
  const key = createHash('sha256').update(image).digest('hex');
  let answer = answers.get(key);
  if (!answer) {
    answer = embeddedClassifier.classify(image);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    classifyOnce(Buffer.concat(chunks)).then(
      (scores) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(scores));
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(err instanceof Error ? (err.stack ?? err.message) : String(err));
      },
    );
  });
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`${port}\n`);
  // Loads while the test files start; a request that comes first waits for the same load.
  warmUpEmbeddedClassifier().catch((err) => process.stderr.write(`safety model: ${String(err)}\n`));
});

process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
