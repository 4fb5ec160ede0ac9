import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as LABEL, PUT as SAVE } from '@/app/v1/stickers/[reference]/label/route';
import { GET as PREVIEW } from '@/app/v1/stickers/[reference]/label/preview/route';
import { GET as PACK } from '@/app/v1/sticker-packs/[reference]/route';
import { LABEL_EDIT_LIMITS, type LabelEdit } from '@/lib/contracts/label-edits';
import type { PackDto } from '@/lib/contracts/packs';
import type { StickerDto } from '@/lib/contracts/stickers';
import type { Connection } from '@/lib/db/connect';
import { stickers } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/limits/counters';
import { registry } from '@/lib/registry';
import { accessOfKey, getStorage } from '@/lib/storage';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeUser, params, session, tempDir } from './characters-helpers';
import { expectConsistent } from './credits-helpers';
import { labelBody, makeLayeredSticker } from './label-edit-helpers';
import { makePack } from './publishing-helpers';
import { callerFrom } from '../helpers/caller';

// Label edits (docs/product-rules.md): free (the ledger never moves), rate-limited per person, a new
// image at a new address in the same space, someone else's sticker a 404, and a sticker drawn
// before layers were kept a 409 that says "Regenerate".
callerFrom(session);

let conn: Connection;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: localBlobStore(tempDir('label-edit-')) });
});
afterAll(async () => {
  registry.override({ storage: undefined });
  await conn.close();
});

const save = (reference: string, body: unknown) =>
  SAVE(jsonRequest(`/v1/stickers/${reference}/label`, 'PUT', body), params({ reference }));
const preview = (reference: string, edit: LabelEdit) => {
  const q = new URLSearchParams(edit as Record<string, string>).toString();
  return PREVIEW(jsonRequest(`/v1/stickers/${reference}/label/preview?${q}`, 'GET'), params({ reference }));
};
const rowOf = async (id: string) => (await conn.db.select().from(stickers).where(eq(stickers.id, id)))[0];

async function owner() {
  session.user = await makeUser(conn.db, 40);
  return session.user;
}

describe('label edits', () => {
  it('a preview is an image and stores nothing; a save is a new image, free', async () => {
    const user = await owner();
    const sticker = await makeLayeredSticker(conn.db, user.id);
    const before = await expectConsistent(conn.db, user.id);

    const shown = await LABEL(
      jsonRequest(`/v1/stickers/${sticker.reference}/label`, 'GET'),
      params({ reference: sticker.reference }),
    );
    expect((await shown.json()).data.result.label).toMatchObject({ text: 'Hello', placement: 'bottom' });

    const res = await preview(sticker.reference, labelBody({ text: 'こんにちは', language: 'ja' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await rowOf(sticker.id))?.imageKey).toBe(sticker.imageKey);

    const saved = await save(
      sticker.reference,
      labelBody({ text: 'こんにちは', language: 'ja', color: '#D62828' }),
    );
    expect(saved.status).toBe(200);
    const dto = (await saved.json()).data.result as StickerDto;
    expect(dto.data.labelText).toBe('こんにちは');
    const row = await rowOf(sticker.id);
    expect(row?.imageKey).not.toBe(sticker.imageKey);
    expect(row?.label).toEqual({
      text: 'こんにちは',
      language: 'ja',
      color: '#d62828',
      outline: '#ffffff',
      placement: 'bottom',
    });
    expect(row?.language).toBe('ja');
    // A later regeneration draws the edited label in its look.
    expect(row?.spec).toMatchObject({
      entry: { labelText: 'こんにちは', description: 'Waving hello' },
      labelLanguage: 'ja',
      labelLook: { color: '#d62828', outline: '#ffffff', placement: 'bottom' },
    });
    // The new image (and its small copy) stay private; the old files are gone; the layer stays.
    expect(accessOfKey(row?.imageKey as string)).toBe('private');
    const storage = getStorage();
    expect(await storage.get(row?.imageKey as string)).not.toBeNull();
    expect(await storage.get(row?.thumbKey as string)).not.toBeNull();
    expect(await storage.get(sticker.imageKey as string)).toBeNull();
    expect(await storage.get(sticker.thumbKey as string)).toBeNull();
    expect(await storage.get(sticker.layerKey as string)).not.toBeNull();
    // Nothing was charged or held: the ledger has the same rows and the balance is the same.
    expect(await expectConsistent(conn.db, user.id)).toEqual(before);
  });

  it('a public sticker gets a new public address; its pack shows the new image', async () => {
    const user = await owner();
    const sticker = await makeLayeredSticker(conn.db, user.id, { visibility: 'PUBLIC' });
    const pack = await makePack(conn.db, user.id, [sticker.reference]);
    expect((await save(sticker.reference, labelBody({ text: 'Bye', placement: 'top' }))).status).toBe(200);
    const row = await rowOf(sticker.id);
    expect(accessOfKey(row?.imageKey as string)).toBe('public');
    expect(row?.imageKey).not.toBe(sticker.imageKey);
    const res = await PACK(
      jsonRequest(`/v1/sticker-packs/${pack.reference}`, 'GET'),
      params({ reference: pack.reference }),
    );
    const shown = (await res.json()).data.result as PackDto;
    expect(JSON.stringify(shown.stickers)).toContain(row?.imageKey as string);
    expect(JSON.stringify(shown.stickers)).not.toContain(sticker.imageKey as string);
  });

  it("someone else's sticker is a 404 for every label route", async () => {
    const mine = await owner();
    const sticker = await makeLayeredSticker(conn.db, mine.id);
    await owner(); // another person is signed in now
    const ref = sticker.reference;
    expect(
      (await LABEL(jsonRequest(`/v1/stickers/${ref}/label`, 'GET'), params({ reference: ref }))).status,
    ).toBe(404);
    expect((await preview(ref, labelBody())).status).toBe(404);
    expect((await save(ref, labelBody({ text: 'Mine now' }))).status).toBe(404);
    expect((await rowOf(sticker.id))?.labelText).toBe('Hello');
  });

  it('a sticker drawn before layers were kept: label null, 409 NO_LAYER (Regenerate)', async () => {
    const user = await owner();
    const legacy = await makeLayeredSticker(conn.db, user.id, { layer: false });
    const ref = legacy.reference;
    const shown = await LABEL(jsonRequest(`/v1/stickers/${ref}/label`, 'GET'), params({ reference: ref }));
    expect((await shown.json()).data.result.label).toBeNull();
    for (const res of [await save(ref, labelBody()), await preview(ref, labelBody())]) {
      expect(res.status).toBe(409);
      expect((await res.json()).details.reason).toBe('NO_LAYER');
    }
  });

  it('bad input is a 400 from the shared schema', async () => {
    const user = await owner();
    const sticker = await makeLayeredSticker(conn.db, user.id);
    for (const body of [
      labelBody({ text: 'x'.repeat(41) }),
      labelBody({ text: '   ' }),
      labelBody({ color: 'red' }),
      { ...labelBody(), placement: 'left' },
      { ...labelBody(), language: 'xx' },
    ]) {
      const res = await save(sticker.reference, body);
      expect(res.status).toBe(400);
      expect((await res.json()).errorCode).toBe('VALIDATION_ERROR');
    }
    expect((await rowOf(sticker.id))?.imageKey).toBe(sticker.imageKey);
  });

  it('saves are rate-limited per person', async () => {
    const user = await owner();
    const sticker = await makeLayeredSticker(conn.db, user.id);
    expect((await save(sticker.reference, labelBody({ text: 'One' }))).status).toBe(200);
    // The rest of the window's saves, counted as the route counts them.
    for (let i = 1; i < LABEL_EDIT_LIMITS.savesPerWindow; i++)
      await hitRateLimit(conn.db, `label-save:${user.id}`, LABEL_EDIT_LIMITS.windowSeconds);
    const refused = await save(sticker.reference, labelBody({ text: 'Too many' }));
    expect(refused.status).toBe(429);
    expect((await refused.json()).details.retryAfter).toBeGreaterThan(0);
    expect((await rowOf(sticker.id))?.labelText).toBe('One');
    // Another person's edits are counted apart.
    const other = await owner();
    const theirs = await makeLayeredSticker(conn.db, other.id);
    expect((await save(theirs.reference, labelBody({ text: 'Fine' }))).status).toBe(200);
  });
});
