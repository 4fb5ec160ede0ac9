import 'server-only';
import { type CharacterDto, type CharacterStatus, deriveProgress } from '@/lib/contracts/characters';
import { blobUrl } from '@/lib/storage';
import type { CharacterImageRow, CharacterRow } from './queries';

/**
 * The one shape every /v1/characters response uses (docs/product-rules.md). Tile addresses follow
 * their key's space: an owner's tiles are private addresses only the owner can open.
 */
export function toCharacterDto(
  row: CharacterRow,
  images: CharacterImageRow[],
  now = Date.now(),
): CharacterDto {
  const mine = images.filter((i) => i.characterId === row.id).sort((a, b) => a.position - b.position);
  const tiles = mine
    .filter((i) => i.kind === 'tile')
    .map((t) => ({ reference: t.reference, url: blobUrl(t.storageKey) }));
  const main = tiles.find((t) => t.reference === row.mainTileReference) ?? tiles[0];
  const ordered = main ? [main, ...tiles.filter((t) => t !== main)] : tiles;
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    description: row.description,
    status: row.status as CharacterStatus,
    progress: deriveProgress(row.status, row.createdAt, now, row.progress),
    createdAt: row.createdAt.toISOString(),
    errorCode: row.errorCode,
    isExample: row.isExample,
    isRemix: row.isRemix,
    templateReference: row.templateReference,
    data: { tiles, mainTileReference: row.mainTileReference ?? main?.reference ?? null },
    images: ordered.map((t) => t.url),
    sourceImages: row.isExample
      ? mine.filter((i) => i.kind === 'source').map((s) => blobUrl(s.storageKey))
      : [],
    avatar: row.status === 'CREATED' ? (main?.url ?? null) : null,
  };
}
