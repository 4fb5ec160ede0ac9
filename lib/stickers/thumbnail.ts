import sharp from 'sharp';
import { accessOfKey, getStorage, newBlobKey } from '@/lib/storage';

// Lists and grids (explore, the studio, packs) show a sticker in a slot of 70–230 CSS px; the 512 px
// drawing is more than they need. Each sticker also gets a 320 px copy (a fraction of the bytes),
// offered with the drawing in a srcset: 320 px is enough for a phone's two-column grid up to a
// density of 2, and sharper screens and large slots still get the full size (docs/decisions.md).

export const THUMB_PX = 320;

/** Where a drawing's small copy is stored: beside it, named after it (`<name>_320.webp`). */
export const thumbKeyFor = (imageKey: string) => `${imageKey.replace(/\.[a-z0-9]+$/i, '')}_${THUMB_PX}.webp`;

/** The drawing scaled to fit THUMB_PX, transparency kept. */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, alphaQuality: 90, effort: 4 })
    .toBuffer();
}

/**
 * The key of a sticker's new drawing: in the space its images are in now (a regeneration), else
 * public for a public sticker and the owner's private space otherwise (lib/stickers/image-access.ts
 * moves them when a pack changes who may see them).
 */
export function newStickerImageKey(row: { userId: string; visibility: string; imageKey: string | null }) {
  const open = row.imageKey ? accessOfKey(row.imageKey) === 'public' : row.visibility === 'PUBLIC';
  return newBlobKey('stickers', 'webp', open ? undefined : row.userId);
}

/**
 * Stores a drawing and its small copy beside it, in the key's space; the copy is made first, so a drawing sharp cannot
 * read leaves no file behind. Both puts overwrite: storing the same drawing again is harmless.
 */
export async function storeStickerFiles(imageKey: string, image: Buffer) {
  const thumb = await makeThumbnail(image);
  const thumbKey = thumbKeyFor(imageKey);
  const storage = getStorage();
  const access = accessOfKey(imageKey);
  await storage.put(imageKey, image, { contentType: 'image/webp', access });
  await storage.put(thumbKey, thumb, { contentType: 'image/webp', access });
  return { imageKey, thumbKey };
}
