import { describe, expect, it } from 'vitest';
import { createSemaphore } from '@/lib/media/semaphore';

describe('createSemaphore', () => {
  it('never runs more than `limit` tasks at once and runs them all', async () => {
    const slots = createSemaphore(2);
    let running = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        slots.run(async () => {
          running++;
          most = Math.max(most, running);
          await new Promise((r) => setTimeout(r, 5 + (i % 3) * 5));
          running--;
          return i;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
    expect(slots.active).toBe(0);
  });

  it('frees the slot when a task throws', async () => {
    const slots = createSemaphore(1);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
  });
});
