// One warm safety classifier for a whole vitest run, in a process of its own (started by
// tests/helpers/global-setup.ts, run by tsx): the real embedded model (lib/safety/embedded.ts), loaded
// once instead of once per test file (each file is a fresh process; a load costs seconds and ~270 MB,
// docs/measurements.md). POST /classify with the image as the body answers its scores as JSON.
// The first line on stdout is the port. It exits when its parent closes its stdin.
import http from 'node:http';
import { embeddedClassifier, warmUpEmbeddedClassifier } from '../../lib/safety/embedded';

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    embeddedClassifier.classify(Buffer.concat(chunks)).then(
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
