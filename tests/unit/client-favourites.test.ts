import { describe, expect, it } from 'vitest';
import {
  favouritesKey,
  parseFavourites,
  readFavourites,
  removeFavourite,
  toggleFavourite,
} from '@/lib/client/favourites';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('favourites in local storage', () => {
  it('keeps one list of references per kind, under its own key', () => {
    const s = memoryStorage();
    toggleFavourite(s, 'characters', 'ch_1');
    toggleFavourite(s, 'stickers', 'st_1');
    expect(readFavourites(s, 'characters')).toEqual(['ch_1']);
    expect(readFavourites(s, 'stickers')).toEqual(['st_1']);
    expect(JSON.parse(s.map.get(favouritesKey('characters')) as string)).toEqual(['ch_1']);
    expect(favouritesKey('characters')).not.toBe(favouritesKey('packs'));
  });

  it('toggles: a second toggle removes it; newest first', () => {
    const s = memoryStorage();
    toggleFavourite(s, 'characters', 'a');
    expect(toggleFavourite(s, 'characters', 'b')).toEqual(['b', 'a']);
    expect(toggleFavourite(s, 'characters', 'a')).toEqual(['b']);
    expect(removeFavourite(s, 'characters', 'b')).toEqual([]);
    expect(removeFavourite(s, 'characters', 'zzz')).toEqual([]);
  });

  it('ignores corrupt or foreign data', () => {
    expect(parseFavourites('not json')).toEqual([]);
    expect(parseFavourites('{"a":1}')).toEqual([]);
    expect(parseFavourites('["a", 3, null, "a", "b"]')).toEqual(['a', 'b']);
    expect(parseFavourites(null)).toEqual([]);
  });
});
