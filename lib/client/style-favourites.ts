'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AiStyle, StyleDto } from '@/lib/contracts/styles';
import {
  browserStorage,
  type FavouritesStorage,
  favouritesKey,
  notifyFavourites,
  subscribeFavourites,
} from './favourites';

// Product rule (docs/product-rules.md): styles are ONE unified list of entries, catalogue ('api') and AI ('ai')
// side by side, each with id, type and createdAt. An api entry keeps the card's fields so the
// Favourite tab can show it before the catalogue loads; an ai entry's id comes from its name and
// description, so the same idea suggested twice is one favourite.
export type ApiStyleFavourite = {
  id: string;
  type: 'api';
  createdAt: string;
  reference: string;
  name: string;
  categoryName: string;
  image: string | null;
  rarity: string;
  costInCredits: number;
};
export type AiStyleFavourite = {
  id: string;
  type: 'ai';
  createdAt: string;
  styleName: string;
  styleDescription: string;
};
export type StyleFavourite = ApiStyleFavourite | AiStyleFavourite;

const KEY = favouritesKey('styles');

/** A stable id from name + description (FNV-1a, 32 bit): equal ideas share one favourite. */
export function aiStyleId(style: AiStyle): string {
  let h = 0x811c9dc5;
  for (const ch of `${style.styleName.trim()}\u0000${style.styleDescription.trim()}`) {
    h ^= ch.codePointAt(0) as number;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `ai_${h.toString(16).padStart(8, '0')}`;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** One stored item → an entry; the older plain list of references reads as api entries. */
function parseEntry(item: unknown): StyleFavourite | null {
  if (typeof item === 'string' && item) {
    return {
      id: item,
      type: 'api',
      createdAt: '',
      reference: item,
      name: '',
      categoryName: '',
      image: null,
      rarity: 'COMMON',
      costInCredits: 0,
    };
  }
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  if (o.type === 'ai') {
    const styleName = str(o.styleName).trim();
    const styleDescription = str(o.styleDescription).trim();
    if (!styleName || !styleDescription) return null;
    return {
      id: aiStyleId({ styleName, styleDescription }),
      type: 'ai',
      createdAt: str(o.createdAt),
      styleName,
      styleDescription,
    };
  }
  const reference = str(o.reference) || str(o.id);
  if (!reference) return null;
  return {
    id: reference,
    type: 'api',
    createdAt: str(o.createdAt),
    reference,
    name: str(o.name),
    categoryName: str(o.categoryName),
    image: typeof o.image === 'string' ? o.image : null,
    rarity: str(o.rarity) || 'COMMON',
    costInCredits: typeof o.costInCredits === 'number' ? o.costInCredits : 0,
  };
}

/** Parses the stored list; malformed items are skipped, duplicates (same id) kept once. */
export function parseStyleFavourites(raw: string | null): StyleFavourite[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item) => {
    const entry = parseEntry(item);
    if (!entry || seen.has(entry.id)) return [];
    seen.add(entry.id);
    return [entry];
  });
}

export const readStyleFavourites = (storage: FavouritesStorage) => parseStyleFavourites(storage.getItem(KEY));

export function apiFavourite(style: StyleDto, now = new Date()): ApiStyleFavourite {
  return {
    id: style.reference,
    type: 'api',
    createdAt: now.toISOString(),
    reference: style.reference,
    name: style.name,
    categoryName: style.categoryName,
    image: style.image,
    rarity: style.rarity,
    costInCredits: style.costInCredits,
  };
}

export function aiFavourite(style: AiStyle, now = new Date()): AiStyleFavourite {
  const styleName = style.styleName.trim();
  const styleDescription = style.styleDescription.trim();
  return {
    id: aiStyleId({ styleName, styleDescription }),
    type: 'ai',
    createdAt: now.toISOString(),
    styleName,
    styleDescription,
  };
}

/** Adds the entry (newest first) or removes the one with its id; returns the new list. */
export function toggleStyleFavourite(storage: FavouritesStorage, entry: StyleFavourite): StyleFavourite[] {
  const current = readStyleFavourites(storage);
  const next = current.some((e) => e.id === entry.id)
    ? current.filter((e) => e.id !== entry.id)
    : [entry, ...current];
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

/** What the Favourite tab shows: catalogue favourites still in the catalogue, then AI favourites. */
export function favouriteTabStyles<S extends Pick<StyleDto, 'reference'>>(
  catalogue: readonly S[],
  entries: readonly StyleFavourite[],
): { api: S[]; ai: AiStyleFavourite[] } {
  const refs = new Set(entries.flatMap((e) => (e.type === 'api' ? [e.reference] : [])));
  return {
    api: catalogue.filter((s) => refs.has(s.reference)),
    ai: entries.filter((e): e is AiStyleFavourite => e.type === 'ai'),
  };
}

/** The unified style favourites, synced across tabs like the other favourites. */
export function useStyleFavourites() {
  const raw = useSyncExternalStore(
    subscribeFavourites,
    () => browserStorage()?.getItem(KEY) ?? null,
    () => null,
  );
  const entries = useMemo(() => parseStyleFavourites(raw), [raw]);
  const ids = useMemo(() => new Set(entries.map((e) => e.id)), [entries]);
  const toggle = useCallback((entry: StyleFavourite) => {
    const storage = browserStorage();
    if (!storage) return;
    toggleStyleFavourite(storage, entry);
    notifyFavourites();
  }, []);
  const aiEntries = useMemo(() => entries.filter((e): e is AiStyleFavourite => e.type === 'ai'), [entries]);
  const isApiFavourite = useCallback((reference: string) => ids.has(reference), [ids]);
  const isAiFavourite = useCallback((style: AiStyle) => ids.has(aiStyleId(style)), [ids]);
  return {
    entries,
    aiEntries,
    isApiFavourite,
    isAiFavourite,
    toggleApi: (style: StyleDto) => toggle(apiFavourite(style)),
    toggleAi: (style: AiStyle) => toggle(aiFavourite(style)),
  };
}
