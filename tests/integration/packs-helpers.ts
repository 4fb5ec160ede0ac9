import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Database } from '@/lib/db/types';
import { getStorage, newBlobKey } from '@/lib/storage';
import { insertStickers, newReference } from '@/lib/stickers/queries';

export { jsonRequest, makeUser, params, quiet, session, tempDir } from './characters-helpers';

type StickerOpts = {
  status?: string;
  visibility?: string;
  names?: string[];
  createdAt?: (i: number) => Date;
};

/** n stickers of the user, each with a real 512 px WebP in storage (CREATED by default). */
export async function makeStickers(db: Database, userId: string, n: number, opts: StickerOpts = {}) {
  const status = opts.status ?? 'CREATED';
  const image = await sharp({
    create: { width: 512, height: 512, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 1 } },
  })
    .webp()
    .toBuffer();
  const rows = [];
  for (let i = 0; i < n; i++) {
    let imageKey: string | null = null;
    if (status === 'CREATED') {
      // Where the app keeps it: a public sticker's drawing is public, a private one's is its owner's.
      const open = opts.visibility === 'PUBLIC';
      imageKey = newBlobKey('stickers', 'webp', open ? undefined : userId);
      await getStorage().put(imageKey, image, {
        contentType: 'image/webp',
        access: open ? 'public' : 'private',
      });
    }
    rows.push({
      id: randomUUID(),
      reference: newReference(),
      userId,
      name: opts.names?.[i] ?? `Sticker ${i}`,
      labelText: `Hi ${i}`,
      status,
      visibility: opts.visibility ?? 'PRIVATE',
      imageKey,
      emoji: ['😀'],
      position: i,
      createdAt: opts.createdAt?.(i) ?? new Date(Date.now() - i),
    });
  }
  return insertStickers(db, rows);
}

export const refs = (rows: { reference: string }[]) => rows.map((r) => r.reference);

export const packBody = (stickerReferences: string[], extra: Record<string, unknown> = {}) => ({
  name: 'My pack',
  description: 'Best of the week',
  stickerReferences,
  visibility: 'PRIVATE',
  ...extra,
});
