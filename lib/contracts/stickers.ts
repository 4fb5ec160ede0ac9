import { z } from 'zod';
import { ANIMATION_PRESETS } from '@/lib/config/animation';
import { LABEL_LANGUAGE_CODES } from '@/lib/config/label-languages';
import { MAX_MOODS, MOODS } from '@/lib/config/moods';
import type { AnimationDto, StickerMotionDto } from './animation';
import type { ModerationState } from './moderation';
import { aiStyleSchema, MAX_STYLES } from './styles';

// The sticker, its per-sticker description entry, the creation payload, and the creation rules and
// limits (docs/product-rules.md). Shared by the create-sticker page and POST /v1/stickers.
export const STICKER_LIMITS = {
  maxCharacters: 3,
  maxStyles: MAX_STYLES,
  maxMoods: MAX_MOODS,
  minCount: 4,
  maxCount: 32,
  countStep: 4,
  defaultCount: 4,
  nameMax: 50,
  labelMax: 40,
  descriptionMax: 300,
  fieldMax: 200,
  contextMax: 500,
  styleDescriptionMax: 1000,
  topicsMax: 30,
  topicMax: 60,
} as const;

export const STICKER_COUNTS = [4, 8, 12, 16, 20, 24, 28, 32] as const;

export const STICKER_STATUSES = ['PROCESSING', 'CREATING', 'CREATED', 'FAILED_CREATION'] as const;
export type StickerStatus = (typeof STICKER_STATUSES)[number];
export const VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const isStickerInProgress = (status: string) => status === 'PROCESSING' || status === 'CREATING';

/** The documented defaults (docs/product-rules.md) for fields the user (or a suggestion) left empty. */
export const ENTRY_DEFAULTS = {
  pose: 'Character in a natural, expressive pose',
  visualFlair: 'related to the context',
  theme: 'related to the context',
  fontStyle: 'Use the one I provide',
} as const;

/** English texts (the documented wording); the page translates them by key. */
export const STICKER_MESSAGES = {
  noCharacter: 'Please select a character before creating stickers.',
  tooManyCharacters: 'You can select up to 3 characters for sticker creation.',
  noStyle: 'Please select characters and styles...',
  tooManyStyles: 'You can select up to 3 styles.',
  tooManyMoods: 'You can select up to 5 moods.',
  missingContext: 'Please provide a theme or context for your stickers.',
  incompleteEntries:
    'Please fill in all required fields (name, label text, and description) for each sticker.',
  entriesCount: 'Please complete all sticker descriptions before creating stickers.',
  badCount: 'Sticker count must be 4 to 32 in steps of 4.',
  unknownMotion: 'Choose one of the motions offered.',
} as const;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? '');

export const labelLanguageSchema = z.enum(LABEL_LANGUAGE_CODES);

export const stickerEntrySchema = z.object({
  name: text(STICKER_LIMITS.nameMax).min(1, STICKER_MESSAGES.incompleteEntries),
  labelText: text(STICKER_LIMITS.labelMax).min(1, STICKER_MESSAGES.incompleteEntries),
  description: text(STICKER_LIMITS.descriptionMax).min(1, STICKER_MESSAGES.incompleteEntries),
  theme: optionalText(STICKER_LIMITS.fieldMax).transform((v) => v || ENTRY_DEFAULTS.theme),
  pose: optionalText(STICKER_LIMITS.fieldMax).transform((v) => v || ENTRY_DEFAULTS.pose),
  visualFlair: optionalText(STICKER_LIMITS.fieldMax).transform((v) => v || ENTRY_DEFAULTS.visualFlair),
  fontStyle: optionalText(STICKER_LIMITS.fieldMax).transform((v) => v || ENTRY_DEFAULTS.fontStyle),
  language: labelLanguageSchema.nullish(),
});
export type StickerEntry = z.output<typeof stickerEntrySchema>;
export type StickerEntryInput = z.input<typeof stickerEntrySchema>;

const reference = z.string().trim().min(1).max(100);

/**
 * Moods (docs/product-rules.md), sent apart from the use cases ('romantic' and 'humorous' are both): at most 5 of
 * the 21. Absent (older API clients) means "read the moods out of contextTopics" on the server.
 */
export const moodsSchema = z
  .array(z.enum(MOODS))
  .max(MAX_MOODS, STICKER_MESSAGES.tooManyMoods)
  .nullish()
  .transform((v) => (v ? [...new Set(v)] : undefined));

/** AI style suggestions (docs/product-rules.md) picked on the page: each one its own style of the set. */
export const aiStylesSchema = z
  .array(aiStyleSchema)
  .max(STICKER_LIMITS.maxStyles, STICKER_MESSAGES.tooManyStyles)
  .nullish()
  .transform((v) => v ?? []);

/** POST /v1/stickers (docs/product-rules.md). */
export const createStickersSchema = z
  .object({
    characterReferences: z
      .array(reference, { error: STICKER_MESSAGES.noCharacter })
      .min(1, STICKER_MESSAGES.noCharacter)
      .max(STICKER_LIMITS.maxCharacters, STICKER_MESSAGES.tooManyCharacters),
    stickerCount: z
      .number()
      .int()
      .refine((n) => (STICKER_COUNTS as readonly number[]).includes(n), STICKER_MESSAGES.badCount),
    visibility: z.enum(VISIBILITIES).default('PRIVATE'),
    descriptions: z.array(stickerEntrySchema).max(STICKER_LIMITS.maxCount),
    styleReferences: z
      .array(reference)
      .max(STICKER_LIMITS.maxStyles, STICKER_MESSAGES.tooManyStyles)
      .nullish()
      .transform((v) => v ?? []),
    /** The custom style box (or, from older API clients, the combined style text): one more style. */
    styleDescription: optionalText(STICKER_LIMITS.styleDescriptionMax),
    aiStyles: aiStylesSchema,
    contextDescription: optionalText(STICKER_LIMITS.contextMax),
    /** Use cases and the custom one; moods too when `moods` is absent (older API clients). */
    contextTopics: z
      .array(text(STICKER_LIMITS.topicMax).min(1))
      .max(STICKER_LIMITS.topicsMax)
      .nullish()
      .transform((v) => v ?? []),
    moods: moodsSchema,
    stickerLabelsLanguage: labelLanguageSchema.default('en'),
    /** Each sticker is also animated in this motion once drawn (docs/animated-stickers.md); null: static. */
    animationPreset: z
      .enum(ANIMATION_PRESETS, { error: STICKER_MESSAGES.unknownMotion })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    const styles = stylesInSet(v);
    if (styles === 0) {
      ctx.addIssue({ code: 'custom', path: ['styleReferences'], message: STICKER_MESSAGES.noStyle });
    }
    // Product rule (docs/product-rules.md): catalogue, AI and custom styles count together.
    if (styles > STICKER_LIMITS.maxStyles) {
      ctx.addIssue({ code: 'custom', path: ['styleReferences'], message: STICKER_MESSAGES.tooManyStyles });
    }
    if (!v.contextDescription && v.contextTopics.length === 0 && !v.moods?.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['contextDescription'],
        message: STICKER_MESSAGES.missingContext,
      });
    }
    if (v.descriptions.length !== v.stickerCount) {
      ctx.addIssue({ code: 'custom', path: ['descriptions'], message: STICKER_MESSAGES.entriesCount });
    }
  });
export type CreateStickersInput = z.input<typeof createStickersSchema>;

/** How many styles a set is drawn in: catalogue + AI + the custom text when not blank. */
export function stylesInSet(v: {
  styleReferences: unknown[];
  aiStyles: unknown[];
  styleDescription: string;
}) {
  return v.styleReferences.length + v.aiStyles.length + (v.styleDescription.trim() ? 1 : 0);
}
export type CreateStickersRequest = z.output<typeof createStickersSchema>;

/** Product rule (docs/product-rules.md): price = count × per-sticker cost of the visibility; sets = count / 4 rounded up. */
export const stickerSets = (count: number) => Math.ceil(count / 4);

export const listStickersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  cursor: z.string().max(200).optional(),
  status: z.enum(STICKER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});

export const stickerReferenceParamsSchema = z.object({ reference: reference });

/** One sticker as every /v1/stickers response returns it (docs/product-rules.md). */
export type StickerDto = {
  id: string;
  /** Present only when moderation took it out of the gallery (its owner's note, lib/contracts/moderation.ts). */
  moderation?: ModerationState;
  reference: string;
  name: string;
  status: StickerStatus;
  /** 0–100; while in progress derived from the drawing's start (docs/product-rules.md), 100 once CREATED. */
  progress: number;
  createdAt: string;
  /** When the last regeneration started (it times the progress then); null if never regenerated. */
  regeneratedAt: string | null;
  visibility: Visibility;
  batchReference: string | null;
  styleReference: string | null;
  characterReferences: string[];
  language: string | null;
  emoji: string[];
  errorCode: string | null;
  /** `thumb`: a 320 px copy of `image` for lists and grids, when the sticker has one. */
  data: { image: string | null; thumb: string | null; labelText: string; description: string };
  /** Its moving version (docs/animated-stickers.md), in the owner's lists; null when it has none. */
  animation?: AnimationDto | null;
};

/**
 * Public listings (explore) are view-only: no owner fields. `animation`: present when it is animated
 * and its files are public (docs/animated-stickers.md).
 */
export type PublicStickerDto = Pick<StickerDto, 'reference' | 'name' | 'createdAt' | 'emoji' | 'data'> & {
  animation?: StickerMotionDto;
};
