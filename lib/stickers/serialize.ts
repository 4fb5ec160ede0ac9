import 'server-only';
import { deriveProgress } from '@/lib/contracts/characters';
import type { PublicStickerDto, StickerDto, StickerStatus, Visibility } from '@/lib/contracts/stickers';
import { getStorage } from '@/lib/storage';
import type { StickerRow } from './queries';

const workStart = (row: StickerRow) => row.regeneratedAt ?? row.createdAt;

export function toStickerDto(row: StickerRow, now = Date.now()): StickerDto {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    status: row.status as StickerStatus,
    // SPEC §4: timed from the start of the current drawing (a regeneration's own start).
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
      // A regenerating sticker keeps showing its previous image only once it is CREATED again.
      image: row.status === 'CREATED' && row.imageKey ? getStorage().publicUrl(row.imageKey) : null,
      // The 320 px copy for lists (null for stickers drawn before thumbnails: lists use `image`).
      thumb:
        row.status === 'CREATED' && row.imageKey && row.thumbKey
          ? getStorage().publicUrl(row.thumbKey)
          : null,
      labelText: row.labelText,
      description: row.description,
    },
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
