import 'server-only';
import type { SweepTarget } from '@/lib/jobs/sweeper';
import { failSticker } from './lifecycle';
import { listInProgress, listInProgressByHold } from './queries';

type Batch = { userId: string; createdAt: Date; updatedAt: Date; stickerIds: string[] };

/** The sweeper sees a batch (one hold, one job) as one item: its id is the batch's hold key. */
export const stickerSweepTarget: SweepTarget = {
  name: 'stickers',
  async listInProgress(db, opts) {
    const batches = new Map<string, Batch>();
    for (const row of await listInProgress(db, opts)) {
      if (!row.holdKey) continue;
      const b = batches.get(row.holdKey);
      if (!b) {
        // A regeneration's job started at regeneratedAt: recovery must not take it for an old one.
        const createdAt = row.regeneratedAt ?? row.createdAt;
        batches.set(row.holdKey, { ...row, createdAt, stickerIds: [row.id] });
        continue;
      }
      b.stickerIds.push(row.id);
      if (row.updatedAt > b.updatedAt) b.updatedAt = row.updatedAt;
    }
    return [...batches].map(([holdKey, b]) => ({
      id: holdKey,
      createdAt: b.createdAt,
      updatedAt: b.updatedAt,
      event: {
        name: 'stickers/generate.requested' as const,
        data: { userId: b.userId, batchKey: holdKey, stickerIds: b.stickerIds.slice(0, 32) },
      },
    }));
  },
  async failStuck(db, holdKey) {
    let failed = false;
    for (const row of await listInProgressByHold(db, holdKey)) {
      if (await failSticker(db, row.id, 'GENERATION_TIMEOUT')) failed = true;
    }
    return failed;
  },
};
