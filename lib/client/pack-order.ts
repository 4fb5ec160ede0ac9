import { type ReorderPackRequest, reorderPackSchema } from '@/lib/contracts/pack-order';
import type { PackDto } from '@/lib/contracts/packs';
import { apiFetch, unwrap } from './api-fetch';

/** PUT /v1/sticker-packs/{reference}/order: the same stickers in a new order (free); the saved pack back. */
export async function savePackOrder(
  reference: string,
  stickerReferences: string[],
  fetchImpl?: typeof fetch,
) {
  const body: ReorderPackRequest = reorderPackSchema.parse({ stickerReferences });
  const res = await apiFetch(`/v1/sticker-packs/${encodeURIComponent(reference)}/order`, {
    method: 'PUT',
    body,
    fetchImpl,
  });
  const pack = unwrap<PackDto>(res);
  if (!pack || !Array.isArray(pack.stickers)) throw new Error('Invalid response: no sticker pack');
  return pack;
}
