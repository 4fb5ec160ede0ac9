import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppUser } from '@/lib/auth/current-user';
import type { CharacterRenderer } from '@/lib/characters/renderer';
import { characterImages, characters, creditHolds, creditLedger } from '@/lib/db/schema';
import type { Database } from '@/lib/db/types';
import { createUploadUrls, receiveUpload } from '@/lib/uploads/service';

export const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
export const quiet = { warn: () => {}, error: () => {} };
export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The signed-in user the mocked getCurrentUser returns (null = anonymous). */
export const session: { user: AppUser | null } = { user: null };

export { makeUser } from '../helpers/users';

export const testPhoto = (color = '#e07a2f') =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A photo through the real upload path (signed slot, PUT, sanitised, stored privately). */
export async function uploadPhoto(db: Database, userId: string, data?: Buffer): Promise<string> {
  const [slot] = await createUploadUrls(db, userId, 1);
  if (!slot) throw new Error('no upload slot');
  const token = new URL(slot.uploadUrl, 'http://localhost').searchParams.get('token') as string;
  const req = new Request(`http://localhost${slot.uploadUrl}`, {
    method: 'PUT',
    body: new Uint8Array(data ?? (await testPhoto())),
    headers: { 'content-type': 'image/png' },
  });
  await receiveUpload(db, {
    reference: slot.reference,
    token,
    sessionUserId: userId,
    req,
    filename: 'photo.png',
  });
  return slot.reference;
}

/** A 512 px transparent WebP, like the real tiles. */
export const fakeTile = () =>
  sharp({ create: { width: 512, height: 512, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 4, background: '#3a7bd5' } },
        top: 106,
        left: 106,
      },
    ])
    .webp()
    .toBuffer();

/** A fast stand-in for the CPU pipeline: one tile per photo; `behave` can throw or wait. */
export function fakeCharacterRenderer(behave?: (call: number) => Promise<void> | void) {
  const state = { calls: 0, photos: [] as number[] };
  const renderer: CharacterRenderer = {
    async render({ photos }) {
      state.calls++;
      state.photos.push(photos.length);
      await behave?.(state.calls);
      return { tiles: await Promise.all(photos.map(() => fakeTile())), mainIndex: 0 };
    },
  };
  return { renderer, state };
}

export async function characterByRef(db: Database, reference: string) {
  const [row] = await db.select().from(characters).where(eq(characters.reference, reference));
  return row;
}

export async function imagesOf(db: Database, characterId: string, kind: 'source' | 'tile') {
  return db
    .select()
    .from(characterImages)
    .where(and(eq(characterImages.characterId, characterId), eq(characterImages.kind, kind)));
}

export async function holdOf(db: Database, holdKey: string) {
  const [row] = await db.select().from(creditHolds).where(eq(creditHolds.idempotencyKey, holdKey));
  return row;
}

export async function chargesOf(db: Database, userId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'CHARGE')));
}

export function jsonRequest(url: string, method: string, body?: unknown) {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const params = (p: Record<string, string> = {}) => ({ params: Promise.resolve(p) });
