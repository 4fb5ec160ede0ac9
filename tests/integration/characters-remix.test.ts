import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as GET_EXAMPLES } from '@/app/v1/characters/examples/route';
import { DELETE, GET as GET_ONE } from '@/app/v1/characters/[reference]/route';
import { POST } from '@/app/v1/characters/route';
import type { CharacterDto } from '@/lib/contracts/characters';
import type { Connection } from '@/lib/db/connect';
import type { LocalRunner } from '@/lib/jobs/local-runner';
import { registry } from '@/lib/registry';
import { localBlobStore } from '@/lib/storage/local';
import { createTestDb } from '../helpers/db';
import { installLocalRunner } from '../helpers/runner';
import {
  characterByRef,
  fakeCharacterRenderer,
  imagesOf,
  jsonRequest,
  makeUser,
  params,
  quiet,
  session,
  tempDir,
  uploadPhoto,
} from './characters-helpers';
import { callerFrom } from '../helpers/caller';

// Example characters and remixes of them, through the routes (the rest of the character routes:
// characters-routes.test.ts).
callerFrom(session);

let conn: Connection;
let runner: LocalRunner;
const store = localBlobStore(tempDir('char-remix-'));

beforeAll(async () => {
  conn = await createTestDb();
  registry.override({ storage: store, characterRenderer: fakeCharacterRenderer().renderer });
  runner = installLocalRunner({ backoffMs: () => 0, log: quiet });
});
beforeEach(async () => {
  session.user = await makeUser(conn.db, 10);
});
afterAll(async () => {
  registry.override({ characterRenderer: undefined, localRunner: undefined, storage: undefined });
  await conn.close();
});

const create = (body: unknown) => POST(jsonRequest('/v1/characters', 'POST', body), params());
const getOne = (reference: string) =>
  GET_ONE(jsonRequest(`/v1/characters/${reference}`, 'GET'), params({ reference }));
const del = (reference: string) =>
  DELETE(jsonRequest(`/v1/characters/${reference}`, 'DELETE'), params({ reference }));

describe('examples and remix', () => {
  it('lists example characters publicly and remixes one without touching its photo', async () => {
    const { ensureExampleCharacters } = await import('@/lib/characters/examples');
    expect(await ensureExampleCharacters(conn.db)).toBe(2);
    expect(await ensureExampleCharacters(conn.db)).toBe(0);

    session.user = null;
    const res = await GET_EXAMPLES(jsonRequest('/v1/characters/examples', 'GET'), params());
    expect(res.status).toBe(200);
    const { items } = (await res.json()).data as { items: CharacterDto[] };
    expect(items.map((i) => i.name)).toEqual(['Astro', 'Chelsea']);
    const astro = items[0] as CharacterDto;
    expect(astro).toMatchObject({ isExample: true, status: 'CREATED', reference: 'example-astro' });
    expect(astro.sourceImages).toHaveLength(1);
    expect(astro.avatar).toMatch(/^\/blobs\/examples\//);

    session.user = await makeUser(conn.db, 10);
    // Anyone signed in can read an example by reference, but cannot delete it.
    expect((await getOne('example-astro')).status).toBe(200);
    expect((await del('example-astro')).status).toBe(404);

    const made = await create({ name: 'My Astro', isRemix: true, templateReference: 'example-astro' });
    expect(made.status).toBe(201);
    const { result } = (await made.json()).data as { result: CharacterDto };
    expect(result).toMatchObject({ isRemix: true, templateReference: 'example-astro' });
    await runner.whenIdle();
    const done = (await (await getOne(result.reference)).json()).data.result as CharacterDto;
    expect(done.status).toBe('CREATED');
    const sourceKey = astro.sourceImages[0]?.replace('/blobs/', '') as string;
    expect(await store.get(sourceKey)).not.toBeNull();
    const again = (await (await getOne('example-astro')).json()).data.result as CharacterDto;
    expect(again.sourceImages).toEqual(astro.sourceImages);

    const bad = await create({ name: 'X', isRemix: true, templateReference: result.reference });
    expect(bad.status).toBe(404);
  });

  it('a renderer that drew the examples reuses their tiles for a remix of their photos alone, never with an upload', async () => {
    const { ensureExampleCharacters } = await import('@/lib/characters/examples');
    await ensureExampleCharacters(conn.db);
    const fake = fakeCharacterRenderer();
    registry.override({ characterRenderer: { ...fake.renderer, drewExampleTiles: true } });
    try {
      session.user = await makeUser(conn.db, 20);
      const tileOf = async (reference: string) => {
        const row = await characterByRef(conn.db, reference);
        const [tile] = await imagesOf(conn.db, row?.id as string, 'tile');
        return (await store.get(tile?.storageKey as string))?.data;
      };

      const made = await create({ name: 'Astro again', isRemix: true, templateReference: 'example-astro' });
      expect(made.status).toBe(201);
      const remix = ((await made.json()).data as { result: CharacterDto }).result;
      await runner.whenIdle();
      expect((await characterByRef(conn.db, remix.reference))?.status).toBe('CREATED');
      expect(fake.state.calls).toBe(0);
      const exampleTile = await tileOf('example-astro');
      expect(exampleTile?.length).toBeGreaterThan(0);
      expect((await tileOf(remix.reference))?.equals(exampleTile as Buffer)).toBe(true);

      // With a photo of the person's own the character is drawn.
      const upload = await uploadPhoto(conn.db, session.user?.id as string);
      const mixed = await create({
        name: 'Astro and me',
        isRemix: true,
        templateReference: 'example-astro',
        userUploadReferences: [upload],
      });
      expect(mixed.status).toBe(201);
      await runner.whenIdle();
      expect(fake.state.calls).toBe(1);
      expect(fake.state.photos).toEqual([2]);
    } finally {
      registry.override({ characterRenderer: fakeCharacterRenderer().renderer });
    }
  });
});
