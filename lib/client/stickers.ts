import { queryOptions } from '@tanstack/react-query';
import { type CreateStickersInput, isStickerInProgress, type StickerDto } from '@/lib/contracts/stickers';
import { apiFetch, balanceOf, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

export type Sticker = StickerDto;

// Product rule (docs/product-rules.md): the sticker list is polled every 10 s while any is in progress, else every 30 s.
export const STICKER_POLL_BUSY_MS = 10_000;
export const STICKER_POLL_IDLE_MS = 30_000;
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

export type StickerStatusKind = 'inProgress' | 'created' | 'failed' | 'unknown';

export function stickerStatusKind(status: string): StickerStatusKind {
  if (isStickerInProgress(status)) return 'inProgress';
  if (status === 'CREATED') return 'created';
  if (status === 'FAILED_CREATION') return 'failed';
  return 'unknown';
}

/** Product rule (docs/product-rules.md): delete is offered on CREATED and FAILED_CREATION stickers. */
export const canDeleteSticker = (status: string) => status === 'CREATED' || status === 'FAILED_CREATION';

/** Busy while a sticker is drawn or an animation of one is made (docs/animated-stickers.md). */
export function stickersRefetchInterval(
  list: readonly { status: string; animation?: { status: string } | null }[] | undefined,
): number {
  const busy = list?.some((s) => isStickerInProgress(s.status) || s.animation?.status === 'PROCESSING');
  return busy ? STICKER_POLL_BUSY_MS : STICKER_POLL_IDLE_MS;
}

type Page<T> = { items: T[]; nextCursor: string | null };

function pageFrom<T>(body: unknown): Page<T> {
  const data = (body as { data?: unknown })?.data;
  if (Array.isArray(data)) return { items: data as T[], nextCursor: null };
  const d = (data ?? {}) as { items?: unknown; stickers?: unknown; nextCursor?: unknown };
  const items = Array.isArray(d.items) ? d.items : Array.isArray(d.stickers) ? d.stickers : [];
  return { items: items as T[], nextCursor: typeof d.nextCursor === 'string' ? d.nextCursor : null };
}

export type StickerListParams = { status?: string; q?: string };

/** All of the user's stickers, newest first (follows the keyset cursor). */
export async function listStickers(params: StickerListParams = {}, fetchImpl?: typeof fetch) {
  const all: Sticker[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const qs = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (params.status) qs.set('status', params.status);
    if (params.q) qs.set('q', params.q);
    if (cursor) qs.set('cursor', cursor);
    const { items, nextCursor } = pageFrom<Sticker>(await apiFetch(`/v1/stickers?${qs}`, { fetchImpl }));
    all.push(...items);
    if (!nextCursor) break;
    cursor = nextCursor;
  }
  return all;
}

/** Product rule (docs/product-rules.md): a delete whose response is not 'ok' is a failure too. */
export async function deleteSticker(reference: string, fetchImpl?: typeof fetch): Promise<void> {
  const body = await apiFetch(`/v1/stickers/${encodeURIComponent(reference)}`, {
    method: 'DELETE',
    fetchImpl,
  });
  if (unwrap<unknown>(body) !== 'ok') throw new Error('Failed to delete sticker. Unexpected response format');
}

export async function regenerateSticker(reference: string, fetchImpl?: typeof fetch) {
  const body = await apiFetch(`/v1/stickers/${encodeURIComponent(reference)}/regenerate`, {
    method: 'POST',
    fetchImpl,
  });
  const sticker = unwrap<Sticker>(body);
  if (!sticker || typeof sticker.reference !== 'string') throw new Error('Invalid response: no sticker');
  return { sticker, availableCredits: balanceOf(body) };
}

/**
 * Product rule (docs/product-rules.md): data.result is a non-empty array of stickers whose first has a reference (another reading
 * puts them under result.stickers: both are accepted); anything else is an invalid response.
 */
export async function createStickers(input: CreateStickersInput, fetchImpl?: typeof fetch) {
  const body = await apiFetch('/v1/stickers', { method: 'POST', body: input, fetchImpl });
  const result = unwrap<unknown>(body);
  const stickers = Array.isArray(result)
    ? result
    : Array.isArray((result as { stickers?: unknown })?.stickers)
      ? (result as { stickers: unknown[] }).stickers
      : null;
  const first = stickers?.[0] as { reference?: unknown } | undefined;
  if (!stickers || typeof first?.reference !== 'string') throw new Error('Invalid response: no stickers');
  return { stickers: stickers as Sticker[], availableCredits: balanceOf(body) };
}

export const stickersQueryOptions = queryOptions({
  queryKey: queryKeys.stickers,
  queryFn: () => listStickers(),
  refetchInterval: (query) => stickersRefetchInterval(query.state.data),
});

/** The select screen lists only CREATED stickers (docs/product-rules.md). */
export const createdStickersQueryOptions = queryOptions({
  queryKey: [...queryKeys.stickers, 'created'] as const,
  queryFn: () => listStickers({ status: 'CREATED' }),
});
