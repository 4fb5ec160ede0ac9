import { createLocalRunner } from '@/lib/jobs/runtime';
import type { LocalRunner, RunnerOptions } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';

/** An embedded job runner with the test's options (no backoff, held jobs), installed as the live one. */
export function installLocalRunner(options: RunnerOptions): LocalRunner {
  const runner = createLocalRunner(options);
  registry.override({ localRunner: runner });
  return runner;
}
