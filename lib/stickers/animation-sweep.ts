import 'server-only';
import type { SweepTarget } from '@/lib/jobs/sweeper';
import { findAnimationByHold, listStuckAnimations } from './animation-queries';
import { failAnimationRequest } from './animation-job';

/** An animation request is one item for the sweeper: its id is the request's hold key. */
export const animationSweepTarget: SweepTarget = {
  name: 'sticker-animations',
  async listInProgress(db, opts) {
    const rows = await listStuckAnimations(db, opts.updatedBefore ?? new Date());
    return rows.map((row) => ({
      id: row.holdKey,
      createdAt: row.updatedAt,
      updatedAt: row.updatedAt,
      event: {
        name: 'stickers/animate.requested' as const,
        data: { userId: row.userId, stickerId: row.stickerId, holdKey: row.holdKey },
      },
    }));
  },
  async failStuck(db, holdKey) {
    const row = await findAnimationByHold(db, holdKey);
    return row ? failAnimationRequest(db, row.stickerId, holdKey, 'ANIMATION_TIMEOUT') : false;
  },
};
