import { describe, expect, it } from 'vitest';
import { LocalRunner } from '@/lib/jobs/local-runner';
import type { AnyJob, JobEvent } from '@/lib/jobs/types';

// step.waitForEvent in the embedded runner: a job ends its run until a signal about its outside
// thing arrives (a webhook) or the timeout passes, holding no slot meanwhile.
const quiet = { warn: () => {}, error: () => {} };
const EVENT = 'character/create.requested';
const ev = (characterId: string) => ({ name: EVENT, data: { characterId, userId: 'u1' } }) as JobEvent;
const tick = (ms = 10) => new Promise((r) => setTimeout(r, ms));
const SIGNAL = 'replicate/prediction.completed';

function waitingJob(seen: unknown[], runs: string[], timeoutMs = 60_000): AnyJob {
  return {
    id: 'waits',
    event: EVENT,
    retries: 0,
    heavy: false,
    subjectId: (d: { characterId: string }) => d.characterId,
    onFailure: async () => {},
    inFlight: 'credit-hold',
    handler: async ({ step, event }) => {
      const id = `p-${(event.data as { characterId: string }).characterId}`;
      await step.run('start', () => runs.push(`start ${id}`));
      seen.push(await step.waitForEvent('wait', { event: SIGNAL, id, timeoutMs }));
      await step.run('finish', () => runs.push(`finish ${id}`));
    },
  };
}

describe('LocalRunner signals', () => {
  it('a signal wakes only the job waiting for its id; the run before it is not repeated', async () => {
    const seen: unknown[] = [];
    const runs: string[] = [];
    const runner = new LocalRunner([waitingJob(seen, runs)], { log: quiet, perUserLimit: 1 });
    runner.enqueue(ev('a'));
    runner.enqueue(ev('b'));
    await tick();
    // Both started although the user has one slot: a waiting job holds none.
    expect(runs).toEqual(['start p-a', 'start p-b']);
    expect(runner.activeSubjects()).toEqual(new Set(['a', 'b']));
    expect(runner.signal(SIGNAL, { id: 'p-b', status: 'succeeded' })).toBe(1);
    await tick();
    expect(runs).toEqual(['start p-a', 'start p-b', 'finish p-b']);
    expect(runner.signal('other/event', { id: 'p-a' })).toBe(0);
    runner.signal(SIGNAL, { id: 'p-a', status: 'failed' });
    await runner.whenIdle();
    expect(seen).toEqual([
      { id: 'p-b', status: 'succeeded' },
      { id: 'p-a', status: 'failed' },
    ]);
  });

  it('a signal that came before the wait began is kept for it', async () => {
    const seen: unknown[] = [];
    const runs: string[] = [];
    const runner = new LocalRunner([waitingJob(seen, runs)], { log: quiet });
    expect(runner.signal(SIGNAL, { id: 'p-c', status: 'succeeded' })).toBe(0);
    runner.enqueue(ev('c'));
    await runner.whenIdle();
    expect(seen).toEqual([{ id: 'p-c', status: 'succeeded' }]);
    expect(runs).toEqual(['start p-c', 'finish p-c']);
  });

  it('the timeout returns null (the fake clock makes the wait short) and a late signal changes nothing', async () => {
    const seen: unknown[] = [];
    const runs: string[] = [];
    const delays: number[] = [];
    const runner = new LocalRunner([waitingJob(seen, runs, 300_000)], {
      log: quiet,
      sleepDelayMs: (ms) => {
        delays.push(ms);
        return 5;
      },
    });
    runner.enqueue(ev('d'));
    await runner.whenIdle();
    expect(seen).toEqual([null]);
    expect(delays).toEqual([300_000]);
    expect(runner.signal(SIGNAL, { id: 'p-d' })).toBe(0);
    expect(runs).toEqual(['start p-d', 'finish p-d']);
  });
});
