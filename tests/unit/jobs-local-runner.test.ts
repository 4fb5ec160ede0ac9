import { describe, expect, it } from 'vitest';
import { LocalRunner } from '@/lib/jobs/local-runner';
import type { AnyJob, JobEvent } from '@/lib/jobs/types';

const quiet = { warn: () => {}, error: () => {} };
const EVENT = 'character/create.requested';
const ev = (characterId: string, userId = 'u1') =>
  ({ name: EVENT, data: { characterId, userId } }) as JobEvent;
const tick = (ms = 5) => new Promise((r) => setTimeout(r, ms));

function job(partial: Partial<AnyJob> & Pick<AnyJob, 'handler'>): AnyJob {
  return {
    id: 'test-job',
    event: EVENT,
    retries: 3,
    heavy: false,
    subjectId: (d: { characterId: string }) => d.characterId,
    onFailure: async () => {},
    inFlight: 'credit-hold',
    ...partial,
  };
}

describe('LocalRunner', () => {
  it('memoises finished steps across retries and passes JSON, not objects', async () => {
    const runs: Record<string, number> = {};
    let attempts = 0;
    let seen: unknown;
    const runner = new LocalRunner(
      [
        job({
          handler: async ({ step }) => {
            attempts++;
            const a = await step.run('a', () => {
              runs.a = (runs.a ?? 0) + 1;
              return { at: new Date(0), buf: Buffer.from('x') };
            });
            seen = a;
            await step.run('b', () => {
              runs.b = (runs.b ?? 0) + 1;
              if (runs.b < 3) throw new Error('flaky');
              return 1;
            });
          },
        }),
      ],
      { backoffMs: () => 0, log: quiet },
    );
    runner.enqueue(ev('c1'));
    await runner.whenIdle();
    expect(attempts).toBe(3);
    expect(runs).toEqual({ a: 1, b: 3 });
    // As Inngest stores it: a Date becomes a string and a Buffer a plain object.
    expect(seen).toEqual({ at: '1970-01-01T00:00:00.000Z', buf: { type: 'Buffer', data: [120] } });
  });

  it('step.sleep ends the run and continues it after the wait: no slot held, no attempt spent', async () => {
    const runs: string[] = [];
    const waits: number[] = [];
    let attempts = 0;
    const runner = new LocalRunner(
      [
        job({
          handler: async ({ step, attempt }) => {
            attempts++;
            await step.run('before', () => runs.push(`before@${attempt}`));
            await step.sleep('wait', 120_000);
            await step.run('after', () => runs.push(`after@${attempt}`));
          },
        }),
      ],
      {
        backoffMs: () => 0,
        log: quiet,
        perUserLimit: 1,
        // A fake clock: the 2-minute wait is recorded and takes a few ms here.
        sleepDelayMs: (ms) => {
          waits.push(ms);
          return 20;
        },
      },
    );
    runner.enqueue(ev('c1'));
    runner.enqueue(ev('c2'));
    await tick(10);
    // While c1 waits, its user's only slot serves c2 (which then waits too).
    expect(runs).toEqual(['before@0', 'before@0']);
    expect(runner.activeSubjects()).toEqual(new Set(['c1', 'c2']));
    await runner.whenIdle();
    expect(runs).toEqual(['before@0', 'before@0', 'after@0', 'after@0']);
    expect(waits).toEqual([120_000, 120_000]);
    expect(attempts).toBe(4); // each job ran twice, both in attempt 0
  });

  it('calls the failure handler once, after retries + 1 attempts', async () => {
    let attempts = 0;
    const failures: string[] = [];
    const runner = new LocalRunner(
      [
        job({
          retries: 2,
          handler: async () => {
            attempts++;
            throw new Error('always');
          },
          onFailure: async ({ error, event }) => {
            failures.push(`${(event.data as { characterId: string }).characterId}:${error.message}`);
          },
        }),
      ],
      { backoffMs: () => 0, log: quiet },
    );
    runner.enqueue(ev('c1'));
    await runner.whenIdle();
    expect(attempts).toBe(3);
    expect(failures).toEqual(['c1:always']);
  });

  it('does not retry a NonRetriableError', async () => {
    let attempts = 0;
    let failed = 0;
    const err = Object.assign(new Error('unsafe'), { name: 'NonRetriableError' });
    const runner = new LocalRunner(
      [
        job({
          handler: async () => {
            attempts++;
            throw err;
          },
          onFailure: async () => {
            failed++;
          },
        }),
      ],
      { backoffMs: () => 0, log: quiet },
    );
    runner.enqueue(ev('c1'));
    await runner.whenIdle();
    expect([attempts, failed]).toEqual([1, 1]);
  });

  it('runs one heavy job at a time and lists queued subjects as active', async () => {
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const runner = new LocalRunner(
      [
        job({
          heavy: true,
          handler: async ({ event }) => {
            running++;
            peak = Math.max(peak, running);
            await tick(10);
            order.push((event.data as { characterId: string }).characterId);
            running--;
          },
        }),
      ],
      { log: quiet },
    );
    runner.enqueue(ev('a', 'u1'));
    runner.enqueue(ev('b', 'u2'));
    runner.enqueue(ev('c', 'u3'));
    expect([...runner.activeSubjects()].sort()).toEqual(['a', 'b', 'c']);
    await runner.whenIdle();
    expect(peak).toBe(1);
    expect(order).toEqual(['a', 'b', 'c']);
    expect(runner.activeSubjects().size).toBe(0);
  });

  it('limits light jobs per user to 2 while other users proceed', async () => {
    const live = new Map<string, number>();
    let peakU1 = 0;
    let peakTotal = 0;
    const runner = new LocalRunner(
      [
        job({
          handler: async ({ event }) => {
            const u = (event.data as { userId: string }).userId;
            live.set(u, (live.get(u) ?? 0) + 1);
            peakU1 = Math.max(peakU1, live.get('u1') ?? 0);
            peakTotal = Math.max(
              peakTotal,
              [...live.values()].reduce((a, b) => a + b, 0),
            );
            await tick(10);
            live.set(u, (live.get(u) ?? 0) - 1);
          },
        }),
      ],
      { log: quiet },
    );
    for (const id of ['1', '2', '3', '4']) runner.enqueue(ev(id, 'u1'));
    runner.enqueue(ev('5', 'u2'));
    await runner.whenIdle();
    expect(peakU1).toBe(2);
    expect(peakTotal).toBe(3);
  });

  it('waits for the backoff before retrying', async () => {
    const times: number[] = [];
    const runner = new LocalRunner(
      [
        job({
          retries: 1,
          handler: async () => {
            times.push(Date.now());
            throw new Error('x');
          },
        }),
      ],
      { backoffMs: () => 60, log: quiet },
    );
    runner.enqueue(ev('c1'));
    await runner.whenIdle();
    expect(times).toHaveLength(2);
    expect((times[1] as number) - (times[0] as number)).toBeGreaterThanOrEqual(55);
  });

  it('ignores events no job listens to', () => {
    const runner = new LocalRunner([], { log: quiet });
    expect(runner.enqueue(ev('c1'))).toBe(0);
  });
});
