import 'server-only';
import { env } from '@/lib/env';
import type { SweepTarget } from '@/lib/jobs/sweeper';
import { findPackForPublishing } from '@/lib/packs/service';
import { sayFailed } from './chat';
import * as q from './queries';

// A set left PUBLISHING by a dead process: the embedded runner resumes it at start (every step is
// safe to repeat); one idle longer than the sweep window is failed, and the chat is told.
export const publishingSweepTarget: SweepTarget = {
  name: 'telegram-sets',
  async listInProgress(db, opts) {
    const out = [];
    for (const row of await q.listBusySets(db, opts)) {
      const found = await findPackForPublishing(db, { packId: row.packId });
      if (!found) continue;
      out.push({
        id: row.packId,
        // The last write, not the set's first publication: a re-publish is judged by its own age.
        createdAt: row.updatedAt,
        updatedAt: row.updatedAt,
        event: {
          name: 'pack/publish.requested' as const,
          data: {
            userId: found.pack.userId,
            packId: row.packId,
            telegramUserId: row.ownerTelegramUserId,
            chatId: row.chatId,
            languageCode: row.languageCode,
            resume: true,
          },
        },
      });
    }
    return out;
  },
  async failStuck(db, packId) {
    const row = await q.failSet(db, packId, 'INTERRUPTED', 'Publishing stopped without finishing', true);
    if (row && env().modes.bot === 'hosted')
      await sayFailed(
        { chatId: row.chatId, languageCode: row.languageCode },
        row.title,
        { code: 'INTERRUPTED', message: 'interrupted' },
        'publish',
      );
    return !!row;
  },
};
