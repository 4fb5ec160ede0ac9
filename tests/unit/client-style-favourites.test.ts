import { describe, expect, it } from 'vitest';
import { favouritesKey } from '@/lib/client/favourites';
import {
  aiFavourite,
  aiStyleId,
  apiFavourite,
  favouriteTabStyles,
  parseStyleFavourites,
  readStyleFavourites,
  toggleStyleFavourite,
} from '@/lib/client/style-favourites';
import type { StyleDto } from '@/lib/contracts/styles';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

const style = (reference: string, over: Partial<StyleDto> = {}): StyleDto => ({
  id: reference,
  reference,
  name: `Style ${reference}`,
  description: '',
  categoryName: 'trending',
  image: `/styles/${reference}.webp`,
  order: 1,
  rarity: 'RARE',
  rarityLabel: 'rare',
  costInCredits: 7,
  isFree: false,
  owned: false,
  ...over,
});
const neon = { styleName: 'Neon Night', styleDescription: 'Glowing pink and cyan outlines' };
const now = new Date('2025-06-01T10:00:00Z');

describe('style favourites: api and ai entries in one list', () => {
  it('stores both kinds side by side with the documented fields', () => {
    const s = memoryStorage();
    toggleStyleFavourite(s, apiFavourite(style('st_a'), now));
    toggleStyleFavourite(s, aiFavourite(neon, now));
    const stored = JSON.parse(s.map.get(favouritesKey('styles')) as string);
    expect(stored).toEqual([
      {
        id: aiStyleId(neon),
        type: 'ai',
        createdAt: now.toISOString(),
        styleName: 'Neon Night',
        styleDescription: 'Glowing pink and cyan outlines',
      },
      {
        id: 'st_a',
        type: 'api',
        createdAt: now.toISOString(),
        reference: 'st_a',
        name: 'Style st_a',
        categoryName: 'trending',
        image: '/styles/st_a.webp',
        rarity: 'RARE',
        costInCredits: 7,
      },
    ]);
    expect(readStyleFavourites(s).map((e) => e.type)).toEqual(['ai', 'api']);
  });

  it('derives an ai id from name and description: same idea, same id; another description, another id', () => {
    expect(aiStyleId(neon)).toBe(aiStyleId({ ...neon, styleName: ' Neon Night ' }));
    expect(aiStyleId(neon)).not.toBe(aiStyleId({ ...neon, styleDescription: 'Glowing green outlines' }));
    expect(aiStyleId(neon)).not.toBe(aiStyleId({ ...neon, styleName: 'Neon Day' }));
    expect(aiStyleId(neon)).toMatch(/^ai_[0-9a-f]{8}$/);
  });

  it('toggles each entry by id without touching the other kind', () => {
    const s = memoryStorage();
    toggleStyleFavourite(s, apiFavourite(style('st_a'), now));
    toggleStyleFavourite(s, aiFavourite(neon, now));
    // The same idea favourited again (a later suggestion call) removes it.
    const after = toggleStyleFavourite(s, aiFavourite({ ...neon }, new Date()));
    expect(after.map((e) => e.id)).toEqual(['st_a']);
    expect(toggleStyleFavourite(s, apiFavourite(style('st_a'), now))).toEqual([]);
  });

  it('reads the older plain list of references as api entries and skips malformed items', () => {
    const parsed = parseStyleFavourites(
      JSON.stringify(['st_old', 42, null, { type: 'ai', styleName: 'x' }, { type: 'ai', ...neon }, 'st_old']),
    );
    expect(parsed.map((e) => [e.type, e.id])).toEqual([
      ['api', 'st_old'],
      ['ai', aiStyleId(neon)],
    ]);
    expect(parseStyleFavourites('{oops')).toEqual([]);
    expect(parseStyleFavourites(JSON.stringify({ a: 1 }))).toEqual([]);
  });

  it('the Favourite tab shows catalogue favourites still offered and every AI favourite', () => {
    const entries = [
      aiFavourite(neon, now),
      apiFavourite(style('st_b'), now),
      apiFavourite(style('st_gone'), now),
    ];
    const tab = favouriteTabStyles([style('st_a'), style('st_b'), style('st_c')], entries);
    expect(tab.api.map((s) => s.reference)).toEqual(['st_b']);
    expect(tab.ai.map((s) => s.styleName)).toEqual(['Neon Night']);
  });
});
