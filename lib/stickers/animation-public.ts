import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { StickerMotionDto } from '@/lib/contracts/animation';
import { stickerAnimations, stickers } from '@/lib/db/schema';
import type { DbOrTx } from '@/lib/db/types';
import { accessOfKey, blobUrl } from '@/lib/storage';
import type { AnimationRow } from './animation-queries';

// An animation as others see it (docs/animated-stickers.md). Its files follow its sticker's image
// between the public and the private space; a public read offers them only once every one of them
// is public, so a visitor is never handed an owner-only address (while a move is under way, or for
// a private sticker), and sees the sticker still instead.

type Files = Pick<AnimationRow, 'videoKey' | 'animatedWebpKey' | 'posterKey'>;

/** The animation's addresses once all three files are stored; with `publicOnly`, only public ones. */
export function motionOf(files: Files | undefined, publicOnly: boolean): StickerMotionDto | undefined {
  const keys = files && [files.videoKey, files.animatedWebpKey, files.posterKey];
  if (!keys?.every((k): k is string => !!k)) return undefined;
  if (publicOnly && keys.some((k) => accessOfKey(k) !== 'public')) return undefined;
  const [video, animatedWebp, poster] = keys.map(blobUrl) as [string, string, string];
  return { video, animatedWebp, poster };
}

/** Public listings (explore): each item with its animation when its files are public. */
export async function withPublicMotion<T extends { reference: string }>(db: DbOrTx, items: T[]) {
  if (items.length === 0) return items;
  const rows = await db
    .select({
      reference: stickers.reference,
      videoKey: stickerAnimations.videoKey,
      animatedWebpKey: stickerAnimations.animatedWebpKey,
      posterKey: stickerAnimations.posterKey,
    })
    .from(stickerAnimations)
    .innerJoin(stickers, eq(stickers.id, stickerAnimations.stickerId))
    .where(
      inArray(
        stickers.reference,
        items.map((i) => i.reference),
      ),
    );
  const byRef = new Map(rows.map((r) => [r.reference, motionOf(r, true)]));
  return items.map((item) => {
    const animation = byRef.get(item.reference);
    return animation ? { ...item, animation } : item;
  });
}
