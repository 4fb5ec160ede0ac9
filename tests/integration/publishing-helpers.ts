import { createHash, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createPackSchema } from '@/lib/contracts/packs';
import type { Database } from '@/lib/db/types';
import { createPack } from '@/lib/packs/service';
import { getStorage, newBlobKey } from '@/lib/storage';
import { insertStickers, newReference } from '@/lib/stickers/queries';

/** A stored sticker with this exact image (PNG or WebP), CREATED, for a pack. */
export async function stickerWithImage(
  db: Database,
  userId: string,
  image: Buffer,
  ext: 'png' | 'webp',
  i = 0,
) {
  // Where the app keeps a PRIVATE sticker's drawing: its owner's private space, so publishing and
  // the ZIPs are tested reading the private store (a public pack's stickers move out of it).
  const imageKey = newBlobKey('stickers', ext, userId);
  await getStorage().put(imageKey, image, { contentType: `image/${ext}`, access: 'private' });
  const [row] = await insertStickers(db, [
    {
      id: randomUUID(),
      reference: newReference(),
      userId,
      name: `Odd ${i}`,
      labelText: 'Odd',
      status: 'CREATED',
      visibility: 'PRIVATE',
      imageKey,
      emoji: ['🔥', '🎉'],
      position: i,
    },
  ]);
  if (!row) throw new Error('sticker not inserted');
  return row;
}

/** Random noise compresses badly: a source that must be re-encoded to fit the byte limits. */
export async function noisePng(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 4);
  for (let i = 0; i < raw.length; i++) raw[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export async function makePack(
  db: Database,
  userId: string,
  stickerRefs: string[],
  extra: { name?: string; visibility?: 'PUBLIC' | 'PRIVATE'; coverStickerReference?: string } = {},
) {
  const input = createPackSchema.parse({
    name: extra.name ?? 'Summer fun',
    stickerReferences: stickerRefs,
    visibility: extra.visibility ?? 'PRIVATE',
    coverStickerReference: extra.coverStickerReference,
  });
  return (await createPack(db, userId, input)).pack;
}

export { readZip, type ZipFile } from '../helpers/zip-entries';

/** Python's own ZIP tester (`python3 -m zipfile -t`) on the archive; returns its listing. */
export function pythonZipCheck(zip: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-check-')), 'a.zip');
  fs.writeFileSync(file, zip);
  // It exits 0 either way: the verdict is in its output.
  const tested = execFileSync('python3', ['-m', 'zipfile', '-t', file], { encoding: 'utf8' });
  if (tested.includes('corrupted') || !tested.includes('Done testing')) throw new Error(tested);
  return execFileSync('python3', ['-m', 'zipfile', '-l', file], { encoding: 'utf8' });
}

/** n CREATED stickers, each a distinct 512 px WebP: a set's order can be read back from the images. */
export async function colourStickers(db: Database, userId: string, n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const image = await sharp({
      create: {
        width: 512,
        height: 512,
        channels: 4,
        background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53 + 40) % 256, alpha: 1 },
      },
    })
      .webp()
      .toBuffer();
    // PRIVATE stickers: their files are in the owner's private space, as the app keeps them.
    const imageKey = newBlobKey('stickers', 'webp', userId);
    await getStorage().put(imageKey, image, { contentType: 'image/webp', access: 'private' });
    const [row] = await insertStickers(db, [
      {
        id: randomUUID(),
        reference: newReference(),
        userId,
        name: `Colour ${i}`,
        labelText: `C${i}`,
        status: 'CREATED',
        visibility: 'PRIVATE',
        imageKey,
        emoji: i % 2 ? ['😀', '🎉'] : [],
        position: i,
        createdAt: new Date(Date.now() - i),
      },
    ]);
    if (!row) throw new Error('sticker not inserted');
    rows.push({ ...row, hash: createHash('sha1').update(image).digest('hex') });
  }
  return rows;
}
