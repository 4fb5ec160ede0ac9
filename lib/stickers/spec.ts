import type { AnimationPreset } from '@/lib/config/animation';
import type { StickerEntry } from '@/lib/contracts/stickers';
import type { LabelLook } from '@/lib/media/sticker/types';
import type { RenderStyle } from './renderer';

/** What the job needs to draw one sticker, stored on its row (`spec` jsonb) when it is created. */
export type StickerSpec = {
  entry: StickerEntry;
  style: RenderStyle;
  labelLanguage: string;
  moods: string[];
  context: string;
  seed: number;
  /** The label's look after a label edit (lib/stickers/label-edit.ts): a regeneration keeps it. */
  labelLook?: LabelLook;
  /** Credits this sticker's part of the hold is worth (captured on success, released on failure). */
  cost: number;
  /**
   * Set only on the stickers of a set ordered animated: the motion started once it is CREATED and
   * the credits of its animation part of the same hold (lib/stickers/set-animation.ts).
   */
  animation?: { preset: AnimationPreset; cost: number };
};

export const specOf = (row: { spec: unknown }): StickerSpec => row.spec as StickerSpec;

/** A stable 31-bit seed from a string (sticker id + attempt): same sticker, same drawing. */
export function seedFrom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) & 0x7fffffff;
}
