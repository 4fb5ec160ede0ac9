import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// tsx from node_modules, as npm's scripts find it: through npx each run first pays for starting npm.
const TSX = path.resolve('node_modules/.bin/tsx');

function run(script: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script], { timeout: 60_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', () => resolve({ stdout, stderr }));
  });
}

// The operator CLIs run under plain tsx (no react-server condition), so nothing they import may
// pull in a server-only module: they would die before printing their usage.
describe('the operator CLIs load outside Next', () => {
  const scripts = ['scripts/credits-cli.ts', 'scripts/promo-cli.ts'];
  // Started together when the file loads: each is mostly a process loading its modules.
  const runs = new Map(scripts.map((script) => [script, run(script)]));
  for (const script of scripts) {
    it(`${script} prints its usage`, async () => {
      const out = await (runs.get(script) as ReturnType<typeof run>);
      expect(out.stderr).not.toContain('cannot be imported from a Client Component');
      expect(`${out.stdout}${out.stderr}`).toMatch(/npm run (credits|promo) --/);
    }, 60_000);
  }
});
