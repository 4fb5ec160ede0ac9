import 'server-only';
import type { DbOrTx } from '@/lib/db/types';
import { findPackForPublishing } from '@/lib/packs/service';
import { type StickerFile, stickerFiles } from '@/lib/stickers/lookup';
import { getStorage } from '@/lib/storage';

export type PackSource = NonNullable<Awaited<ReturnType<typeof findPackForPublishing>>>['pack'];
export type SourceSticker = StickerFile;

/** A pack and its finished stickers in pack order (a sticker deleted or unfinished is left out). */
export async function loadPackSource(db: DbOrTx, key: { publicId?: string; packId?: string }) {
  const found = await findPackForPublishing(db, key);
  if (!found) return undefined;
  const files = await stickerFiles(db, found.stickerIds);
  const cover = files.find((f) => f.id === found.pack.coverStickerId) ?? files[0];
  return { pack: found.pack, files, coverId: cover?.id ?? null };
}

export class MissingImageError extends Error {
  override name = 'MissingImageError';
}

/** A sticker's drawn image from storage. */
export async function readStickerImage(imageKey: string): Promise<Buffer> {
  const blob = await getStorage().get(imageKey);
  if (!blob) throw new MissingImageError(`Sticker image ${imageKey} is missing from storage`);
  return blob.data;
}
