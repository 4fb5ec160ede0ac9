import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// tsx from node_modules, as npm's scripts find it: through npx each run first pays for starting npm.
const TSX = path.resolve('node_modules/.bin/tsx');

function run(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, ['--conditions=react-server', 'scripts/moderate-cli.ts', ...args], {
      timeout: 60_000,
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

// `npm run moderate` runs under tsx with the react-server condition (package.json): it must load and
// print its usage without a database.
describe('npm run moderate', () => {
  it('prints its usage, and fails on an unknown command', async () => {
    // Both at once: each is mostly a process loading its modules.
    const [help, unknown] = await Promise.all([run([]), run(['explode'])]);
    expect(help.output).toMatch(/npm run moderate -- hide <sticker\|pack\|character>/);
    expect(help.status).toBe(0);
    expect(unknown.status).toBe(1);
  }, 90_000);
});
