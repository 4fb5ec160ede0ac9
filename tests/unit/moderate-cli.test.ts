import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `npm run moderate` runs under tsx with the react-server condition (package.json): it must load and
// print its usage without a database.
describe('npm run moderate', () => {
  it('prints its usage, and fails on an unknown command', () => {
    const run = (args: string[]) =>
      spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/moderate-cli.ts', ...args], {
        encoding: 'utf8',
        timeout: 60_000,
      });
    const help = run([]);
    expect(`${help.stdout}${help.stderr}`).toMatch(/npm run moderate -- hide <sticker\|pack\|character>/);
    expect(help.status).toBe(0);
    expect(run(['explode']).status).toBe(1);
  }, 90_000);
});
