import { z } from 'zod';
import { PACK_LIMITS } from './packs';

// PUT /v1/sticker-packs/{reference}/order: the pack's own stickers in their new order. Shared by the
// pack page's reorder controls and the handler.
export const PACK_ORDER_MESSAGES = {
  notSamePack: 'The new order must list exactly the stickers of this pack.',
  duplicate: 'A sticker can be in a pack only once.',
} as const;

export const reorderPackSchema = z.object({
  stickerReferences: z
    .array(z.string().trim().min(1).max(100))
    .min(1)
    .max(PACK_LIMITS.maxStickers)
    .refine((refs) => new Set(refs).size === refs.length, PACK_ORDER_MESSAGES.duplicate),
});
export type ReorderPackRequest = z.output<typeof reorderPackSchema>;

/** The list with the item at `from` moved to `to` (both clamped to the list): a new array. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}
