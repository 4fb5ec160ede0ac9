import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The operator CLIs run under plain tsx (no react-server condition), so nothing they import may
// pull in a server-only module: they would die before printing their usage.
describe('the operator CLIs load outside Next', () => {
  for (const script of ['scripts/credits-cli.ts', 'scripts/promo-cli.ts']) {
    it(`${script} prints its usage`, () => {
      const run = spawnSync('npx', ['tsx', script], { encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).not.toContain('cannot be imported from a Client Component');
      expect(`${run.stdout}${run.stderr}`).toMatch(/npm run (credits|promo) --/);
    }, 60_000);
  }
});
