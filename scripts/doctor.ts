import { formatVerdict } from '../lib/doctor/report';
import { runDoctor } from '../lib/doctor/run';

// One line per service: ✓ working, ✗ with the fix, · not configured (the embedded default runs).
async function main() {
  const verdicts = await runDoctor();
  for (const v of verdicts) console.log(formatVerdict(v));
  process.exitCode = verdicts.some((v) => v.state === 'fail') ? 1 : 0;
}

void main();
