import 'server-only';
import type { ModerationState } from '@/lib/contracts/moderation';
import { PACK_LIMITS, type PackDto, type PackStickerDto } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import type { DbOrTx } from '@/lib/db/types';
import { stickerSummaries } from '@/lib/stickers/lookup';
import * as q from './queries';

/**
 * Packs as the API returns them. A single pack carries every sticker in order; list items carry the
 * first PACK_LIMITS.previewMax (the list preview, docs/product-rules.md) plus the count — three queries for any page size.
 */
export async function toPackDtos(
  db: DbOrTx,
  rows: q.PackRow[],
  opts: { preview: boolean; listedOnly?: boolean },
): Promise<PackDto[]> {
  const ids = rows.map((r) => r.id);
  const [items, counts] = await Promise.all([
    q.itemsOf(db, ids, opts.preview ? PACK_LIMITS.previewMax : undefined),
    opts.preview ? q.countsOf(db, ids) : Promise.resolve(null),
  ]);
  // The cover may sit beyond a list item's preview: looked up with the previews, not among them.
  const covers = rows.flatMap((r) => (r.coverStickerId ? [r.coverStickerId] : []));
  const summaries = await stickerSummaries(db, [...[...items.values()].flat(), ...covers], {
    listedOnly: opts.listedOnly,
  });
  return rows.map((row) => {
    const stickerIds = items.get(row.id) ?? [];
    const stickers = stickerIds.flatMap((id) => {
      const s = summaries.get(id);
      return s ? [s] : [];
    }) as PackStickerDto[];
    const cover = row.coverStickerId ? summaries.get(row.coverStickerId) : undefined;
    return {
      reference: row.reference,
      publicId: row.publicId,
      name: row.name,
      description: row.description,
      visibility: row.visibility as Visibility,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      stickerCount: counts ? (counts.get(row.id) ?? 0) : stickers.length,
      coverStickerReference: cover?.reference ?? null,
      stickerReferences: stickers.map((s) => s.reference),
      stickers,
      ...(row.moderation ? { moderation: row.moderation as ModerationState } : {}),
    };
  });
}
