// Reads the JSON reports test-all.sh left in its folder and prints the ten slowest test files, every
// test that passed only on a retry, and the closing line. A flaky test counts as failed there: a
// retry that hides a race is a defect, not a pass. Exits 1 when anything failed or a report is missing.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.reports';
const read = (name) => {
  const file = path.join(dir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = 0;
const flaky = [];
const files = [];

for (const name of ['unit.json', 'postgres.json', 'pglite.json']) {
  const r = read(name);
  if (!r) {
    console.log(`missing report: ${name}`);
    missing += 1;
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  // A file that failed to load has no tests but is a failure all the same.
  failed += r.testResults.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length;
  for (const t of r.testResults)
    files.push([
      (t.endTime - t.startTime) / 1000,
      `${name.replace('.json', '')}  ${path.relative(process.cwd(), t.name)}`,
    ]);
}

const e2e = read('e2e.json');
if (!e2e) {
  console.log('missing report: e2e.json');
  missing += 1;
} else {
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const time = test.results.reduce((s, r) => s + r.duration, 0) / 1000;
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + time);
        if (test.status === 'flaky') flaky.push(`${spec.file}: ${spec.title}`);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const s of e2e.suites) walk(s);
  for (const [file, time] of perFile) files.push([time, `e2e  tests/e2e/${file}`]);
  const s = e2e.stats;
  passed += s.expected;
  failed += s.unexpected + (s.flaky ?? 0);
  skipped += s.skipped;
  // Errors outside any test (the web server did not start, a global setup threw).
  failed += (e2e.errors ?? []).length;
}

files.sort((a, b) => b[0] - a[0]);
console.log('\nslowest test files:');
for (const [time, name] of files.slice(0, 10)) console.log(`${time.toFixed(1).padStart(7)} s  ${name}`);
if (flaky.length > 0) {
  console.log(`\nflaky (passed only on a retry, counted as failed): ${flaky.length}`);
  for (const f of flaky) console.log(`  ${f}`);
}
console.log(`\n${passed} passed, ${failed + missing} failed, ${skipped} skipped`);
// A step that is not a test report (lint, types, a build, the bundle budgets) failed earlier.
if (process.env.STEPS_FAILED === '1') console.log('a step before the summary failed: look for it above');
process.exit(failed + missing > 0 ? 1 : 0);
