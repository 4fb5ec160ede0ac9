import { describe, expect, it } from 'vitest';
import { processingRuns, stickerProgress } from '@/lib/client/sticker-runs';
import type { StickerStatus } from '@/lib/contracts/stickers';

const t0 = Date.parse('2025-06-01T10:00:00Z');
const iso = (msAfter: number) => new Date(t0 + msAfter).toISOString();
const sticker = (
  reference: string,
  status: StickerStatus,
  extra: { regeneratedAt?: string; batch?: string } = {},
) => ({
  reference,
  name: `Sticker ${reference}`,
  status,
  createdAt: iso(0),
  regeneratedAt: extra.regeneratedAt ?? null,
  batchReference: extra.batch ?? 'b1',
});

describe('processingRuns (the studio banners)', () => {
  it('a batch still being drawn is one banner counting its settled stickers', () => {
    const runs = processingRuns([
      sticker('1', 'CREATED'),
      sticker('2', 'PROCESSING'),
      sticker('3', 'CREATING'),
      sticker('4', 'FAILED_CREATION'),
    ]);
    expect(runs).toEqual([{ key: 'b1', total: 4, done: 2, regenerating: undefined }]);
  });

  it('one regenerated sticker of a finished batch of 8 is its own banner, not "7 of 8 ready"', () => {
    const list = Array.from({ length: 8 }, (_, i) => sticker(String(i), 'CREATED'));
    list[3] = sticker('3', 'PROCESSING', { regeneratedAt: iso(600_000) });
    const runs = processingRuns(list);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ key: 'regenerate:3', total: 1, done: 0 });
    expect(runs[0]?.regenerating?.reference).toBe('3');
  });

  it('a regeneration during its batch counts as done in the batch, and has its own banner', () => {
    const runs = processingRuns([
      sticker('1', 'PROCESSING', { regeneratedAt: iso(30_000) }),
      sticker('2', 'PROCESSING'),
      sticker('3', 'CREATED'),
    ]);
    expect(runs.map((r) => [r.key, r.done, r.total])).toEqual([
      ['regenerate:1', 0, 1],
      ['b1', 2, 3],
    ]);
  });

  it('a settled sticker regenerated earlier is simply part of its batch', () => {
    expect(processingRuns([sticker('1', 'CREATED', { regeneratedAt: iso(1) })])).toEqual([]);
  });
});

describe('stickerProgress (timed from the start of the current drawing)', () => {
  it('a regeneration is timed from regeneratedAt, not the old createdAt', () => {
    const s = sticker('1', 'PROCESSING', { regeneratedAt: iso(3_600_000) });
    expect(stickerProgress(s, t0 + 3_600_000 + 30_000)).toBe(30);
  });

  it('a first drawing is timed from createdAt; CREATING counts as in progress', () => {
    expect(stickerProgress(sticker('1', 'CREATING'), t0 + 45_000)).toBe(45);
    expect(stickerProgress(sticker('1', 'PROCESSING'), t0 + 120_000)).toBe(99);
  });
});
