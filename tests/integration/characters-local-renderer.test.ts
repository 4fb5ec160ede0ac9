import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharacter } from '@/lib/characters/service';
import { createCharacterSchema } from '@/lib/contracts/characters';
import type { Connection } from '@/lib/db/connect';
import { characters } from '@/lib/db/schema';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import { chargesOf, imagesOf, makeUser, PHOTOS, quiet, tempDir, uploadPhoto } from './characters-helpers';
import { registry } from '@/lib/registry';

const astronaut = path.join(PHOTOS, 'astronaut.png');
let conn: Connection;
const store = localBlobStore(tempDir('char-local-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store });
  registry.override({ characterRenderer: undefined }); // the configured one: embedded mode → the local CPU pipeline
});
afterAll(async () => {
  registry.override({ localRunner: undefined, storage: undefined });
  await conn.close();
});

// The one end-to-end run of the real pipeline (CPU background removal, ~15 s, ~1.1 GB).
describe('character job with the local CPU pipeline', () => {
  it('turns astronaut.png into a transparent 512 px die-cut tile', { timeout: 180_000 }, async () => {
    const runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
    const user = await makeUser(conn.db, 10);
    const ref = await uploadPhoto(conn.db, user.id, fs.readFileSync(astronaut));
    const input = createCharacterSchema.parse({ name: 'Astro', userUploadReferences: [ref] });
    const { character } = await createCharacter(conn.db, user.id, input);
    await runner?.whenIdle();

    const [row] = await conn.db.select().from(characters).where(eq(characters.id, character.id));
    expect([row?.status, row?.errorCode]).toEqual(['CREATED', null]);
    const [tile] = await imagesOf(conn.db, character.id, 'tile');
    const file = await store.get(tile?.storageKey as string);
    expect(file?.contentType).toBe('image/webp');
    const meta = await sharp(file?.data).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 512, 512, true]);
    expect(file?.data.length).toBeLessThan(512 * 1024); // Telegram's static sticker limit
    // Background gone: the corners are transparent; the subject in the middle is opaque.
    const { data } = await sharp(file?.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * 512 + x) * 4 + 3];
    expect([alpha(2, 2), alpha(509, 2)]).toEqual([0, 0]);
    expect(alpha(256, 300)).toBe(255);
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-3]);
  });
});
