import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { listAnimations } from './animation-queries';
import { toAnimationDto } from './animation-serialize';

/**
 * Sticker DTOs with their animation (or null), one query for the page. Kept beside the sticker
 * lists rather than inside them: an animation is its own table (lib/db/schema/animations.ts).
 */
export async function withAnimations<T extends { id: string }>(db: DbOrTx, stickers: T[]) {
  const rows = new Map(
    (
      await listAnimations(
        db,
        stickers.map((s) => s.id),
      )
    ).map((r) => [r.stickerId, r]),
  );
  return stickers.map((s) => {
    const row = rows.get(s.id);
    return { ...s, animation: row ? toAnimationDto(row) : null };
  });
}
