import 'server-only';
import type { PackStickerDto } from '@/lib/contracts/packs';
import { isPubliclyListed } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import * as q from './queries';
import { stickerImageUrls } from './serialize';

// What other domains (packs, publishing) may ask of stickers, so the stickers table keeps one owner.

export type StickerFile = { id: string; reference: string; name: string; emoji: string[]; imageKey: string };

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
  return new Map(
    rows.map((r) => [
      r.id,
      {
        reference: r.reference,
        name: r.name,
        emoji: r.emoji,
        data: stickerImageUrls(r),
      },
    ]),
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
  return ids.flatMap((id) => {
    const r = rows.get(id);
    return r && r.status === 'CREATED' && r.imageKey && (!opts.listedOnly || r.moderation === null)
      ? [{ id: r.id, reference: r.reference, name: r.name, emoji: r.emoji, imageKey: r.imageKey }]
      : [];
  });
}
