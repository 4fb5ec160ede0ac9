import type { LabelLanguageCode } from '@/lib/config/label-languages';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import { type AiStyle, MAX_STYLES } from '@/lib/contracts/styles';
import { SUGGESTION_AMOUNT, type StickerSuggestion } from '@/lib/contracts/suggestions';
import {
  combinedStyleDescription,
  contextTopicsOf,
  type DraftEntry,
  padEntries,
  selectedStyleCount,
  type StickerDraft,
} from './sticker-form';

// The create-sticker page's AI calls (docs/product-rules.md) as pure functions: what each call
// sends, and how its answer lands in the draft. The hook (components/create-sticker/use-sticker-ai)
// adds busy states, credit checks and toasts.

/** POST …/individual-stickers: moods apart from the use cases, as in the creation payload. */
export const stickerSuggestionRequest = (d: StickerDraft, uiLanguage: LabelLanguageCode, amount: number) => ({
  styleDescription: combinedStyleDescription(d),
  contextDescription: d.context,
  contextTopics: contextTopicsOf(d),
  moods: d.moods,
  stickerLabelsLanguage: d.language,
  stickerDescriptionsLanguage: uiLanguage,
  amount,
  charactersAmount: d.characters.length || 1,
  styleReferences: d.styles,
});

/** POST …/context takes the label language (the theme is written in it; docs/product-rules.md). */
export const themeIdeasRequest = (d: StickerDraft) => ({
  language: d.language,
  charactersAmount: d.characters.length || 1,
  amount: SUGGESTION_AMOUNT,
});

/** A suggestion as a draft entry: every field kept; the documented defaults where one is missing. */
export const entryFromSuggestion = (s: Partial<StickerSuggestion>): DraftEntry => ({
  name: s.name ?? '',
  labelText: s.labelText ?? '',
  description: s.description || ENTRY_DEFAULTS.pose,
  theme: s.theme || ENTRY_DEFAULTS.theme,
  pose: s.pose || ENTRY_DEFAULTS.pose,
  visualFlair: s.visualFlair || ENTRY_DEFAULTS.visualFlair,
  fontStyle: s.fontStyle || ENTRY_DEFAULTS.fontStyle,
});

/**
 * Bulk: the first `count` entries from the answer (truncated, or padded by keeping what the user
 * had there); the hidden entries past the count stay as they were.
 */
export function withSuggestions(
  d: StickerDraft,
  suggestions: StickerSuggestion[],
): Pick<StickerDraft, 'entries'> {
  const current = padEntries(d.entries, d.count);
  const entries = current.map((e, i) => {
    const s = i < d.count ? suggestions[i] : undefined;
    return s ? entryFromSuggestion(s) : e;
  });
  return { entries };
}

/** Single: one entry replaced, all of its fields. */
export const withSuggestion = (d: StickerDraft, index: number, s: StickerSuggestion) => ({
  entries: padEntries(d.entries, d.count).map((e, i) => (i === index ? entryFromSuggestion(s) : e)),
});

/** An AI style joins the selection unless the 3 are taken (custom text counts) or it is there. */
export const withAiStyle = (d: StickerDraft, style: AiStyle): Partial<StickerDraft> =>
  selectedStyleCount(d) >= MAX_STYLES || d.aiStyles.some((a) => a.styleName === style.styleName)
    ? {}
    : { aiStyles: [...d.aiStyles, style] };
