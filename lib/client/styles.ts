import { queryOptions } from '@tanstack/react-query';
import type { StyleDto } from '@/lib/contracts/styles';
import { apiFetch, balanceOf, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

export type Style = StyleDto;

function itemsOf<T>(body: unknown): T[] {
  const data = (body as { data?: unknown })?.data;
  if (Array.isArray(data)) return data as T[];
  const items = (data as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as T[]) : [];
}

/** Product rule (docs/product-rules.md): all styles, sorted by order (with `owned` for the signed-in user), named in `locale`. */
export async function listStyles(locale: string, fetchImpl?: typeof fetch): Promise<Style[]> {
  const path = `/v1/sticker-styles?locale=${encodeURIComponent(locale)}`;
  return sortByOrder(itemsOf<Style>(await apiFetch(path, { fetchImpl })));
}

/** The catalogue's order (`order`, ascending), as the style grid shows it. */
export const sortByOrder = (styles: readonly Style[]) => [...styles].sort((a, b) => a.order - b.order);

/** Product rule (docs/product-rules.md): a purchase counts only if the response says success true. */
export async function purchaseStyle(id: string, fetchImpl?: typeof fetch) {
  const body = await apiFetch(`/v1/sticker-styles/${encodeURIComponent(id)}/purchase`, {
    method: 'POST',
    fetchImpl,
  });
  const result = unwrap<{ success?: unknown; style?: Style }>(body);
  const success = result?.success === true || (body as { success?: unknown })?.success === true;
  if (!success) throw new Error('Purchase Failed');
  return { style: result.style, availableCredits: balanceOf(body) };
}

/** The styles in the page's language (one cache entry per language: switching it refetches). */
export const stylesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: queryKeys.stylesIn(locale),
    queryFn: () => listStyles(locale),
    staleTime: 5 * 60_000,
  });
