import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { COST_DEFAULTS } from '@/lib/config/pricing';
import {
  CHARACTER_MESSAGES,
  type CharacterDto,
  characterDtoSchema,
  type CreateCharacterInput,
  createCharacterSchema,
  isCharacterInProgress,
} from '@/lib/contracts/characters';
import { apiFetch, balanceOf, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

export type Character = CharacterDto;

// Product rule (docs/product-rules.md): the list and a character being created are polled every 10 s.
export const CHARACTER_POLL_MS = 10_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** Product rule (docs/product-rules.md): PENDING/PROCESSING are in progress; anything not listed there is shown as unknown. */
export type CharacterStatusKind = 'inProgress' | 'created' | 'failed' | 'unknown';

export function characterStatusKind(status: string): CharacterStatusKind {
  if (isCharacterInProgress(status)) return 'inProgress';
  if (status === 'CREATED') return 'created';
  if (status === 'FAILED_CREATION') return 'failed';
  return 'unknown';
}

/** Product rule (docs/product-rules.md): delete is offered on CREATED and FAILED_CREATION only. */
export const canDeleteCharacter = (status: string) => status === 'CREATED' || status === 'FAILED_CREATION';

/** Images come as strings or objects with a url (docs/product-rules.md): the main picture's URL, if any. */
export function characterImage(c: Pick<Character, 'avatar' | 'images' | 'data'>): string | null {
  if (c.avatar) return c.avatar;
  const first = (c.images as unknown[] | undefined)?.[0];
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { url?: unknown }).url === 'string') {
    return (first as { url: string }).url;
  }
  const main = c.data?.tiles?.find((t) => t.reference === c.data.mainTileReference) ?? c.data?.tiles?.[0];
  return main?.url ?? null;
}

export function sortNewestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Product rule (docs/product-rules.md): search is a case-insensitive name substring; favourites-only keeps starred ones. */
export function filterCharacters<T extends { name: string; reference: string }>(
  list: readonly T[],
  opts: { search?: string; favouritesOnly?: boolean; favourites?: ReadonlySet<string> },
): T[] {
  const needle = (opts.search ?? '').trim().toLocaleLowerCase();
  return list.filter(
    (c) =>
      (!needle || c.name.toLocaleLowerCase().includes(needle)) &&
      (!opts.favouritesOnly || (opts.favourites?.has(c.reference) ?? false)),
  );
}

/** Product rule (docs/product-rules.md): poll every 10 s while any character is pending or processing, otherwise not. */
export function charactersRefetchInterval(list: readonly { status: string }[] | undefined): number | false {
  return list?.some((c) => isCharacterInProgress(c.status)) ? CHARACTER_POLL_MS : false;
}

/** Product rule (docs/product-rules.md): the list may come under data, data.items or data.characters. */
function listFrom(body: unknown): { items: Character[]; nextCursor: string | null } {
  const data = (body as { data?: unknown })?.data;
  const d = (Array.isArray(data) ? { items: data } : (data ?? {})) as {
    items?: unknown;
    characters?: unknown;
    nextCursor?: unknown;
  };
  const raw = Array.isArray(d.items) ? d.items : Array.isArray(d.characters) ? d.characters : [];
  const parsed = z.array(characterDtoSchema).safeParse(raw);
  if (!parsed.success) throw new Error('Invalid response: unexpected characters list');
  return {
    items: parsed.data as unknown as Character[],
    nextCursor: typeof d.nextCursor === 'string' ? d.nextCursor : null,
  };
}

/** One character from a response, checked (docs/product-rules.md: an unexpected structure raises an error). */
function characterFrom(body: unknown): Character {
  const parsed = characterDtoSchema.safeParse(unwrap<unknown>(body));
  if (!parsed.success) throw new Error('Invalid response: no character reference');
  return parsed.data as unknown as Character;
}

/** All of the user's characters, newest first (follows the keyset cursor). */
export async function fetchCharacters(fetchImpl?: typeof fetch): Promise<Character[]> {
  const all: Character[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const qs = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) qs.set('cursor', cursor);
    const { items, nextCursor } = listFrom(await apiFetch(`/v1/characters?${qs}`, { fetchImpl }));
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return sortNewestFirst(all);
}

export async function fetchCharacter(reference: string, fetchImpl?: typeof fetch): Promise<Character> {
  return characterFrom(await apiFetch(`/v1/characters/${encodeURIComponent(reference)}`, { fetchImpl }));
}

export async function fetchExampleCharacters(fetchImpl?: typeof fetch): Promise<Character[]> {
  return listFrom(await apiFetch('/v1/characters/examples', { fetchImpl })).items;
}

/** Product rule (docs/product-rules.md): a delete whose response is not 'ok' is a failure too. */
export async function deleteCharacter(reference: string, fetchImpl?: typeof fetch): Promise<void> {
  const body = await apiFetch(`/v1/characters/${encodeURIComponent(reference)}`, {
    method: 'DELETE',
    fetchImpl,
  });
  if (unwrap<unknown>(body) !== 'ok')
    throw new Error('Failed to delete character. Unexpected response format');
}

export async function createCharacter(
  input: CreateCharacterInput,
  fetchImpl?: typeof fetch,
): Promise<{ character: Character; availableCredits: number | undefined }> {
  const body = await apiFetch('/v1/characters', { method: 'POST', body: input, fetchImpl });
  return { character: characterFrom(body), availableCredits: balanceOf(body) };
}

export const charactersQueryOptions = queryOptions({
  queryKey: queryKeys.characters,
  queryFn: () => fetchCharacters(),
  refetchInterval: (query) => charactersRefetchInterval(query.state.data),
});

export const characterQueryOptions = (reference: string) =>
  queryOptions({ queryKey: queryKeys.character(reference), queryFn: () => fetchCharacter(reference) });

export const exampleCharactersQueryOptions = queryOptions({
  queryKey: ['character-examples'] as const,
  queryFn: () => fetchExampleCharacters(),
  staleTime: 10 * 60_000,
});

/** The creation cost from the pricing config; the documented default (3) until it has loaded. */
export const characterCostQueryOptions = queryOptions({
  queryKey: [...queryKeys.pricing, 'characterCreationCost'] as const,
  queryFn: async () => {
    const data = (await apiFetch<{ data?: { costs?: Record<string, unknown> } }>('/v1/pricing/config')).data;
    const cost = data?.costs?.characterCreationCost ?? data?.costs?.createCharacter;
    return typeof cost === 'number' ? cost : COST_DEFAULTS.characterCreationCost;
  },
  staleTime: 60_000, // docs/product-rules.md: the pricing config is cached 60 s
});

export type CharacterFormField = 'name' | 'description' | 'images';
export type CharacterFormErrorKey = keyof typeof CHARACTER_MESSAGES;

const KEY_BY_MESSAGE = new Map(
  Object.entries(CHARACTER_MESSAGES).map(([key, text]) => [text as string, key as CharacterFormErrorKey]),
);

/**
 * The documented checks (docs/product-rules.md) for the form, run through the same zod schema as POST /v1/characters. Images are
 * counted before upload (placeholders stand in for references). Returns a message key per field.
 */
export function validateCharacterForm(input: {
  name: string;
  description: string;
  imageCount: number;
  remixReference: string | null;
}): Partial<Record<CharacterFormField, CharacterFormErrorKey>> {
  const parsed = createCharacterSchema.safeParse({
    name: input.name,
    description: input.description,
    userUploadReferences: Array.from({ length: input.imageCount }, (_, i) => `pending-${i}`),
    templateReference: input.remixReference,
    isRemix: input.remixReference !== null,
  });
  const errors: Partial<Record<CharacterFormField, CharacterFormErrorKey>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const path = issue.path[0];
    const field: CharacterFormField | null =
      path === 'name'
        ? 'name'
        : path === 'description'
          ? 'description'
          : path === 'userUploadReferences'
            ? 'images'
            : null;
    const key = KEY_BY_MESSAGE.get(issue.message);
    if (field && key && !errors[field]) errors[field] = key;
  }
  return errors;
}
