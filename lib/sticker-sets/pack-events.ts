import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import type { EventData, EventName } from '@/lib/jobs/events';
import { sendEvent } from '@/lib/jobs/runtime';

// The Telegram set follows its pack (lib/packs/events.ts; registered by lib/server/wiring.ts): a
// changed pack is synced, an emptied or deleted one loses its set (a set cannot be empty). The pack
// is saved already: a lost job event must not fail the request; the next edit or publish catches up.

async function request<N extends EventName>(name: N, data: EventData<N>) {
  if (env().modes.bot !== 'hosted') return;
  try {
    await sendEvent(name, data);
  } catch (err) {
    console.error(`[publishing] ${name} could not be sent`, err);
  }
}

export async function followChangedPack(
  _db: DbOrTx,
  p: { userId: string; packId: string; publicId: string; empty: boolean },
) {
  if (p.empty)
    await request('pack/unpublish.requested', { userId: p.userId, packId: p.packId, publicId: p.publicId });
  else await request('pack/sync.requested', { userId: p.userId, packId: p.packId });
}

export async function followDeletedPack(
  _db: DbOrTx,
  p: { userId: string; packId: string; publicId: string },
) {
  await request('pack/unpublish.requested', { userId: p.userId, packId: p.packId, publicId: p.publicId });
}

/**
 * A sticker has a new drawing (lib/stickers/events.ts stickerRedrawn): every Telegram set that holds
 * it replaces it (one job per sticker; it finds the sets when it runs).
 */
export async function replaceRedrawnSticker(_db: DbOrTx, p: { userId: string; stickerId: string }) {
  await request('pack/sticker-replace.requested', p);
}
