import 'server-only';
import type { PackStickerDto } from '@/lib/contracts/packs';
import { isPubliclyListed } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { motionOf } from './animation-public';
import { listAnimations } from './animation-queries';
import * as q from './queries';
import { stickerImageUrls } from './serialize';

// What other domains (packs, publishing) may ask of stickers, so the stickers table keeps one owner.

export type StickerFile = {
  id: string;
  reference: string;
  name: string;
  emoji: string[];
  imageKey: string;
  /** Its animation's files (docs/animated-stickers.md), when it has one: Telegram's WEBM, WhatsApp's WebP. */
  videoKey: string | null;
  animatedWebpKey: string | null;
  /** The animation's 100×100 WEBM, a Telegram set's thumbnail when this sticker is its cover. */
  setThumbKey: string | null;
};

/**
 * The owner's CREATED stickers for these references, as ids in the same order. Someone else's,
 * unknown, failed or unfinished stickers are refused (docs/product-rules.md: only CREATED stickers go in packs).
 */
export async function resolveOwnCreatedStickers(db: DbOrTx, userId: string, references: string[]) {
  const rows = await q.findOwnByReferences(db, userId, references);
  const byRef = new Map(rows.map((r) => [r.reference, r]));
  return references.map((ref) => {
    const row = byRef.get(ref);
    if (!row) throw new ApiError('NOT_FOUND', 'Sticker not found', { reference: ref });
    if (row.status !== 'CREATED' || !row.imageKey)
      throw new ApiError('VALIDATION_ERROR', 'Only finished stickers can be added to a pack.', {
        reference: ref,
      });
    return row.id;
  });
}

/**
 * View-only summaries by id (pack lists and pages). `listedOnly`: a public read, which leaves out the
 * stickers moderation took out of the gallery (lib/db/listed.ts).
 */
export async function stickerSummaries(
  db: DbOrTx,
  ids: string[],
  opts: { listedOnly?: boolean } = {},
): Promise<Map<string, PackStickerDto>> {
  const rows = (await q.listByIds(db, [...new Set(ids)])).filter(
    (r) => !opts.listedOnly || isPubliclyListed({ moderation: r.moderation }),
  );
  const moving = new Map((await listAnimations(db, ids)).map((a) => [a.stickerId, a]));
  return new Map(
    rows.map((r) => {
      // A public read (listedOnly) shows an animation only when its files are public too.
      const animation = r.status === 'CREATED' ? motionOf(moving.get(r.id), !!opts.listedOnly) : undefined;
      return [
        r.id,
        {
          reference: r.reference,
          name: r.name,
          emoji: r.emoji,
          data: stickerImageUrls(r),
          ...(animation ? { animation } : {}),
        },
      ];
    }),
  );
}

/**
 * The drawn files of these stickers in the given order (exports, Telegram); unfinished ones skipped,
 * and with `listedOnly` (a public read) those moderation took out of the gallery.
 */
export async function stickerFiles(
  db: DbOrTx,
  ids: string[],
  opts: { listedOnly?: boolean } = {},
): Promise<StickerFile[]> {
  const rows = new Map((await q.listByIds(db, [...new Set(ids)])).map((r) => [r.id, r]));
  const moving = new Map((await listAnimations(db, ids)).map((a) => [a.stickerId, a]));
  return ids.flatMap((id) => {
    const r = rows.get(id);
    const a = moving.get(id);
    // Both files or neither: an animation is offered only once it was stored whole.
    const animated = a?.videoKey && a.animatedWebpKey ? a : null;
    return r && r.status === 'CREATED' && r.imageKey && (!opts.listedOnly || r.moderation === null)
      ? [
          {
            id: r.id,
            reference: r.reference,
            name: r.name,
            emoji: r.emoji,
            imageKey: r.imageKey,
            videoKey: animated?.videoKey ?? null,
            animatedWebpKey: animated?.animatedWebpKey ?? null,
            setThumbKey: animated?.thumbKey ?? null,
          },
        ]
      : [];
  });
}
