import { ANIMATION_PRESETS, type AnimationPreset } from '@/lib/config/animation';
import { isMood } from '@/lib/config/moods';
import { isUseCase } from '@/lib/config/use-cases';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { type AiStyle, aiStyleSchema } from '@/lib/contracts/styles';
import { type DraftEntry, ENTRY_FIELDS, padEntries, type StickerDraft } from './sticker-form';

// The create-sticker draft as stored in this browser (a reload keeps it, docs/product-rules.md). A draft saved by
// an older version of the page, or edited by hand, is read field by field: what does not fit is
// replaced by the fresh draft's value rather than breaking the page.
const DRAFT_KEY = 'stickerfy:create-sticker-draft';
export const draftKey = (userKey: string) => `${DRAFT_KEY}:${userKey}`;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

const aiStyles = (v: unknown): AiStyle[] =>
  Array.isArray(v)
    ? v.flatMap((s) => {
        const p = aiStyleSchema.safeParse(s);
        return p.success ? [p.data] : [];
      })
    : [];

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

function entryOf(v: unknown): DraftEntry {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  return Object.fromEntries(
    ENTRY_FIELDS.map((k) => [k, typeof o[k] === 'string' ? (o[k] as string) : '']),
  ) as DraftEntry;
}

/** A stored draft, or null when absent or unreadable. */
export function parseDraft(raw: string | null, fallback: StickerDraft): StickerDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof StickerDraft, unknown>>;
    if (!v || typeof v !== 'object') return null;
    const d = { ...fallback, ...v } as StickerDraft;
    if (!Array.isArray(d.characters) || !Array.isArray(d.entries) || typeof d.count !== 'number') return null;
    return {
      ...d,
      characters: strings(d.characters).slice(0, STICKER_LIMITS.maxCharacters),
      styles: strings(d.styles),
      aiStyles: aiStyles(d.aiStyles),
      customStyle: text(v.customStyle, fallback.customStyle),
      context: text(v.context, fallback.context),
      customUseCase: text(v.customUseCase, fallback.customUseCase),
      moods: strings(d.moods).filter(isMood),
      useCases: strings(d.useCases).filter(isUseCase),
      entries: padEntries(d.entries.slice(0, STICKER_LIMITS.maxCount).map(entryOf), d.count),
      animated: v.animated === true,
      motion: (ANIMATION_PRESETS as readonly unknown[]).includes(v.motion)
        ? (v.motion as AnimationPreset)
        : fallback.motion,
      themeIdeas: strings(v.themeIdeas),
      descriptionIdeas: strings(v.descriptionIdeas),
      styleIdeas: aiStyles(v.styleIdeas),
    };
  } catch {
    return null;
  }
}
