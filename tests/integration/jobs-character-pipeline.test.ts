import { eq } from 'drizzle-orm';
import { waitFor } from '../helpers/wait';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCreateCharacter } from '@/lib/characters/pipeline';
import { UnsafeContentError } from '@/lib/characters/renderer';
import { createCharacter } from '@/lib/characters/service';
import { createCharacterSchema } from '@/lib/contracts/characters';
import { getAvailableCreditsForUser } from '@/lib/credits/service';
import type { Connection } from '@/lib/db/connect';
import { characters, uploads } from '@/lib/db/schema';
import type { StepHook } from '@/lib/jobs/local-runner';
import { MediaError } from '@/lib/media/raw';
import type { Step } from '@/lib/jobs/types';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import {
  chargesOf,
  fakeCharacterRenderer,
  holdOf,
  imagesOf,
  makeUser,
  quiet,
  tempDir,
  uploadPhoto,
} from './characters-helpers';
import { registry } from '@/lib/registry';

let conn: Connection;
const store = localBlobStore(tempDir('jobs-char-'));
const STEPS = ['load', 'generate', 'store', 'cleanup', 'finish'] as const;

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store });
});
afterEach(() => registry.override({ characterRenderer: undefined }));
afterAll(async () => {
  registry.override({ localRunner: undefined, storage: undefined });
  await conn.close();
});

/** A runner with no backoff; `fail` decides per step and attempt whether to throw before/after its work. */
async function runner(opts: { before?: StepHook; after?: StepHook } = {}) {
  const r = installLocalRunner({
    backoffMs: () => 0,
    log: quiet,
    beforeStep: opts.before,
    afterStep: opts.after,
  });
  return r as NonNullable<typeof r>;
}

async function startCharacter(credits = 10) {
  const db = conn.db;
  const user = await makeUser(db, credits);
  const ref = await uploadPhoto(db, user.id);
  const input = createCharacterSchema.parse({ name: 'Robo', userUploadReferences: [ref] });
  const { character, availableCredits } = await createCharacter(db, user.id, input);
  return { user, uploadRef: ref, character, availableCredits };
}

async function rowById(id: string) {
  const [row] = await conn.db.select().from(characters).where(eq(characters.id, id));
  if (!row) throw new Error('character gone');
  return row;
}

async function uploadStatus(reference: string) {
  const [row] = await conn.db.select().from(uploads).where(eq(uploads.reference, reference));
  return { status: row?.status, file: row?.storageKey ? await store.get(row.storageKey) : null };
}

describe('character/create.requested', () => {
  it('creates the character and captures the hold exactly once', async () => {
    const fake = fakeCharacterRenderer();
    registry.override({ characterRenderer: fake.renderer });
    const r = await runner();
    const { user, character, availableCredits, uploadRef } = await startCharacter(10);
    expect(character.status).toBe('PENDING');
    expect(availableCredits).toBe(7);
    await r.whenIdle();

    const row = await rowById(character.id);
    expect(row.status).toBe('CREATED');
    expect(row.progress).toBe(100);
    const tiles = await imagesOf(conn.db, row.id, 'tile');
    expect(tiles).toHaveLength(1);
    expect(row.mainTileReference).toBe(tiles[0]?.reference);
    // Cut from someone's photo: private to the owner (docs/product-rules.md, visibility and images).
    expect((await store.get(tiles[0]?.storageKey as string))?.access).toBe('private');
    // The head box rides along in the tile's meta (chibi styles and close-ups use it).
    expect(tiles[0]?.meta).toMatchObject({ headBox: { x: expect.any(Number), height: expect.any(Number) } });
    // Photos are deleted after processing (terms).
    expect(await imagesOf(conn.db, row.id, 'source')).toHaveLength(0);
    expect(await uploadStatus(uploadRef)).toEqual({ status: 'DELETED', file: null });

    expect((await holdOf(conn.db, `character:${row.id}`))?.status).toBe('CAPTURED');
    const charges = await chargesOf(conn.db, user.id);
    expect(charges.map((c) => c.delta)).toEqual([-3]);
    expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(7);
    expect(fake.state.calls).toBe(1);

    // The same event again (a duplicate delivery) finds the character done: no second charge.
    const memo = new Map<string, unknown>();
    const freshStep: Step = {
      run: async (id, fn) => {
        if (!memo.has(id)) memo.set(id, await fn());
        return memo.get(id) as never;
      },
      sleep: async () => {},
      waitForEvent: async () => null,
    };
    expect(await runCreateCharacter({ characterId: row.id, userId: user.id }, freshStep)).toEqual({
      status: 'SKIPPED',
    });
    expect(await chargesOf(conn.db, user.id)).toHaveLength(1);
    expect(fake.state.calls).toBe(1);
  });

  for (const failing of STEPS) {
    it(`fails and releases the hold when step '${failing}' always throws`, async () => {
      registry.override({ characterRenderer: fakeCharacterRenderer().renderer });
      let attempts = 0;
      const r = await runner({
        before: ({ stepId }) => {
          if (stepId !== failing) return;
          attempts++;
          throw new Error(`boom in ${failing}`);
        },
      });
      const { user, character, uploadRef } = await startCharacter(10);
      await r.whenIdle();

      const row = await rowById(character.id);
      expect(row.status).toBe('FAILED_CREATION');
      expect(row.errorCode).toBe('GENERATION_FAILED');
      expect(attempts).toBe(4); // the first try + 3 retries
      expect((await holdOf(conn.db, `character:${row.id}`))?.status).toBe('RELEASED');
      expect(await chargesOf(conn.db, user.id)).toHaveLength(0);
      expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(10);
      // Photos are deleted on failure too.
      expect((await uploadStatus(uploadRef)).status).toBe('DELETED');
    });
  }

  it('recovers from transient failures and still charges once', async () => {
    const fake = fakeCharacterRenderer((call) => {
      if (call < 3) throw new Error('model hiccup');
    });
    registry.override({ characterRenderer: fake.renderer });
    const loads: number[] = [];
    const r = await runner({
      before: ({ stepId, attempt }) => void (stepId === 'load' && loads.push(attempt)),
    });
    const { user, character } = await startCharacter(10);
    await r.whenIdle();
    expect((await rowById(character.id)).status).toBe('CREATED');
    expect(fake.state.calls).toBe(3);
    expect(loads).toEqual([0]); // memoised: 'load' is not run again on retries
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-3]);
  });

  it("does not charge twice when 'finish' crashes after committing", async () => {
    registry.override({ characterRenderer: fakeCharacterRenderer().renderer });
    let finishes = 0;
    const r = await runner({
      after: ({ stepId }) => {
        if (stepId !== 'finish') return;
        finishes++;
        throw new Error('lost the reply');
      },
    });
    const { user, character } = await startCharacter(10);
    await r.whenIdle();
    // Every attempt of 'finish' committed, then "crashed"; the failure handler must not undo it.
    expect(finishes).toBe(4);
    const row = await rowById(character.id);
    expect(row.status).toBe('CREATED');
    expect((await holdOf(conn.db, `character:${row.id}`))?.status).toBe('CAPTURED');
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-3]);
    expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(7);
  });

  it('fails an unsafe result at once: UNSAFE_CONTENT, released, no retries', async () => {
    const fake = fakeCharacterRenderer(() => {
      throw new UnsafeContentError('NSFW content detected');
    });
    registry.override({ characterRenderer: fake.renderer });
    const r = await runner();
    const { user, character, uploadRef } = await startCharacter(10);
    await r.whenIdle();
    const row = await rowById(character.id);
    expect([row.status, row.errorCode]).toEqual(['FAILED_CREATION', 'UNSAFE_CONTENT']);
    expect(fake.state.calls).toBe(1);
    expect((await holdOf(conn.db, `character:${row.id}`))?.status).toBe('RELEASED');
    expect(await chargesOf(conn.db, user.id)).toHaveLength(0);
    expect((await uploadStatus(uploadRef)).status).toBe('DELETED');
  });

  it('fails at once when no subject is found in any photo (a retry cannot help)', async () => {
    const fake = fakeCharacterRenderer(() => {
      throw new MediaError('NO_SUBJECT', 'No subject found in any photo');
    });
    registry.override({ characterRenderer: fake.renderer });
    const r = await runner();
    const { user, character } = await startCharacter(10);
    await r.whenIdle();
    const row = await rowById(character.id);
    expect([row.status, row.errorCode]).toEqual(['FAILED_CREATION', 'NO_SUBJECT']);
    expect(fake.state.calls).toBe(1);
    expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(10);
  });

  it('keeps the hold while a job runs, so the in-progress cost is not spendable twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((res) => {
      release = res;
    });
    registry.override({ characterRenderer: fakeCharacterRenderer(() => gate).renderer });
    const r = await runner();
    const { user, character } = await startCharacter(4);
    await waitFor(async () => (await rowById(character.id)).status === 'PROCESSING');
    expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(1);
    release();
    await r.whenIdle();
    expect(await getAvailableCreditsForUser(conn.db, user.id)).toBe(1);
    expect((await chargesOf(conn.db, user.id)).map((c) => c.delta)).toEqual([-3]);
  });
});
