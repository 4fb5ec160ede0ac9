import { type AnimationPreset, DEFAULT_ANIMATION_PRESET } from '@/lib/config/animation';
import type { LabelLanguageCode } from '@/lib/config/label-languages';
import type { Mood } from '@/lib/config/moods';
import type { UseCase } from '@/lib/config/use-cases';
import {
  type CreateStickersInput,
  createStickersSchema,
  STICKER_LIMITS,
  STICKER_MESSAGES,
  stickerSets,
} from '@/lib/contracts/stickers';
import type { AiStyle } from '@/lib/contracts/styles';

// The create-sticker state and its rules (docs/product-rules.md), as pure functions the page and its tests share.

/**
 * Product rule (docs/product-rules.md): every field a suggestion brings is kept and sent; a
 * blank optional field is filled with the documented default by the server.
 */
export type DraftEntry = {
  name: string;
  labelText: string;
  description: string;
  theme: string;
  pose: string;
  visualFlair: string;
  fontStyle: string;
};
export const ENTRY_FIELDS = [
  'name',
  'labelText',
  'description',
  'theme',
  'pose',
  'visualFlair',
  'fontStyle',
] as const satisfies readonly (keyof DraftEntry)[];

export type StickerDraft = {
  characters: string[];
  styles: string[];
  aiStyles: AiStyle[];
  customStyle: string;
  context: string;
  language: LabelLanguageCode;
  moods: Mood[];
  useCases: UseCase[];
  customUseCase: string;
  count: number;
  /** At least `count` entries; those past it are kept hidden so raising the count brings them back. */
  entries: DraftEntry[];
  visibility: 'PRIVATE' | 'PUBLIC';
  /** Each sticker also animated in `motion` once drawn (docs/animated-stickers.md). */
  animated: boolean;
  motion: AnimationPreset;
  /** Paid AI answers (docs/product-rules.md), kept with the draft so a reload does not lose them. */
  themeIdeas: string[];
  descriptionIdeas: string[];
  styleIdeas: AiStyle[];
};

export const emptyEntry = (): DraftEntry => ({
  name: '',
  labelText: '',
  description: '',
  theme: '',
  pose: '',
  visualFlair: '',
  fontStyle: '',
});

export function newDraft(language: LabelLanguageCode): StickerDraft {
  return {
    characters: [],
    styles: [],
    aiStyles: [],
    customStyle: '',
    context: '',
    language,
    moods: [],
    useCases: [],
    customUseCase: '',
    count: STICKER_LIMITS.defaultCount,
    entries: Array.from({ length: STICKER_LIMITS.defaultCount }, emptyEntry),
    visibility: 'PRIVATE',
    animated: false,
    motion: DEFAULT_ANIMATION_PRESET,
    themeIdeas: [],
    descriptionIdeas: [],
    styleIdeas: [],
  };
}

/** After a successful create: a fresh form, but the AI ideas the user paid for stay. */
export const resetDraft = (d: StickerDraft, language: LabelLanguageCode): StickerDraft => ({
  ...newDraft(language),
  themeIdeas: d.themeIdeas,
  descriptionIdeas: d.descriptionIdeas,
  styleIdeas: d.styleIdeas,
});

/** The combined style description (AI styles and the custom box; docs/product-rules.md): context for suggestions. */
export function combinedStyleDescription(d: Pick<StickerDraft, 'aiStyles' | 'customStyle'>): string {
  return [...d.aiStyles.map((s) => `${s.styleName}: ${s.styleDescription}`), d.customStyle.trim()]
    .filter(Boolean)
    .join('\n');
}

/** Product rule (docs/product-rules.md): catalogue, AI and a non-blank custom style count together (max 3). */
export const selectedStyleCount = (d: Pick<StickerDraft, 'styles' | 'aiStyles' | 'customStyle'>) =>
  d.styles.length + d.aiStyles.length + (d.customStyle.trim() ? 1 : 0);

/** Entries padded with blank ones to the count (padding, docs/product-rules.md); never cut, see `entries`. */
export function padEntries(entries: DraftEntry[], count: number): DraftEntry[] {
  const length = Math.min(STICKER_LIMITS.maxCount, Math.max(entries.length, count));
  return Array.from({ length }, (_, i) => entries[i] ?? emptyEntry());
}

/** The entries shown and sent: the first `count`. */
export const visibleEntries = (d: Pick<StickerDraft, 'entries' | 'count'>) =>
  padEntries(d.entries, d.count).slice(0, d.count);

/**
 * One change to the draft. Entries are padded to the count, never cut: lowering the count hides
 * the entries past it, raising it again brings them back (only the first `count` are sent).
 */
export function patchDraft(d: StickerDraft, patch: Partial<StickerDraft>): StickerDraft {
  const next = { ...d, ...patch };
  return next.count !== d.count || next.entries !== d.entries
    ? { ...next, entries: padEntries(next.entries, next.count) }
    : next;
}

export function toggleLimited<T>(list: readonly T[], value: T, max: number): T[] {
  if (list.includes(value)) return list.filter((v) => v !== value);
  return list.length >= max ? [...list] : [...list, value];
}

/** Use cases and the custom one; the moods travel apart (both lists hold 'romantic' and 'humorous'). */
export const contextTopicsOf = (d: Pick<StickerDraft, 'useCases' | 'customUseCase'>) =>
  [...d.useCases, d.customUseCase.trim()].filter(Boolean);

export function buildPayload(d: StickerDraft): CreateStickersInput {
  return {
    characterReferences: d.characters,
    stickerCount: d.count,
    visibility: d.visibility,
    descriptions: visibleEntries(d),
    styleReferences: d.styles,
    aiStyles: d.aiStyles,
    styleDescription: d.customStyle.trim(),
    contextDescription: d.context.trim(),
    contextTopics: contextTopicsOf(d),
    moods: d.moods,
    stickerLabelsLanguage: d.language,
    animationPreset: d.animated ? d.motion : null,
  };
}

/** Drops selected characters that are not in the loaded list of usable ones (deleted since saved). */
export function pruneCharacters(d: StickerDraft, usable: ReadonlySet<string>): StickerDraft {
  const characters = d.characters.filter((r) => usable.has(r));
  return characters.length === d.characters.length ? d : { ...d, characters };
}

export type DraftErrorKey = keyof typeof STICKER_MESSAGES;
const KEY_BY_MESSAGE = new Map(
  Object.entries(STICKER_MESSAGES).map(([k, v]) => [v as string, k as DraftErrorKey]),
);

/** One of the product rules' texts (from our schema, on the page or from the server) → its message key. */
export const draftErrorKeyOf = (message: string): DraftErrorKey | null => KEY_BY_MESSAGE.get(message) ?? null;

/** Through the API's own schema (docs/product-rules.md): the first problem, as a message key, or null. */
export function validateDraft(d: StickerDraft): DraftErrorKey | null {
  const parsed = createStickersSchema.safeParse(buildPayload(d));
  if (parsed.success) return null;
  for (const issue of parsed.error.issues) {
    const key = draftErrorKeyOf(issue.message);
    if (key) return key;
  }
  return 'incompleteEntries';
}

/**
 * Product rule (docs/product-rules.md): count × per-sticker cost of the visibility; the private surcharge is
 * private − public. Ordered animated, count × the animation's cost more (docs/animated-stickers.md).
 */
export function priceOf(
  count: number,
  visibility: 'PRIVATE' | 'PUBLIC',
  costs: { pub: number; priv: number; animation?: number },
) {
  const perSticker = visibility === 'PUBLIC' ? costs.pub : costs.priv;
  const animation = count * (costs.animation ?? 0);
  return {
    perSticker,
    animation,
    total: count * perSticker + animation,
    sets: stickerSets(count),
    surcharge: visibility === 'PRIVATE' ? count * Math.max(0, costs.priv - costs.pub) : 0,
  };
}
