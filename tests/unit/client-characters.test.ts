import { describe, expect, it } from 'vitest';
import {
  CHARACTER_POLL_MS,
  canDeleteCharacter,
  characterImage,
  characterStatusKind,
  charactersRefetchInterval,
  createCharacter,
  deleteCharacter,
  fetchCharacter,
  fetchCharacters,
  filterCharacters,
  sortNewestFirst,
  validateCharacterForm,
} from '@/lib/client/characters';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('character status and actions', () => {
  it('maps statuses, anything else is unknown', () => {
    expect(characterStatusKind('PENDING')).toBe('inProgress');
    expect(characterStatusKind('PROCESSING')).toBe('inProgress');
    expect(characterStatusKind('CREATED')).toBe('created');
    expect(characterStatusKind('FAILED_CREATION')).toBe('failed');
    expect(characterStatusKind('ARCHIVED')).toBe('unknown');
  });

  it('offers delete only on CREATED and FAILED_CREATION', () => {
    expect(canDeleteCharacter('CREATED')).toBe(true);
    expect(canDeleteCharacter('FAILED_CREATION')).toBe(true);
    expect(canDeleteCharacter('PENDING')).toBe(false);
    expect(canDeleteCharacter('PROCESSING')).toBe(false);
  });

  it('polls every 10 s only while something is pending or processing', () => {
    expect(charactersRefetchInterval(undefined)).toBe(false);
    expect(charactersRefetchInterval([{ status: 'CREATED' }, { status: 'FAILED_CREATION' }])).toBe(false);
    expect(charactersRefetchInterval([{ status: 'CREATED' }, { status: 'PROCESSING' }])).toBe(
      CHARACTER_POLL_MS,
    );
    expect(CHARACTER_POLL_MS).toBe(10_000);
  });

  it('finds the main image from avatar, images (strings or objects) or tiles', () => {
    const data = {
      tiles: [
        { reference: 't1', url: '/a.webp' },
        { reference: 't2', url: '/b.webp' },
      ],
      mainTileReference: 't2',
    };
    expect(characterImage({ avatar: '/x.webp', images: [], data })).toBe('/x.webp');
    expect(characterImage({ avatar: null, images: ['/s.webp'], data })).toBe('/s.webp');
    expect(characterImage({ avatar: null, images: [{ url: '/o.webp' }] as unknown as string[], data })).toBe(
      '/o.webp',
    );
    expect(characterImage({ avatar: null, images: [], data })).toBe('/b.webp');
    expect(
      characterImage({ avatar: null, images: [], data: { tiles: [], mainTileReference: null } }),
    ).toBeNull();
  });
});

describe('sorting and search', () => {
  const list = [
    { name: 'Zed', reference: 'a', createdAt: '2025-01-01T00:00:00Z' },
    { name: 'Anna Lee', reference: 'b', createdAt: '2025-03-01T00:00:00Z' },
    { name: 'joANNa', reference: 'c', createdAt: '2025-02-01T00:00:00Z' },
  ];

  it('sorts newest first without mutating', () => {
    expect(sortNewestFirst(list).map((c) => c.reference)).toEqual(['b', 'c', 'a']);
    expect(list[0]?.reference).toBe('a');
  });

  it('searches a case-insensitive name substring and filters favourites', () => {
    expect(filterCharacters(list, { search: '  ANN ' }).map((c) => c.reference)).toEqual(['b', 'c']);
    expect(filterCharacters(list, { search: '' })).toHaveLength(3);
    expect(
      filterCharacters(list, { favouritesOnly: true, favourites: new Set(['c']) }).map((c) => c.reference),
    ).toEqual(['c']);
    expect(
      filterCharacters(list, { search: 'zed', favouritesOnly: true, favourites: new Set(['c']) }),
    ).toEqual([]);
  });
});

describe('characters API calls', () => {
  it('follows the cursor and returns everything newest first', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (url: string) => {
      urls.push(url);
      return url.includes('cursor=')
        ? json(200, {
            data: { items: [{ reference: 'old', createdAt: '2024-01-01T00:00:00Z' }], nextCursor: null },
          })
        : json(200, {
            data: { items: [{ reference: 'new', createdAt: '2025-01-01T00:00:00Z' }], nextCursor: 'abc' },
          });
    }) as typeof fetch;
    const all = await fetchCharacters(fetchImpl);
    expect(all.map((c) => c.reference)).toEqual(['new', 'old']);
    expect(urls).toEqual(['/v1/characters?limit=100', '/v1/characters?limit=100&cursor=abc']);
  });

  it('accepts a list under data.characters too', async () => {
    const fetchImpl = (async () =>
      json(200, {
        data: { characters: [{ reference: 'x', createdAt: '2025-01-01T00:00:00Z' }] },
      })) as unknown as typeof fetch;
    expect((await fetchCharacters(fetchImpl)).map((c) => c.reference)).toEqual(['x']);
  });

  it('treats a delete answer other than ok as a failure', async () => {
    const ok = (async () => json(200, { data: { result: 'ok' } })) as unknown as typeof fetch;
    await expect(deleteCharacter('r', ok)).resolves.toBeUndefined();
    const odd = (async () => json(200, { data: { result: 'maybe' } })) as unknown as typeof fetch;
    await expect(deleteCharacter('r', odd)).rejects.toThrow('Unexpected response format');
    const gone = (async () =>
      json(404, { errorCode: 'NOT_FOUND', message: 'Character not found' })) as unknown as typeof fetch;
    await expect(deleteCharacter('r', gone)).rejects.toMatchObject({ status: 404 });
  });

  it('creates: returns the character and the new balance; 402 and 422 carry their codes', async () => {
    let sent: unknown;
    const created = (async (_: string, init?: RequestInit) => {
      sent = JSON.parse(String(init?.body));
      return json(201, {
        data: { result: { reference: 'ch_1', status: 'PENDING' }, balance: { availableCredits: 497 } },
      });
    }) as typeof fetch;
    const input = {
      name: 'Max',
      description: '',
      userUploadReferences: ['up_1'],
      templateReference: null,
      isRemix: false,
    };
    const out = await createCharacter(input, created);
    expect(out.character.reference).toBe('ch_1');
    expect(out.availableCredits).toBe(497);
    expect(sent).toEqual(input);

    const broke = (async () =>
      json(402, {
        errorCode: 'INSUFFICIENT_CREDITS',
        message: 'You need 3 credits to create a character.',
        details: { required: 3, available: 1 },
      })) as unknown as typeof fetch;
    await expect(createCharacter(input, broke)).rejects.toMatchObject({
      status: 402,
      errorCode: 'INSUFFICIENT_CREDITS',
      details: { required: 3 },
    });
    const unsafe = (async () =>
      json(422, { errorCode: 'UNSAFE_CONTENT', message: 'Unsafe' })) as unknown as typeof fetch;
    await expect(createCharacter(input, unsafe)).rejects.toMatchObject({ errorCode: 'UNSAFE_CONTENT' });
  });
});

describe('validateCharacterForm (shared zod schema)', () => {
  const base = { name: 'Max', description: '', imageCount: 1, remixReference: null };

  it('accepts a named character with 1 to 3 images', () => {
    expect(validateCharacterForm(base)).toEqual({});
    expect(validateCharacterForm({ ...base, imageCount: 3 })).toEqual({});
  });

  it('requires a name and caps name and description', () => {
    expect(validateCharacterForm({ ...base, name: '   ' }).name).toBe('nameRequired');
    expect(validateCharacterForm({ ...base, name: 'x'.repeat(51) }).name).toBe('nameTooLong');
    expect(validateCharacterForm({ ...base, name: 'x'.repeat(50) }).name).toBeUndefined();
    expect(validateCharacterForm({ ...base, description: 'y'.repeat(101) }).description).toBe(
      'descriptionTooLong',
    );
  });

  it('needs at least one image unless remixing, and at most 3', () => {
    expect(validateCharacterForm({ ...base, imageCount: 0 }).images).toBe('noImages');
    expect(validateCharacterForm({ ...base, imageCount: 4 }).images).toBe('tooManyImages');
    expect(validateCharacterForm({ ...base, imageCount: 0, remixReference: 'example-astro' })).toEqual({});
  });
});

describe('responses are checked with the shared contract', () => {
  it('a list item or a character without a reference is an invalid response', async () => {
    const bad = async () => json(200, { data: { items: [{ name: 'no reference' }], nextCursor: null } });
    await expect(fetchCharacters(bad as unknown as typeof fetch)).rejects.toThrow(/Invalid response/);
    const noRef = async () => json(200, { data: { result: { name: 'x' } } });
    await expect(fetchCharacter('x', noRef as unknown as typeof fetch)).rejects.toThrow(/Invalid response/);
  });
});
