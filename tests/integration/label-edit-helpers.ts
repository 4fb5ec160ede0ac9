import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { LabelEdit } from '@/lib/contracts/label-edits';
import type { Database } from '@/lib/db/types';
import { relabelSticker, type StickerLayout } from '@/lib/media/sticker/relabel';
import { getStorage, newBlobKey } from '@/lib/storage';
import { insertStickers, newReference } from '@/lib/stickers/queries';
import { storeStickerFiles } from '@/lib/stickers/thumbnail';

// A finished sticker with its kept layer, as the renderer leaves it (lib/stickers/pipeline.ts), from
// a small drawn figure instead of a character: the label edit runs the real layout on it.

export const LAYOUT: StickerLayout = {
  seed: 11,
  draws: 0,
  moods: [],
  fill: '#2a1650',
  outline: null,
  parts: null,
};

export const labelBody = (over: Partial<LabelEdit> = {}): LabelEdit => ({
  text: 'Hello',
  language: 'en',
  color: '#2a1650',
  outline: '#ffffff',
  placement: 'bottom',
  ...over,
});

/** The figure: an orange round character with eyes, 240×300, transparent around. */
export const figurePng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300"><ellipse cx="120" cy="150" rx="110" ry="140" fill="#f08a24"/><circle cx="85" cy="120" r="14" fill="#222"/><circle cx="155" cy="120" r="14" fill="#222"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

// Every fixture sticker has the same figure, layout and text, so the same drawing: it is drawn once
// per process (a quarter of a second each time), and each sticker still gets files of its own.
let drawn: Promise<{ figure: Buffer; image: Buffer }> | undefined;
function drawing() {
  drawn ??= (async () => {
    const figure = await figurePng();
    return { figure, image: await relabelSticker(figure, LAYOUT, { text: 'Hello', language: 'en' }) };
  })().catch((err: unknown) => {
    drawn = undefined;
    throw err;
  });
  return drawn;
}

export async function makeLayeredSticker(
  db: Database,
  userId: string,
  opts: { visibility?: 'PUBLIC' | 'PRIVATE'; layer?: boolean } = {},
) {
  const visibility = opts.visibility ?? 'PRIVATE';
  const { figure, image } = await drawing();
  const open = visibility === 'PUBLIC';
  const files = await storeStickerFiles(newBlobKey('stickers', 'webp', open ? undefined : userId), image);
  let layer = {};
  if (opts.layer !== false) {
    const layerKey = newBlobKey('layers', 'png', userId);
    await getStorage().put(layerKey, figure, { contentType: 'image/png', access: 'private' });
    layer = { layerKey, layer: LAYOUT, label: labelBody() };
  }
  const [row] = await insertStickers(db, [
    {
      id: randomUUID(),
      reference: newReference(),
      userId,
      name: 'Greeting',
      labelText: 'Hello',
      language: 'en',
      status: 'CREATED',
      visibility,
      emoji: ['👋'],
      // What a regeneration draws from (lib/stickers/spec.ts): a label edit updates its label.
      spec: {
        entry: { name: 'Greeting', labelText: 'Hello', description: 'Waving hello' },
        labelLanguage: 'en',
        moods: [],
        context: '',
        seed: LAYOUT.seed,
        cost: 5,
      },
      ...files,
      ...layer,
    },
  ]);
  if (!row) throw new Error('no sticker');
  return row;
}

/** The authorization table's fixtures for the label routes: the owner's sticker, an edit as query (GET) or body (PUT). */
export const labelFixtures = (db: () => Database) => {
  const call = async (o: { userId: string }, withBody: boolean) => {
    const s = await makeLayeredSticker(db(), o.userId);
    const query = `?${new URLSearchParams(labelBody()).toString()}`;
    return {
      params: { reference: s.reference },
      query,
      private: [s.reference],
      ...(withBody ? { body: labelBody() } : {}),
    };
  };
  return {
    labelSticker: (o: { userId: string }) => call(o, false),
    labelSave: (o: { userId: string }) => call(o, true),
  };
};
