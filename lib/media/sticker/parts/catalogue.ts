import { POSE_IDS } from '../body/poses';
import { BUBBLES, EFFECTS } from './place';
import { PROPS } from './props';
import { WEAR } from './wear';

// Every part a sticker can get, by kind: at most one of each kind is drawn on one sticker.
export const PART_KINDS = ['wear', 'prop', 'effect', 'bubble'] as const;
/** A drawn body's pose (lib/media/sticker/body) is chosen by words like a part, one per sticker. */
export type PartKind = (typeof PART_KINDS)[number] | 'pose';

export const PARTS_BY_KIND: Record<(typeof PART_KINDS)[number], readonly string[]> = {
  wear: Object.keys(WEAR),
  prop: Object.keys(PROPS),
  effect: Object.keys(EFFECTS),
  bubble: Object.keys(BUBBLES),
};

export const PART_IDS: readonly string[] = PART_KINDS.flatMap((k) => PARTS_BY_KIND[k]);

const KIND_OF = new Map<string, PartKind>([
  ...PART_KINDS.flatMap((k) => PARTS_BY_KIND[k].map((id) => [id, k] as const)),
  ...POSE_IDS.map((id) => [id, 'pose'] as const),
]);
export const kindOf = (id: string): PartKind | undefined => KIND_OF.get(id);

/** The parts one sticker gets: one of each kind at most. */
export type ChosenParts = Partial<Record<PartKind, string>>;

/** The chosen parts as the list recorded with the sticker, in kind order. */
export const partList = (c: ChosenParts): string[] =>
  PART_KINDS.flatMap((k) => (c[k] ? [c[k] as string] : []));
