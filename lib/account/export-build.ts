import 'server-only';
import { listCharactersOfUser } from '@/lib/characters/account-data';
import { listLedgerOfUser } from '@/lib/credits/account-data';
import type { DbOrTx } from '@/lib/db/types';
import { createZip, type ZipEntry } from '@/lib/exports/zip';
import { listPacksOfUser } from '@/lib/packs/account-data';
import { listStickersOfUser } from '@/lib/stickers/account-data';
import { getStorage } from '@/lib/storage';
import { listTelegramLinksOfUser } from '@/lib/telegram/account-data';
import { findUser } from '@/lib/users/service';

// "Download my data" (docs/product-rules.md, "Your data"): one ZIP of JSON files (profile, credit
// history, characters, stickers, packs, Telegram links) and every image of the user's — each
// sticker's drawing and each character's images (an example's images, which a remix shows, are not
// the user's). Storage keys stay inside: the JSON names each image by its path in the archive.

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
const extOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const json = (name: string, value: unknown): ZipEntry => ({
  name,
  data: `${JSON.stringify(value, null, 2)}\n`,
});

export async function buildAccountZip(db: DbOrTx, userId: string): Promise<Buffer> {
  const user = await findUser(db, userId);
  if (!user) throw new Error('No such user');
  const storage = getStorage();
  const images: ZipEntry[] = [];
  const addImage = async (key: string | null, name: string) => {
    const blob = key ? await storage.get(key) : null;
    if (!blob || !key) return null;
    const path = `images/${name}.${extOf(key)}`;
    images.push({ name: path, data: blob.data });
    return path;
  };

  const allStickers = await listStickersOfUser(db, userId);
  const stickers = [];
  for (const s of allStickers) {
    const { imageKey, thumbKey: _thumb, id: _id, createdAt, ...rest } = s;
    stickers.push({
      ...rest,
      createdAt: iso(createdAt),
      image: await addImage(imageKey, `stickers/${s.reference}`),
    });
  }
  const characters = [];
  for (const c of await listCharactersOfUser(db, userId)) {
    const files = [];
    for (const i of c.images)
      files.push({
        kind: i.kind,
        image: await addImage(i.storageKey, `characters/${c.reference}/${i.reference}`),
      });
    const { id: _id, images: _images, createdAt, ...rest } = c;
    characters.push({ ...rest, createdAt: iso(createdAt), images: files });
  }
  const refOf = new Map(allStickers.map((s) => [s.id, s.reference]));
  const packs = (await listPacksOfUser(db, userId)).map(
    ({ id: _id, coverStickerId, stickerIds, createdAt, ...p }) => ({
      ...p,
      createdAt: iso(createdAt),
      cover: coverStickerId ? (refOf.get(coverStickerId) ?? null) : null,
      stickers: stickerIds.map((id) => refOf.get(id) ?? null).filter(Boolean),
    }),
  );
  const links = (await listTelegramLinksOfUser(db, userId)).map((l) => ({
    ...l,
    createdAt: iso(l.createdAt),
    verifiedAt: iso(l.verifiedAt),
  }));
  const profile = {
    userCode: user.publicId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    imageUrl: user.imageUrl,
    signIn: user.authProvider,
    balance: user.balance,
    creditExpiry: iso(user.creditExpiry),
    createdAt: iso(user.createdAt),
    exportedAt: new Date().toISOString(),
  };
  return createZip([
    json('profile.json', profile),
    json('credit-history.json', await listLedgerOfUser(db, userId)),
    json('characters.json', characters),
    json('stickers.json', stickers),
    json('packs.json', packs),
    json('telegram-links.json', links),
    ...images,
  ]);
}
