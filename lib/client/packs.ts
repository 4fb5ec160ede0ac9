import { queryOptions } from '@tanstack/react-query';
import type { CreatePackInput, PackDto, UpdatePackInput } from '@/lib/contracts/packs';
import { ApiRequestError, apiFetch, balanceOf, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

export type Pack = PackDto;

const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export const packKey = (reference: string) => [...queryKeys.packs, 'one', reference] as const;

function pageFrom(body: unknown): { items: Pack[]; nextCursor: string | null } {
  const data = (body as { data?: unknown })?.data;
  if (Array.isArray(data)) return { items: data as Pack[], nextCursor: null };
  const d = (data ?? {}) as { items?: unknown; nextCursor?: unknown };
  if (!Array.isArray(d.items)) throw new Error('Invalid response: unexpected sticker packs list');
  return { items: d.items as Pack[], nextCursor: typeof d.nextCursor === 'string' ? d.nextCursor : null };
}

/** One pack from a response; docs/product-rules.md: an unexpected structure is an error. */
function packFrom(body: unknown): Pack {
  const pack = unwrap<Pack>(body);
  if (!pack || typeof pack.reference !== 'string' || !Array.isArray(pack.stickers))
    throw new Error('Invalid response: no sticker pack');
  return pack;
}

/** All of the user's packs, newest first (the API's order), following the keyset cursor. */
export async function listPacks(fetchImpl?: typeof fetch): Promise<Pack[]> {
  const all: Pack[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const qs = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (cursor) qs.set('cursor', cursor);
    const { items, nextCursor } = pageFrom(await apiFetch(`/v1/sticker-packs?${qs}`, { fetchImpl }));
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return all;
}

/** The owner's pack with every sticker (docs/product-rules.md: authenticated fetch on the creator-studio path). */
export async function fetchPack(reference: string, fetchImpl?: typeof fetch): Promise<Pack> {
  return packFrom(await apiFetch(`/v1/sticker-packs/${encodeURIComponent(reference)}`, { fetchImpl }));
}

/** Product rule (docs/product-rules.md): result.reference and availableCredits (applied by apiFetch). */
export async function createPack(input: CreatePackInput, fetchImpl?: typeof fetch) {
  const body = await apiFetch('/v1/sticker-packs', { method: 'POST', body: input, fetchImpl });
  const result = unwrap<Partial<Pack> | null>(body);
  return {
    reference: typeof result?.reference === 'string' ? result.reference : null,
    availableCredits: balanceOf(body),
  };
}

export async function updatePack(reference: string, input: UpdatePackInput, fetchImpl?: typeof fetch) {
  const body = await apiFetch(`/v1/sticker-packs/${encodeURIComponent(reference)}`, {
    method: 'PUT',
    body: input,
    fetchImpl,
  });
  return { pack: packFrom(body), availableCredits: balanceOf(body) };
}

/** Product rule (docs/product-rules.md): a delete whose response is not 'ok' is a failure too. */
export async function deletePack(reference: string, fetchImpl?: typeof fetch): Promise<void> {
  const body = await apiFetch(`/v1/sticker-packs/${encodeURIComponent(reference)}`, {
    method: 'DELETE',
    fetchImpl,
  });
  if (unwrap<unknown>(body) !== 'ok')
    throw new Error('Failed to delete sticker pack. Unexpected response format');
}

export const packsQueryOptions = queryOptions({
  queryKey: queryKeys.packs,
  queryFn: () => listPacks(),
});

export const packQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: packKey(reference),
    queryFn: () => fetchPack(reference),
    // A 404 (missing, or someone else's) will not change on a retry; a dropped connection might.
    retry: (count, err) =>
      !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 1,
  });
