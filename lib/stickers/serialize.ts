import 'server-only';
import { deriveProgress } from '@/lib/contracts/characters';
import type { ModerationState } from '@/lib/contracts/moderation';
import type { PublicStickerDto, StickerDto, StickerStatus, Visibility } from '@/lib/contracts/stickers';
import { blobUrl } from '@/lib/storage';
import type { StickerRow } from './queries';

const workStart = (row: StickerRow) => row.regeneratedAt ?? row.createdAt;

/**
 * A sticker's drawing and its 320 px copy as URLs. A regenerating sticker shows its previous image
 * again only once it is CREATED; `thumb` is null for stickers drawn before thumbnails (lists then
 * use `image`). A private sticker's images have private addresses (lib/storage/keys.ts).
 */
export function stickerImageUrls(row: Pick<StickerRow, 'status' | 'imageKey' | 'thumbKey'>) {
  if (row.status !== 'CREATED' || !row.imageKey) return { image: null, thumb: null };
  return {
    image: blobUrl(row.imageKey),
    thumb: row.thumbKey ? blobUrl(row.thumbKey) : null,
  };
}

export function toStickerDto(row: StickerRow, now = Date.now()): StickerDto {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    status: row.status as StickerStatus,
    // Product rule (docs/product-rules.md): timed from the start of the current drawing (a regeneration's own start).
    progress: deriveProgress(row.status === 'CREATING' ? 'PROCESSING' : row.status, workStart(row), now),
    createdAt: row.createdAt.toISOString(),
    regeneratedAt: row.regeneratedAt?.toISOString() ?? null,
    visibility: row.visibility as Visibility,
    batchReference: row.batchReference,
    styleReference: row.styleReference,
    characterReferences: row.characterReferences,
    language: row.language,
    emoji: row.emoji,
    errorCode: row.errorCode,
    data: {
      ...stickerImageUrls(row),
      labelText: row.labelText,
      description: row.description,
    },
    ...(row.moderation ? { moderation: row.moderation as ModerationState } : {}),
  };
}

export function toPublicStickerDto(row: StickerRow): PublicStickerDto {
  const dto = toStickerDto(row);
  return {
    reference: dto.reference,
    name: dto.name,
    createdAt: dto.createdAt,
    emoji: dto.emoji,
    data: dto.data,
  };
}
