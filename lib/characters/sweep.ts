import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import type { SweepTarget } from '@/lib/jobs/sweeper';
import { discardSourcePhotos, failCharacter } from './lifecycle';
import { findCharacterById, listInProgressCharacters } from './queries';

export const characterSweepTarget: SweepTarget = {
  name: 'characters',
  async listInProgress(db, opts) {
    const rows = await listInProgressCharacters(db, opts);
    return rows
      .filter((r) => r.userId)
      .map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        event: {
          name: 'character/create.requested' as const,
          data: { characterId: r.id, userId: r.userId as string },
        },
      }));
  },
  async failStuck(db: DbOrTx, id: string) {
    const failed = await failCharacter(db, id, 'GENERATION_TIMEOUT');
    const row = failed ? await findCharacterById(db, id) : undefined;
    if (row && !row.isExample) await discardSourcePhotos(db, id);
    return failed;
  },
};
