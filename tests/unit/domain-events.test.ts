import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '@/lib/db/types';
import { domainEvent } from '@/lib/events/bus';

const db = {} as DbOrTx;

describe('domain events', () => {
  it('awaits every listener in the order registered and returns their answers', async () => {
    const seen: string[] = [];
    const ev = domainEvent<{ n: number }, string>('test/ordered');
    ev.listen('a', async (_db, p) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`a${p.n}`);
      return 'A';
    });
    ev.listen('b', async (_db, p) => {
      seen.push(`b${p.n}`);
      return 'B';
    });
    expect(await ev.emit(db, { n: 1 })).toEqual(['A', 'B']);
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('a listener registered again under its id replaces the first (a module loaded twice)', async () => {
    const calls: string[] = [];
    const ev = domainEvent<null>('test/replace');
    ev.listen('x', async () => void calls.push('first'));
    domainEvent<null>('test/replace').listen('x', async () => void calls.push('second'));
    await ev.emit(db, null);
    expect(calls).toEqual(['second']);
  });

  it('a failing listener fails the emit (the caller decides what a failure means)', async () => {
    const ev = domainEvent<null>('test/fail');
    ev.listen('boom', async () => {
      throw new Error('boom');
    });
    await expect(ev.emit(db, null)).rejects.toThrow('boom');
  });
});
