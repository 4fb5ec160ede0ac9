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

// SPEC §3 "Create-sticker state" and §5 rules, as pure functions the page and its tests share.
export type DraftEntry = { name: string; labelText: string; description: string };

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
  entries: DraftEntry[];
  visibility: 'PRIVATE' | 'PUBLIC';
};

export const emptyEntry = (): DraftEntry => ({ name: '', labelText: '', description: '' });

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
  };
}

/** SPEC §3 "combined style description": AI styles and the custom box, one per line. */
export function combinedStyleDescription(d: Pick<StickerDraft, 'aiStyles' | 'customStyle'>): string {
  return [...d.aiStyles.map((s) => `${s.styleName}: ${s.styleDescription}`), d.customStyle.trim()]
    .filter(Boolean)
    .join('\n');
}

export const selectedStyleCount = (d: Pick<StickerDraft, 'styles' | 'aiStyles'>) =>
  d.styles.length + d.aiStyles.length;

/** Entries resized to the count: kept where they exist, blank ones added (SPEC §4 padding). */
export function resizeEntries(entries: DraftEntry[], count: number): DraftEntry[] {
  return Array.from({ length: count }, (_, i) => entries[i] ?? emptyEntry());
}

export function toggleLimited<T>(list: readonly T[], value: T, max: number): T[] {
  if (list.includes(value)) return list.filter((v) => v !== value);
  return list.length >= max ? [...list] : [...list, value];
}

export function buildPayload(d: StickerDraft): CreateStickersInput {
  return {
    characterReferences: d.characters,
    stickerCount: d.count,
    visibility: d.visibility,
    descriptions: resizeEntries(d.entries, d.count),
    styleReferences: d.styles,
    styleDescription: combinedStyleDescription(d),
    contextDescription: d.context.trim(),
    contextTopics: [...d.moods, ...d.useCases, d.customUseCase.trim()].filter(Boolean),
    stickerLabelsLanguage: d.language,
  };
}

export type DraftErrorKey = keyof typeof STICKER_MESSAGES;
const KEY_BY_MESSAGE = new Map(
  Object.entries(STICKER_MESSAGES).map(([k, v]) => [v as string, k as DraftErrorKey]),
);

/** SPEC §5 through the API's own schema: the first problem, as a message key, or null. */
export function validateDraft(d: StickerDraft): DraftErrorKey | null {
  const parsed = createStickersSchema.safeParse(buildPayload(d));
  if (parsed.success) return null;
  for (const issue of parsed.error.issues) {
    const key = KEY_BY_MESSAGE.get(issue.message);
    if (key) return key;
  }
  return 'incompleteEntries';
}

/** SPEC §9: count × per-sticker cost of the visibility; the private surcharge is private − public. */
export function priceOf(
  count: number,
  visibility: 'PRIVATE' | 'PUBLIC',
  costs: { pub: number; priv: number },
) {
  const perSticker = visibility === 'PUBLIC' ? costs.pub : costs.priv;
  return {
    perSticker,
    total: count * perSticker,
    sets: stickerSets(count),
    surcharge: visibility === 'PRIVATE' ? count * Math.max(0, costs.priv - costs.pub) : 0,
  };
}

const DRAFT_KEY = 'stickerfy:create-sticker-draft';
export const draftKey = (userKey: string) => `${DRAFT_KEY}:${userKey}`;

/** A stored draft, or null when absent or unreadable (a reload keeps the draft). */
export function parseDraft(raw: string | null, fallback: StickerDraft): StickerDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<StickerDraft>;
    if (!v || typeof v !== 'object') return null;
    const d = { ...fallback, ...v };
    if (!Array.isArray(d.characters) || !Array.isArray(d.entries) || typeof d.count !== 'number') return null;
    return { ...d, entries: resizeEntries(d.entries, d.count) };
  } catch {
    return null;
  }
}
