import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { accessOfKey, copyBlob, rekey } from '@/lib/storage';
import { listAnimationsOfUser, moveAnimationKeys } from './animation-queries';
import { deleteAnimationFiles } from './animation-files';
import { failAnimationRequest } from './animation-job';

// An animation's files are seen by whoever may see its sticker's image (docs/animated-stickers.md):
// when the image moves between the public and the private space (lib/stickers/image-access.ts),
// the animation's files follow it the same way: copied to fresh keys, the row, then the old files.

const FIELDS = ['videoKey', 'animatedWebpKey', 'thumbKey', 'posterKey'] as const;

/** Moves every animation of one owner whose files are not in its sticker's image's space. */
export async function syncAnimationFiles(db: DbOrTx, userId: string) {
  let moved = 0;
  for (const { animation, imageKey } of await listAnimationsOfUser(db, userId)) {
    const video = animation.videoKey;
    if (!video || !imageKey || accessOfKey(video) === accessOfKey(imageKey)) continue;
    const owner = accessOfKey(imageKey) === 'public' ? null : userId;
    const next = Object.fromEntries(
      FIELDS.map((f) => [f, animation[f] ? rekey(animation[f] as string, owner) : null]),
    ) as Record<(typeof FIELDS)[number], string | null>;
    let copied = true;
    for (const f of FIELDS) {
      const from = animation[f];
      const to = next[f];
      if (from && to) copied = copied && (await copyBlob(from, to));
    }
    const updated = copied ? await moveAnimationKeys(db, animation.stickerId, video, next) : undefined;
    await deleteAnimationFiles(updated ? animation : next);
    if (updated) moved++;
  }
  return moved;
}

/** Every stored file of the owner's animations (account deletion, lib/account/files.ts). */
export async function listAnimationKeysOfUser(db: DbOrTx, userId: string) {
  const keys: string[] = [];
  for (const { animation } of await listAnimationsOfUser(db, userId))
    for (const f of FIELDS) if (animation[f]) keys.push(animation[f] as string);
  return keys;
}

/** The files of stickers being deleted, read while their rows exist, deleted once the rows are gone. */
export async function animationFilesOfDeleted(db: DbOrTx, payload: { userId: string; stickerIds: string[] }) {
  const rows = (await listAnimationsOfUser(db, payload.userId)).filter((r) =>
    payload.stickerIds.includes(r.animation.stickerId),
  );
  // One still being made is settled first: its credits come back (the row goes with the sticker,
  // and its hold would otherwise stay held); its job then finds nothing to finish.
  for (const { animation } of rows)
    if (animation.status === 'PROCESSING')
      await failAnimationRequest(db, animation.stickerId, animation.holdKey, 'STICKER_DELETED');
  if (rows.length === 0) return undefined;
  return async () => {
    for (const r of rows) await deleteAnimationFiles(r.animation);
  };
}
