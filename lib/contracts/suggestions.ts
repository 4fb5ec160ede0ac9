import { z } from 'zod';
import { labelLanguageSchema, moodsSchema, STICKER_LIMITS } from './stickers';

// The suggestion request and calls (docs/product-rules.md). Every call is charged once (the
// stickerSuggestionsCreationCost / get* cost keys), through reserve → capture, never on failure.
export const SUGGESTION_AMOUNT = 10;
export const EMPTY_SUGGESTIONS_MESSAGE = 'API returned no suggestions or invalid response structure';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');
const charactersAmount = z.number().int().min(1).max(STICKER_LIMITS.maxCharacters).default(1);

/** POST /v1/stickers/suggestions/individual-stickers — amount 1 (single) to 32 (bulk). */
export const individualSuggestionsSchema = z.object({
  styleDescription: optionalText(STICKER_LIMITS.styleDescriptionMax),
  contextDescription: optionalText(STICKER_LIMITS.contextMax),
  contextTopics: z
    .array(z.string().trim().min(1).max(STICKER_LIMITS.topicMax))
    .max(STICKER_LIMITS.topicsMax)
    .nullish()
    .transform((v) => v ?? []),
  /** As in the creation payload: explicit moods; absent → moods are read out of contextTopics. */
  moods: moodsSchema,
  stickerLabelsLanguage: labelLanguageSchema.default('en'),
  stickerDescriptionsLanguage: labelLanguageSchema.default('en'),
  amount: z.number().int().min(1).max(STICKER_LIMITS.maxCount).default(STICKER_LIMITS.defaultCount),
  charactersAmount,
  styleReferences: z
    .array(z.string().trim().min(1).max(100))
    .max(STICKER_LIMITS.maxStyles)
    .nullish()
    .transform((v) => v ?? []),
});
export type IndividualSuggestionsRequest = z.output<typeof individualSuggestionsSchema>;

/** One suggested sticker (docs/product-rules.md: name, description, theme, labelText, pose, visualFlair, fontStyle). */
export const stickerSuggestionSchema = z.object({
  name: z.string(),
  description: z.string(),
  theme: z.string(),
  labelText: z.string(),
  pose: z.string(),
  visualFlair: z.string(),
  fontStyle: z.string(),
});
export type StickerSuggestion = z.infer<typeof stickerSuggestionSchema>;

/** POST /v1/stickers/suggestions/context — theme ideas in the label language. */
export const contextSuggestionsSchema = z.object({
  language: labelLanguageSchema.default('en'),
  charactersAmount,
  amount: z.number().int().min(1).max(SUGGESTION_AMOUNT).default(SUGGESTION_AMOUNT),
});

/** POST /v1/stickers/suggestions/descriptions — description ideas for a context. */
export const descriptionSuggestionsSchema = z.object({
  language: labelLanguageSchema.default('en'),
  context: optionalText(STICKER_LIMITS.contextMax),
  amount: z.number().int().min(1).max(SUGGESTION_AMOUNT).default(SUGGESTION_AMOUNT),
  charactersAmount,
});

/** POST /v1/stickers/suggestions/styles — AI style ideas (styleName, styleDescription). */
export const styleSuggestionsSchema = z.object({
  styleContext: optionalText(STICKER_LIMITS.styleDescriptionMax),
  stickerSetContext: optionalText(STICKER_LIMITS.contextMax),
  stickerSetIdeasContext: optionalText(STICKER_LIMITS.contextMax),
  language: labelLanguageSchema.default('en'),
  amount: z.number().int().min(1).max(SUGGESTION_AMOUNT).default(SUGGESTION_AMOUNT),
  charactersAmount,
});

export type IndividualSuggestionsResult = { suggestions: StickerSuggestion[] };
export type IdeasResult = { descriptions: string[] };
export type StyleSuggestionsResult = { descriptionsMap: { styleName: string; styleDescription: string }[] };
