// A second app instance for tests/integration/instances-privacy.test.ts: its own process, its own
// PostgreSQL connection and its own in-memory public cache, reading public packs through the same
// cached functions the routes and pages use. Commands arrive one per line on stdin; each answer is
// one JSON line on stdout. Run with `node --conditions=react-server --import tsx` (server-only code).
import readline from 'node:readline';
import { connectPostgres } from '@/lib/db/connect';
import { ApiError } from '@/lib/errors';
import { getPublicPackCached, listPublicPacksCached } from '@/lib/packs/public';
import { registry } from '@/lib/registry';

const conn = connectPostgres(process.env.DATABASE_URL as string, 4);
registry.override({ database: conn });

async function status(fn: () => Promise<unknown>) {
  try {
    await fn();
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
}

async function answer(line: string) {
  const [cmd, arg = ''] = line.trim().split(' ');
  if (cmd === 'pack') return { pack: await status(() => getPublicPackCached(conn.db, arg)) };
  if (cmd === 'list') {
    const page = await listPublicPacksCached(conn.db, { limit: 50 });
    return { list: page.items.map((p) => p.reference) };
  }
  if (cmd === 'quit') {
    await conn.close();
    process.exit(0);
  }
  return { error: `unknown command ${cmd}` };
}

const rl = readline.createInterface({ input: process.stdin });
rl.on('line', (line) => {
  answer(line)
    .then((out) => process.stdout.write(`${JSON.stringify(out)}\n`))
    .catch((err: Error) => process.stdout.write(`${JSON.stringify({ error: err.message })}\n`));
});
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
